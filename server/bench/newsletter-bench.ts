// The newsletter's send on this machine, with the server as its own process over a PostgreSQL database (as in
// production) and a real SMTP relay on loopback (test-relay.ts, in this process):
// - throughput: NEWSLETTER_BENCH_RECIPIENTS (10,000) confirmed subscribers, one send; e-mails per second from the
//   send to the last delivery, and the server process's resident memory before the send and at its highest (goal: a
//   rise of at most 64 MB);
// - with NEWSLETTER_BENCH_KILLS=n (the goal: 5, with NEWSLETTER_BENCH_RECIPIENTS=2000): the server is
//   SIGKILLed n times at random moments of the send and started again; it reports the recipients missed (goal 0) and
//   the second copies, which must carry the first one's Message-ID.
// Needs TEST_DATABASE_URL. Run: `TEST_DATABASE_URL=… npx tsx server/bench/newsletter-bench.ts`.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { editorOf, prepareNewsletter, sendThroughApi } from '../src/test/newsletter-send.ts';
import { withPgClient } from '../src/test/pg-client.ts';
import { startServerProcess, type ServerProcess } from '../src/test/server-process.ts';
import { startTestRelay } from '../src/test/test-relay.ts';
import { createTestDatabase } from '../src/test/test-database.ts';

const KILLS = Number(process.env.NEWSLETTER_BENCH_KILLS ?? 0);
const RECIPIENTS = Number(process.env.NEWSLETTER_BENCH_RECIPIENTS ?? (KILLS > 0 ? 2000 : 10_000));

if (!process.env.TEST_DATABASE_URL) {
  console.log('newsletter bench: skipped (set TEST_DATABASE_URL to a PostgreSQL server)');
  process.exit(0);
}

/** The resident memory of process `pid` in bytes (Linux), or 0 when it cannot be read. */
function rssOf(pid: number | undefined): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const relay = await startTestRelay();
// Empty: the server migrates it at its start, before the subscribers are written.
const database = await createTestDatabase();
const scratch = mkdtempSync(join(tmpdir(), 'localrank-newsletter-bench-'));
const connection = database.target.connection;
if (!('url' in connection)) throw new Error('expected a PostgreSQL URL');
const databaseUrl = connection.url;
const env = {
  DATABASE_URL: databaseUrl,
  DATA_DIR: join(scratch, 'data'),
  WEB_DIST_DIR: join(scratch, 'no-web'),
  PORT: '0',
  SMTP_URL: relay.url,
  MAIL_RATE_PER_MINUTE: '0',
  MAIL_QUEUE_POLL_SECONDS: '0.5',
  ...(KILLS > 0 ? { MAIL_QUEUE_LEASE_SECONDS: '5' } : {}),
};
const load = loadavg()[0]!;
let server: ServerProcess | null = null;
try {
  const name = `bench${Date.now()}`;
  server = await startServerProcess(env, { timeoutMs: 150_000 });
  const { addresses, postId } = await prepareNewsletter(databaseUrl, RECIPIENTS, name);
  const ours = (to: readonly string[]) => to.some((address) => address.startsWith(`${name}-`));
  const delivered = () => relay.received.filter((message) => ours(message.to)).length;
  const editor = await editorOf(server.url, databaseUrl, name);
  // Settled after start-up and the sign-up.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = rssOf(server.child.pid);
  let peak = before;
  const started = performance.now();
  const sent = await sendThroughApi(editor, postId, `Bench ${name}`);
  const sendMs = performance.now() - started;
  const kills = Array.from({ length: KILLS }, (_, i) => Math.round(((i + 0.2 + Math.random() * 0.6) / (KILLS + 1)) * RECIPIENTS));
  const waiting = () =>
    withPgClient({ connectionString: databaseUrl }, async (client) => {
      const rows = await client.query<{ n: number }>(
        "select count(*)::int as n from mail_jobs where newsletter_issue_id is not null and status = 'queued'",
      );
      return rows.rows[0]!.n;
    });
  while (true) {
    peak = Math.max(peak, rssOf(server.child.pid));
    const next = kills[0];
    if (next !== undefined && delivered() >= next) {
      kills.shift();
      server.child.kill('SIGKILL');
      await server.exit;
      console.log(`killed at ${delivered()} delivered`);
      server = await startServerProcess(env, { timeoutMs: 150_000 });
    }
    if (delivered() >= RECIPIENTS && (await waiting()) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const totalMs = performance.now() - started;
  const byAddress = new Map<string, string[]>();
  for (const message of relay.received.filter((m) => ours(m.to))) {
    for (const to of message.to) byAddress.set(to, [...(byAddress.get(to) ?? []), message.messageId ?? '']);
  }
  const missed = addresses.filter((to) => !byAddress.has(to)).length;
  const copies = [...byAddress.values()].filter((ids) => ids.length > 1);
  const otherIds = copies.filter((ids) => new Set(ids).size > 1).length;
  console.log(
    `${sent.recipients} recipients: send answered in ${sendMs.toFixed(0)} ms; all delivered after ${(totalMs / 1000).toFixed(1)} s (${((RECIPIENTS / totalMs) * 1000).toFixed(0)} e-mails/s)`,
  );
  if (KILLS === 0)
    console.log(`server rss ${mb(before)} MB before the send, ${mb(peak)} MB at most: a rise of ${mb(peak - before)} MB (goal <= 64)`);
  else
    console.log(`${KILLS} kills: ${missed} recipients missed, ${copies.length} second copies, ${otherIds} of them with another Message-ID`);
  console.log(`database: PostgreSQL (TEST_DATABASE_URL); load before ${load.toFixed(2)}, after ${loadavg()[0]!.toFixed(2)}`);
} finally {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exit;
  }
  await relay.stop();
  await database.drop();
  rmSync(scratch, { recursive: true, force: true });
}
