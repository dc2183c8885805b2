import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { useRedisForRateLimits } from '../auth/rate-limit-store.ts';

/** How long a rate-limit command may wait for Redis before counting goes to PostgreSQL instead. */
const REDIS_COMMAND_TIMEOUT_MS = 1000;
/** How long start-up waits for Redis to be ready. */
const REDIS_READY_WAIT_MS = 2000;

/**
 * With REDIS_URL set, the rate limits (sign-in failures, reset e-mails, messages) are counted in Redis,
 * shared by every instance that uses it; without it they are rows in PostgreSQL. The connection closes
 * with the app.
 */
export const rateLimitStorePlugin = fp(
  async (app: FastifyInstance) => {
    const url = app.config.redisUrl;
    if (!url) return;
    // Loaded only when used: a process without REDIS_URL never needs the client.
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, {
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      // Fail fast while Redis is down (the PostgreSQL counters take over) rather than queue commands.
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectionName: 'localrank-rate-limits',
    });
    let lastWarning = 0;
    const warn = (error: unknown) => {
      // At most one warning a minute while Redis stays unreachable.
      if (Date.now() - lastWarning < 60_000) return;
      lastWarning = Date.now();
      app.log.warn({ err: error }, 'Redis is unreachable: rate limits are counted in PostgreSQL meanwhile');
    };
    redis.on('error', warn);
    // Counting starts in Redis when it answers soon; else in PostgreSQL until it does.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, REDIS_READY_WAIT_MS);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    const undo = useRedisForRateLimits(app.orm, redis, warn);
    app.addHook('onClose', async () => {
      undo();
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'rate-limit-store' },
);
