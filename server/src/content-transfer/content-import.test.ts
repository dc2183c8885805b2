// Importing a content archive over real HTTP: a bad archive (not gzip, cut short, not ours, newer, damaged, a bad
// row) is a 400 that says what to do and changes nothing; a slug taken here by other content is kept and reported;
// the import is in the activity log.
import {
  CONTENT_ARCHIVE_TOO_LARGE_MESSAGE,
  CONTENT_IMPORT_URL,
  MAX_CONTENT_ARCHIVE_BYTES,
  type AdminBlogPost,
  type ContentImportReport,
} from '@app/contracts';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadContentExport, packArchive, unpackArchive, uploadContentArchive } from '../test/content-archive.ts';
import { uploadSolidPng } from '../test/solid-png.ts';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';

let source: TestServer;
let target: TestServer;
let sourceAdmin: TestClient;
let targetAdmin: TestClient;
let archive: Buffer;

/** The number of rows of the content tables and the activity log of the target site. */
async function targetRows(): Promise<string> {
  const [row] = await target.orm.em.getConnection().execute<Array<Record<string, string>>>(
    `select (select count(*) from blog_posts) as posts, (select count(*) from blog_post_revisions) as revisions,
              (select count(*) from builder_templates) as templates, (select count(*) from media_assets) as media,
              (select count(*) from activity_entries) as activity, (select sum(version) from pages) as page_versions`,
  );
  return JSON.stringify(row);
}

/** A new post on `client`'s site with this slug and body, published. */
async function publishedPost(client: TestClient, slug: string, content: string): Promise<AdminBlogPost> {
  const created = (await client.post('/trpc/blogAdmin.create', {})).json.result.data as AdminBlogPost;
  const updated = (
    await client.post('/trpc/blogAdmin.update', { id: created.id, baseRevision: created.revision, title: slug, slug, content })
  ).json.result.data as AdminBlogPost;
  return (await client.post('/trpc/blogAdmin.publish', { id: updated.id, baseRevision: updated.revision })).json.result
    .data as AdminBlogPost;
}

/** The colour of the image both sites have. */
const SUNFLOWER = { r: 250, g: 200, b: 10 };

let sourceImage: { id: number; url: string };
let targetImage: { id: number; url: string };

beforeAll(async () => {
  source = await startTestServer();
  target = await startTestServer();
  sourceAdmin = await source.signedInClient('admin');
  targetAdmin = await target.signedInClient('admin');
  await publishedPost(sourceAdmin, 'opening-hours-change', '<p>We open at nine now.</p>');
  await publishedPost(sourceAdmin, 'shared-slug', '<p>The source site wrote this.</p>');
  await sourceAdmin.post('/trpc/builderTemplate.create', {
    name: 'Footer band',
    element: { id: 'fb', type: 'section', name: 'section', style: {}, children: [] },
  });
  await sourceAdmin.post('/trpc/builderTemplate.create', {
    name: 'Header band',
    element: { id: 'hb', type: 'section', name: 'section', style: {}, children: [] },
  });
  await publishedPost(targetAdmin, 'shared-slug', '<p>The target site wrote this one.</p>');
  // A template named as one of the source's (another case) with another section: kept, and reported.
  await targetAdmin.post('/trpc/builderTemplate.create', {
    name: 'footer BAND',
    element: { id: 'other', type: 'section', name: 'section', style: { padding: '40px' }, children: [] },
  });
  // The same image on both sites under different names (so different URLs): the import uses the target's copy.
  sourceImage = await uploadSolidPng(sourceAdmin, 'sunflower-on-source.png', SUNFLOWER);
  targetImage = await uploadSolidPng(targetAdmin, 'sunflower-here.png', SUNFLOWER);
  await publishedPost(sourceAdmin, 'with-a-sunflower', `<p>Look:</p><p><img src="${sourceImage.url}" alt="A sunflower"></p>`);
  // A post scheduled there for a time still to come: here, it is scheduled by the importing admin.
  const spring = (await sourceAdmin.post('/trpc/blogAdmin.create', {})).json.result.data as AdminBlogPost;
  const springSaved = (
    await sourceAdmin.post('/trpc/blogAdmin.update', {
      id: spring.id,
      baseRevision: spring.revision,
      title: 'Spring opening',
      slug: 'spring-opening',
    })
  ).json.result.data as AdminBlogPost;
  const scheduled = await sourceAdmin.post('/trpc/blogAdmin.publish', {
    id: spring.id,
    baseRevision: springSaved.revision,
    at: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString(),
  });
  expect(scheduled.status).toBe(200);
  archive = (await downloadContentExport(source.baseUrl, sourceAdmin)).bytes;
}, 60_000);

afterAll(async () => {
  await source?.close();
  await target?.close();
});

describe('a bad archive is refused with a 400 a person can act on, and nothing changes', () => {
  /** Uploads `body` to the target and expects a 400 whose message matches `message`, with no row written. */
  async function refused(body: Buffer, message: RegExp) {
    const before = await targetRows();
    const res = await uploadContentArchive(target.baseUrl, targetAdmin, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
    expect(await targetRows()).toBe(before);
  }

  it('not gzip', () =>
    refused(Buffer.from('title,slug\nA post,a-post\n'), /^That file is not a content export: it is not gzip-compressed\./));

  it('a truncated download', () => refused(archive.subarray(0, Math.floor(archive.length / 2)), /^The archive is incomplete/));

  it('a tar.gz that is not a content export', async () => {
    await refused(await packArchive([{ name: 'notes.txt', body: Buffer.from('hello') }]), /does not start with manifest\.json/);
  });

  it('a newer format version', async () => {
    const entries = await unpackArchive(archive);
    const manifest = JSON.parse(entries[0]!.body.toString());
    entries[0]!.body = Buffer.from(JSON.stringify({ ...manifest, version: 99 }));
    await refused(
      await packArchive(entries, true),
      /^This archive is format version 99, newer than this site reads \(version 1 at most\)\./,
    );
  });

  it('an entry altered after the export (checksum mismatch)', async () => {
    const entries = await unpackArchive(archive);
    const posts = entries.find((entry) => entry.name.startsWith('posts/'))!;
    posts.body = Buffer.from(posts.body.toString().replace('We open at nine now.', 'We open at ten now.'));
    await refused(await packArchive(entries), /^The archive is damaged: its entry "posts\/000001\.ndjson" does not match its checksum\./);
  });

  it('a bad row after good ones: the posts already applied are rolled back', async () => {
    const entries = await unpackArchive(archive);
    const templates = entries.find((entry) => entry.name.startsWith('templates/'))!;
    templates.body = Buffer.from('{"name":"","element":{},"createdAt":"yesterday"}\n');
    await refused(
      await packArchive(entries, true),
      /^The archive's entry "templates\/000001\.ndjson", line 1, is not a valid templates row/,
    );
    const found = await trpcQuery(targetAdmin, 'blogPost.bySlug', { slug: 'opening-hours-change' });
    expect(found.json?.result?.data ?? null).toBeNull();
  });

  it('an archive over the 200 MB cap, refused from its declared length before it is read', async () => {
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${target.baseUrl}${CONTENT_IMPORT_URL}`, {
        method: 'POST',
        headers: {
          Cookie: targetAdmin.cookie,
          Origin: target.baseUrl,
          'Content-Type': 'application/gzip',
          'Content-Length': String(MAX_CONTENT_ARCHIVE_BYTES + 1),
        },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body });
          request.destroy();
        });
      });
      request.on('error', reject);
      request.write(archive.subarray(0, 16));
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe(CONTENT_ARCHIVE_TOO_LARGE_MESSAGE);
  });

  it('a body that is not an archive at all', async () => {
    const res = await targetAdmin.post('/api/admin/content/import', {});
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^Send the content export file/);
  });
});

describe('a good archive', () => {
  it('creates what is new, keeps and reports a slug taken here by other content, and is in the activity log', async () => {
    const res = await uploadContentArchive(target.baseUrl, targetAdmin, archive);
    expect(res.status).toBe(200);
    const report = res.json as ContentImportReport;
    expect(report.counts.posts.created).toBe(3);
    expect(report.counts.templates).toEqual({ created: 1, updated: 0, skipped: 1 });
    expect(report.notes).toContainEqual({
      kind: 'templates',
      key: 'Footer band',
      outcome: 'skipped',
      reason: "A template with this name exists here with a different section; this site's was kept.",
    });
    expect(report.notes).toContainEqual({
      kind: 'posts',
      key: 'shared-slug',
      outcome: 'skipped',
      reason: "A post with this slug exists here with different content; this site's post was kept.",
    });
    // The image the target already had is not stored twice; the post's link follows to the target's copy.
    expect(report.counts.media).toEqual({ created: 0, updated: 0, skipped: 1 });
    expect(sourceImage.url).not.toBe(targetImage.url);
    const post = (await trpcQuery(targetAdmin, 'blogPost.bySlug', { slug: 'with-a-sunflower' })).json.result.data as { content: string };
    expect(post.content).toContain(`src="${targetImage.url}"`);
    expect(post.content).not.toContain(sourceImage.url);
    const kept = await targetAdmin.get('/blog/shared-slug');
    expect(kept.text).not.toContain('The source site wrote this.');
    // The post waiting for its time is scheduled here by the importing admin (its going live is logged by them).
    const [spring] = await target.orm.em
      .getConnection()
      .execute<Array<{ scheduled: boolean; scheduled_by: number | null }>>(
        "select scheduled, scheduled_by from blog_posts where slug = 'spring-opening'",
      );
    expect(spring).toEqual({ scheduled: true, scheduled_by: (await targetAdmin.get('/api/user')).json.id });
    const log = await trpcQuery(targetAdmin, 'activity.list', { filter: { kind: 'content.imported' } });
    expect(JSON.stringify(log.json.result.data)).toMatch(
      /Imported content from http:\/\/127\.0\.0\.1:\d+: \d+ created, 0 updated, \d+ skipped/,
    );
  });
});
