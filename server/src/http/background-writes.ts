import type { FastifyInstance } from 'fastify';

/** How often counts kept in memory are written (ms), unless said. */
const FLUSH_EVERY_MS = 5000;

/** How often old rows are pruned (ms): daily, and at start. */
const PRUNE_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs an instance's background writes of counts it keeps in memory: `flush` every `flushEveryMs` once the app is
 * ready and a last time before it closes, `prune` at start and daily. Neither holds the process open; a failure is
 * logged as a warning naming `what` (the counts stay for the next try, as the flush keeps them).
 */
export function writeInBackground(
  app: FastifyInstance,
  work: { what: string; flush: () => Promise<void>; prune: () => Promise<unknown>; flushEveryMs?: number },
): void {
  const flush = () =>
    work.flush().catch((error: unknown) => app.log.warn({ err: error }, `The ${work.what} could not be written; kept for the next try`));
  const prune = () => work.prune().catch((error: unknown) => app.log.warn({ err: error }, `Old ${work.what} could not be pruned`));
  let flushTimer: NodeJS.Timeout | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    flushTimer = setInterval(() => void flush(), work.flushEveryMs ?? FLUSH_EVERY_MS);
    flushTimer.unref();
    pruneTimer = setInterval(() => void prune(), PRUNE_EVERY_MS);
    pruneTimer.unref();
    void prune();
  });
  app.addHook('preClose', async () => {
    clearInterval(flushTimer);
    clearInterval(pruneTimer);
    await flush();
  });
}
