import { ADMIN_NOTICES_EVENT, ADMIN_NOTICES_STREAM_PATH, type AdminBlogPost, type AdminNotices } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStreamReader } from '../test/event-stream.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { trpcData } from '../test/trpc-query.ts';

/**
 * The streams' own re-count is set beyond the test's length, so each count read was pushed by the change itself; the
 * wait is only a bound for a broken run on a loaded machine. How fast it arrives (the promise: within a second) is
 * measured by `server/bench/live-latency-bench.ts`.
 */
const NO_RECHECK_MS = 3_600_000;
const WITHIN_MS = 10_000;

// Two app instances on one database: on TEST_DATABASE_URL (as in CI) the notice crosses between them by
// LISTEN/NOTIFY; on the embedded database they share one process.
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  first = await startTestServer({}, { noticesRecheckMs: NO_RECHECK_MS });
  second = await startTestServer({}, { shareDatabaseOf: first, noticesRecheckMs: NO_RECHECK_MS });
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function nextCount(stream: EventStreamReader, withinMs = WITHIN_MS): Promise<number> {
  return (JSON.parse((await stream.next(ADMIN_NOTICES_EVENT, withinMs)).data) as AdminNotices).inReview;
}

describe('the admin notices stream', () => {
  it('is for editors and up: 401 signed out, 403 for a contributor or an author', async () => {
    expect((await new TestClient(first.baseUrl).get(ADMIN_NOTICES_STREAM_PATH)).status).toBe(401);
    for (const role of ['user', 'contributor', 'author'] as const) {
      const res = await (await first.signedInClient(role)).get(ADMIN_NOTICES_STREAM_PATH);
      expect(res.status).toBe(403);
    }
    const contributor = await first.signedInClient('contributor');
    expect((await contributor.get(ADMIN_NOTICES_STREAM_PATH)).json).toMatchObject({
      message: 'This action needs an editor or higher role.',
    });
  });

  it('tells an editor on another instance of each post submitted, sent back, published or deleted, pushed by the change (no re-count)', async () => {
    const editor = await second.signedInClient('editor');
    const contributor = await first.signedInClient('contributor');
    const stream = await openEventStream(editor, second.baseUrl, ADMIN_NOTICES_STREAM_PATH);
    try {
      expect(stream.status).toBe(200);
      const before = await nextCount(stream);

      const created = trpcData<AdminBlogPost>(await contributor.post('/trpc/blogAdmin.create', {}));
      trpcData(await contributor.post('/trpc/postReview.submit', { id: created.id }));
      expect(await nextCount(stream)).toBe(before + 1);

      trpcData(await editor.post('/trpc/postReview.sendBack', { id: created.id, note: 'Shorter, please.' }));
      expect(await nextCount(stream)).toBe(before);

      const again = trpcData<{ post: AdminBlogPost }>(await contributor.post('/trpc/postReview.submit', { id: created.id }));
      expect(await nextCount(stream)).toBe(before + 1);
      trpcData(await editor.post('/trpc/blogAdmin.publish', { id: created.id, baseRevision: again.post.revision }));
      expect(await nextCount(stream)).toBe(before);

      const other = trpcData<AdminBlogPost>(await contributor.post('/trpc/blogAdmin.create', {}));
      trpcData(await contributor.post('/trpc/postReview.submit', { id: other.id }));
      expect(await nextCount(stream)).toBe(before + 1);
      trpcData(await editor.post('/trpc/blogAdmin.delete', { id: other.id }));
      expect(await nextCount(stream)).toBe(before);
    } finally {
      stream.close();
    }
  });
});
