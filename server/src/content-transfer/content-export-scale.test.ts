// The content export at scale (issue 32): 10,000 posts with their revisions are streamed in keyset batches, so the
// server never holds them all; the archive imports whole into another site. Prints the peak RSS growth it measured.
import type { ContentImportReport } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH_SIZE } from '../db/keyset-batches.ts';
import { insertPublishedPosts } from '../test/blog-post-rows.ts';
import { downloadContentExport, unpackArchive, uploadContentArchive } from '../test/content-archive.ts';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';

const POSTS = 10_000;

let source: TestServer;
let target: TestServer;
let sourceAdmin: TestClient;
let targetAdmin: TestClient;

beforeAll(async () => {
  source = await startTestServer();
  target = await startTestServer();
  sourceAdmin = await source.signedInClient('admin');
  targetAdmin = await target.signedInClient('admin');
  await insertPublishedPosts(source.orm, POSTS, {
    prefix: 'Scale post',
    content: `<p>${'A sentence of a long post about local search. '.repeat(30)}</p>`,
  });
  // One kept revision per post, as a saved post has.
  await source.orm.em.getConnection().execute(
    `insert into blog_post_revisions (post_id, revision, action, snapshot)
     select id, 1, 'created', jsonb_build_object('title', title, 'slug', slug, 'content', content) from blog_posts where slug like 'scale-post-%'`,
  );
}, 120_000);

afterAll(async () => {
  await source?.close();
  await target?.close();
});

describe('exporting and importing 10,000 posts', () => {
  it('streams them in batches with memory bounded, and the other site gets every one', async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const exported = await downloadContentExport(source.baseUrl, sourceAdmin);
    clearInterval(sampler);
    expect(exported.status).toBe(200);

    const entries = await unpackArchive(exported.bytes);
    const postEntries = entries.filter((entry) => entry.name.startsWith('posts/'));
    const lines = postEntries.flatMap((entry) => entry.body.toString().split('\n').filter(Boolean));
    const total = Number(
      (await source.orm.em.getConnection().execute<Array<{ count: string }>>('select count(*) as count from blog_posts'))[0]!.count,
    );
    expect(lines).toHaveLength(total);
    // Read and written a keyset batch at a time: never more than one batch of posts in one entry.
    expect(postEntries).toHaveLength(Math.ceil(total / EXPORT_BATCH_SIZE));
    const unpacked = postEntries.reduce((sum, entry) => sum + entry.body.length, 0);
    console.log(
      `content export of ${total} posts: archive ${(exported.bytes.length / 1e6).toFixed(1)} MB gzipped, posts ${(unpacked / 1e6).toFixed(1)} MB as NDJSON; ` +
        `peak RSS growth during the export ${((peak - before) / 1e6).toFixed(1)} MB`,
    );

    const beforeImport = process.memoryUsage().rss;
    let importPeak = beforeImport;
    const importSampler = setInterval(() => (importPeak = Math.max(importPeak, process.memoryUsage().rss)), 10);
    const imported = await uploadContentArchive(target.baseUrl, targetAdmin, exported.bytes);
    clearInterval(importSampler);
    console.log(`content import of ${total} posts: peak RSS growth during the import ${((importPeak - beforeImport) / 1e6).toFixed(1)} MB`);
    expect(imported.status).toBe(200);
    const report = imported.json as ContentImportReport;
    expect(report.counts.posts.created).toBe(POSTS);
    const [row] = await target.orm.em.getConnection().execute<Array<{ posts: string; revisions: string }>>(
      `select (select count(*) from blog_posts where slug like 'scale-post-%') as posts,
                (select count(*) from blog_post_revisions r join blog_posts p on p.id = r.post_id where p.slug like 'scale-post-%') as revisions`,
    );
    expect(Number(row!.posts)).toBe(POSTS);
    expect(Number(row!.revisions)).toBe(POSTS);
  }, 300_000);
});
