// How fast a change on one app instance reaches another (the promise: within a second), on two instances over one
// PostgreSQL (TEST_DATABASE_URL), as two processes behind a proxy would run: a page save read on the other instance
// (its cache told by LISTEN/NOTIFY), and a post submitted for review counted on an editor's notices stream there.
// The tests check that these arrive (pushed, never by a timer); how fast is measured here, on a quiet machine.
//   TEST_DATABASE_URL=postgres://… npx tsx server/bench/live-latency-bench.ts [samples]
import { ADMIN_NOTICES_EVENT, ADMIN_NOTICES_STREAM_PATH, type AdminBlogPost, type AdminNotices } from '@app/contracts';
import { loadavg } from 'node:os';
import { openEventStream } from '../src/test/event-stream.ts';
import { startTestServer, TestClient } from '../src/test/test-server.ts';
import { trpcData, trpcQuery } from '../src/test/trpc-query.ts';
import { median, quantile } from './bench-stats.ts';

if (!process.env.TEST_DATABASE_URL) {
  console.error('Set TEST_DATABASE_URL to a PostgreSQL server: the two instances must not share one process.');
  process.exit(1);
}
const SAMPLES = Number(process.argv[2] ?? 30);
const loadBefore = loadavg()[0] ?? 0;

// The notices streams' own re-count is pushed out of the way, so each count is the change's own push.
const first = await startTestServer({}, { noticesRecheckMs: 3_600_000 });
const second = await startTestServer({}, { shareDatabaseOf: first, noticesRecheckMs: 3_600_000 });

/** Milliseconds from `act` resolving until `arrived` holds, polled every 2 ms (at most 10 s). */
async function timeUntil(act: () => Promise<void>, arrived: () => Promise<boolean>): Promise<number> {
  await act();
  const started = performance.now();
  while (!(await arrived())) {
    if (performance.now() - started > 10_000) throw new Error('The change did not arrive within 10 s.');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return performance.now() - started;
}

const pageSave: number[] = [];
const reviewNotice: number[] = [];
try {
  const admin = await first.signedInClient('admin');
  const reader = new TestClient(second.baseUrl);
  const title = async () =>
    trpcData<{ edits: Record<string, { text?: string } | undefined> }>(await trpcQuery(reader, 'page.bySlug', { slug: 'pricing' })).edits[
      'hero.title'
    ]?.text;
  for (let i = 0; i < SAMPLES; i += 1) {
    const text = `Plans, round ${i}`;
    await title();
    pageSave.push(
      await timeUntil(
        async () => {
          const saved = await admin.post('/trpc/page.save', { slug: 'pricing', baseVersion: i, edits: { 'hero.title': { text } } });
          if (saved.status !== 200) throw new Error(`page.save answered ${saved.status}: ${saved.text}`);
        },
        async () => (await title()) === text,
      ),
    );
  }

  const editor = await second.signedInClient('editor');
  const contributor = await first.signedInClient('contributor');
  const stream = await openEventStream(editor, second.baseUrl, ADMIN_NOTICES_STREAM_PATH);
  const count = async () => (JSON.parse((await stream.next(ADMIN_NOTICES_EVENT, 10_000)).data) as AdminNotices).inReview;
  try {
    let expected = await count();
    for (let i = 0; i < SAMPLES; i += 1) {
      const post = trpcData<AdminBlogPost>(await contributor.post('/trpc/blogAdmin.create', {}));
      const submitted = contributor.post('/trpc/postReview.submit', { id: post.id });
      const sent = performance.now();
      trpcData(await submitted);
      expected += 1;
      if ((await count()) !== expected) throw new Error('The notices stream counted something else.');
      // From the submit's request to the count on the other instance's stream (what the editor's sidebar shows).
      reviewNotice.push(performance.now() - sent);
      trpcData(await editor.post('/trpc/blogAdmin.delete', { id: post.id }));
      expected -= 1;
      if ((await count()) !== expected) throw new Error('The notices stream counted something else.');
    }
  } finally {
    stream.close();
  }
} finally {
  await second.close();
  await first.close();
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const row = (label: string, samples: number[]) =>
  `| ${label} | ${samples.length} | ${ms(median(samples))} | ${ms(quantile(samples, 0.95))} | ${ms(Math.min(...samples))}-${ms(Math.max(...samples))} |`;
const body = [
  '## Live changes across two instances',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} by \`server/bench/live-latency-bench.ts\` (two app instances in one process over one PostgreSQL server, each with its own connections and cache), 1-minute load average ${loadBefore.toFixed(1)} before and ${(loadavg()[0] ?? 0).toFixed(1)} after. The goal: within 1,000 ms.`,
  '',
  '| From a change on instance 1 to it on instance 2 | samples | median | p95 | range |',
  '| --- | ---: | ---: | ---: | ---: |',
  row('a page save, read by a visitor (the save answered, then polled every 2 ms)', pageSave),
  row("a post submitted for review, counted on an editor's notices stream (from the submit's request)", reviewNotice),
].join('\n');
// For BENCHMARKS.md's section of the same name.
console.log(body);
