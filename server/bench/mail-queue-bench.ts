// The mail queue on this machine: how long a request that sends e-mail (an admin invitation) takes with the relay up,
// refusing connections, and hanging (it takes the message and never answers), and how many e-mails a second one
// instance delivers to a relay on loopback, with the process's memory before and after. In one process (client,
// server and relay share the cores): an indication, not a capacity figure. Embedded database unless
// TEST_DATABASE_URL names a PostgreSQL. Run: `npx tsx server/bench/mail-queue-bench.ts`.
import { loadavg } from 'node:os';
import { startTestRelay } from '../src/test/test-relay.ts';
import { startTestServer } from '../src/test/test-server.ts';

/** The sample at quantile `q` of `values`. */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * q))] ?? 0;
}

const REQUESTS = Number(process.env.MAIL_BENCH_REQUESTS ?? 60);
const JOBS = Number(process.env.MAIL_BENCH_JOBS ?? 1000);

const relay = await startTestRelay();
const server = await startTestServer({ SMTP_URL: relay.url, MAIL_QUEUE_POLL_SECONDS: '0.2' }, { mailInBackground: true });
const load = loadavg()[0]!;
try {
  const admin = await server.signedInClient('admin');
  let counter = 0;
  const timeInvites = async (label: string) => {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const started = performance.now();
      const res = await admin.post('/trpc/team.invite', { email: `bench-${label}-${counter++}@example.com` });
      if (res.status !== 200) throw new Error(`team.invite answered ${res.status}: ${res.text}`);
      times.push(performance.now() - started);
    }
    console.log(
      `team.invite, relay ${label}: median ${quantile(times, 0.5).toFixed(1)} ms, p90 ${quantile(times, 0.9).toFixed(1)} ms (${REQUESTS} requests)`,
    );
  };
  await timeInvites('up');
  await relay.stop();
  await timeInvites('refusing');
  await relay.start();
  relay.answer = () => 'stall';
  await timeInvites('hanging');
  relay.answer = () => 'accept';
  // Drops the hung sessions (each held a delivery slot until the SMTP client's timeout): they go back to the queue.
  await relay.stop();
  await relay.start();

  // Throughput: the queue empties what the two outages left, then JOBS more, all to the relay.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = process.memoryUsage().rss;
  const already = relay.received.length;
  const started = performance.now();
  for (let i = 0; i < JOBS; i += 1) {
    await server.app.mailer.send({ to: `bulk-${i}@example.com`, subject: `Bulk ${i}`, text: 'Hello', html: '<p>Hello</p>' });
  }
  const queuedMs = performance.now() - started;
  const bulk = () => relay.received.filter((message) => message.to[0]?.startsWith('bulk-')).length;
  while (bulk() < JOBS) await new Promise((resolve) => setTimeout(resolve, 20));
  const deliveredMs = performance.now() - started;
  const after = process.memoryUsage().rss;
  console.log(
    `${JOBS} e-mails: queued in ${queuedMs.toFixed(0)} ms (${((JOBS / queuedMs) * 1000).toFixed(0)}/s), all delivered after ${deliveredMs.toFixed(0)} ms (${((JOBS / deliveredMs) * 1000).toFixed(0)}/s, concurrency ${server.app.config.mailQueue.concurrency}); rss ${(before / 2 ** 20).toFixed(0)} -> ${(after / 2 ** 20).toFixed(0)} MB; ${relay.received.length - already} taken by the relay`,
  );
  console.log(
    `database: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'embedded'}; load before ${load.toFixed(2)}, after ${loadavg()[0]!.toFixed(2)}`,
  );
} finally {
  await server.close();
  await relay.stop();
}
