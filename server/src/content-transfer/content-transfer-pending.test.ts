// What is not yet public travels in the content export too (format version 2): a live post's working copy (its
// pending changes and scheduled Update), the review step of a contributor's drafts (in review, sent back with a note),
// and the category parents. Exported from one site and imported into another, each is there as it was; a second import
// adds nothing; a file of format version 1, made before they travelled, still imports.
import type { AdminBlogPost, BlogPostDetail, ContentImportReport, PostReview } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadContentExport, packArchive, unpackArchive, uploadContentArchive } from '../test/content-archive.ts';
import { uploadSolidPng } from '../test/solid-png.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { trpcData, trpcQuery } from '../test/trpc-query.ts';

/** A WordPress export with no posts, only categories: "Map How-tos" under "Tutorials" under "Local SEO". */
const CATEGORIES_WXR = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel>
  <title>Old blog</title>
  <link>https://old-blog.example</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>https://old-blog.example</wp:base_site_url>
  <wp:base_blog_url>https://old-blog.example</wp:base_blog_url>
  <wp:category><wp:term_id>2</wp:term_id><wp:category_nicename><![CDATA[local-seo]]></wp:category_nicename><wp:category_parent><![CDATA[]]></wp:category_parent><wp:cat_name><![CDATA[Local SEO]]></wp:cat_name></wp:category>
  <wp:category><wp:term_id>3</wp:term_id><wp:category_nicename><![CDATA[tutorials]]></wp:category_nicename><wp:category_parent><![CDATA[local-seo]]></wp:category_parent><wp:cat_name><![CDATA[Tutorials]]></wp:cat_name></wp:category>
  <wp:category><wp:term_id>4</wp:term_id><wp:category_nicename><![CDATA[map-how-tos]]></wp:category_nicename><wp:category_parent><![CDATA[tutorials]]></wp:category_parent><wp:cat_name><![CDATA[Map How-tos]]></wp:cat_name></wp:category>
</channel>
</rss>`;

const IN_TWO_DAYS = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();

let source: TestServer;
let target: TestServer;
let sourceAdmin: TestClient;
let targetAdmin: TestClient;
let archive: Buffer;
let report: ContentImportReport;
let image: { id: number; url: string };

/** The data of a tRPC mutation by `client` that must succeed. */
async function mutate<T>(client: TestClient, path: string, input: unknown): Promise<T> {
  return trpcData<T>(await client.post(`/trpc/${path}`, input));
}

/** A new draft by `client` with this slug and body. */
async function draft(client: TestClient, slug: string, content: string): Promise<AdminBlogPost> {
  const created = await mutate<AdminBlogPost>(client, 'blogAdmin.create', {});
  return mutate<AdminBlogPost>(client, 'blogAdmin.update', { id: created.id, baseRevision: created.revision, title: slug, slug, content });
}

/** A post of `server` by slug, as its blog manager's editor reads it (working copy on top), and its review. */
async function postOn(server: TestServer, admin: TestClient, slug: string): Promise<{ post: AdminBlogPost; review: PostReview | null }> {
  const [row] = await server.orm.em.getConnection().execute<Array<{ id: number }>>('select id from blog_posts where slug = ?', [slug]);
  if (!row) throw new Error(`no post ${slug}`);
  const post = trpcData<AdminBlogPost>(await trpcQuery(admin, 'blogAdmin.byId', { id: row.id }));
  const review = trpcData<PostReview | null>(await trpcQuery(admin, 'postReview.get', { id: row.id }));
  return { post, review };
}

/** The category parents of `server`, as [child, parent] pairs. */
async function parentsOn(server: TestServer): Promise<string[][]> {
  const rows = await server.orm.em
    .getConnection()
    .execute<Array<{ label: string; parent_label: string }>>('select label, parent_label from blog_category_parents order by label');
  return rows.map((row) => [row.label, row.parent_label]);
}

/** How many working copies and posts in review `server` holds. */
async function pendingCounts(server: TestServer): Promise<string> {
  const [row] = await server.orm.em.getConnection().execute<Array<Record<string, string>>>(
    `select (select count(*) from blog_post_working_copies) as copies, (select count(*) from blog_posts where review_state is not null) as reviews,
            (select count(*) from blog_category_parents) as parents, (select count(*) from blog_posts) as posts`,
  );
  return JSON.stringify(row);
}

beforeAll(async () => {
  source = await startTestServer();
  target = await startTestServer();
  sourceAdmin = await source.signedInClient('admin');
  targetAdmin = await target.signedInClient('admin');

  const categories = await sourceAdmin.request('POST', '/api/admin/blog/import-wordpress', CATEGORIES_WXR, {
    'Content-Type': 'application/xml',
  });
  expect(categories.status, categories.text).toBe(200);

  // A contributor's two drafts: one submitted for review, one submitted and sent back by an editor with a note.
  const contributor = await source.signedInClient('contributor');
  const waiting = await draft(contributor, 'waiting-for-review', '<p>Please read me.</p>');
  await mutate(contributor, 'postReview.submit', { id: waiting.id });
  const returned = await draft(contributor, 'sent-back-for-changes', '<p>A first go.</p>');
  await mutate(contributor, 'postReview.submit', { id: returned.id });
  await mutate(sourceAdmin, 'postReview.sendBack', { id: returned.id, note: 'Add the opening hours, then submit again.' });

  // A live post with pending changes (a new body with an image, a new featured image, a new title) and an Update at a time.
  image = await uploadSolidPng(sourceAdmin, 'harbour-pending.png', { r: 30, g: 160, b: 200 });
  const live = await draft(sourceAdmin, 'harbour-guide', '<p>The live harbour guide.</p>');
  const published = await mutate<AdminBlogPost>(sourceAdmin, 'blogAdmin.publish', { id: live.id, baseRevision: live.revision });
  const edited = await mutate<AdminBlogPost>(sourceAdmin, 'blogAdmin.update', {
    id: live.id,
    baseRevision: published.revision,
    title: 'Harbour guide, second edition',
    content: `<p>The revised harbour guide.</p><figure><img src="${image.url}" alt="The harbour at noon"></figure>`,
    featuredImageId: image.id,
  });
  expect(edited.workingCopy).not.toBeNull();
  await mutate(sourceAdmin, 'blogAdmin.scheduleChanges', { id: live.id, baseRevision: edited.revision, at: IN_TWO_DAYS });

  const exported = await downloadContentExport(source.baseUrl, sourceAdmin);
  expect(exported.status).toBe(200);
  archive = exported.bytes;
  const imported = await uploadContentArchive(target.baseUrl, targetAdmin, archive);
  expect(imported.status, JSON.stringify(imported.json)).toBe(200);
  report = imported.json as ContentImportReport;
}, 180_000);

afterAll(async () => {
  await source?.close();
  await target?.close();
});

describe('export and import of what is not yet public', () => {
  it('carries the category parents: a child category names its parents on the other site too', async () => {
    expect(report.counts.categoryParents).toEqual({ created: 2, updated: 0, skipped: 0 });
    expect(await parentsOn(target)).toEqual([
      ['Map How-tos', 'Tutorials'],
      ['Tutorials', 'Local SEO'],
    ]);
    expect(await parentsOn(target)).toEqual(await parentsOn(source));
  });

  it('carries the review step of drafts: in review, and sent back with the editor’s note', async () => {
    const waiting = await postOn(target, targetAdmin, 'waiting-for-review');
    expect(waiting.post.status).toBe('in_review');
    expect(waiting.review).toMatchObject({ state: 'in_review', note: null });
    const returned = await postOn(target, targetAdmin, 'sent-back-for-changes');
    expect(returned.review).toMatchObject({ state: 'sent_back', note: 'Add the opening hours, then submit again.' });
    // When it happened travels; who did it is an account of the other site.
    const there = await postOn(source, sourceAdmin, 'sent-back-for-changes');
    expect(returned.review?.at).toBe(there.review?.at);
    expect(returned.review?.by).toBeNull();
  });

  it('carries the working copy of a live post: visitors still read the live text, the editor has the changes and the scheduled Update', async () => {
    const { post } = await postOn(target, targetAdmin, 'harbour-guide');
    const { post: there } = await postOn(source, sourceAdmin, 'harbour-guide');
    expect(post.title).toBe('Harbour guide, second edition');
    expect(post.content).toBe(there.content);
    expect(post.content).toContain(image.url);
    expect(post.featuredImage?.url).toBe(image.url);
    expect(post.workingCopy).toMatchObject({
      baseRevision: there.workingCopy!.baseRevision,
      updatedAt: there.workingCopy!.updatedAt,
      applyAt: there.workingCopy!.applyAt,
      applyFailure: null,
      live: { title: 'harbour-guide', content: '<p>The live harbour guide.</p>' },
    });
    // The scheduled Update is the importing admin's now.
    expect(post.workingCopy?.applyBy).toBeTruthy();
    const visitor = new TestClient(target.baseUrl);
    const article = trpcData<BlogPostDetail>(await trpcQuery(visitor, 'blogPost.bySlug', { slug: 'harbour-guide' }));
    expect(article.content).toBe('<p>The live harbour guide.</p>');

    // An Update there publishes the imported changes.
    await mutate(targetAdmin, 'blogAdmin.applyChanges', { id: post.id, baseRevision: post.revision });
    const updated = trpcData<BlogPostDetail>(await trpcQuery(visitor, 'blogPost.bySlug', { slug: 'harbour-guide' }));
    expect(updated.title).toBe('Harbour guide, second edition');
    expect(updated.content).toContain('The revised harbour guide.');
  });

  it('a second import of the same file adds nothing', async () => {
    const before = await pendingCounts(target);
    const again = await uploadContentArchive(target.baseUrl, targetAdmin, archive);
    expect(again.status).toBe(200);
    for (const counts of Object.values((again.json as ContentImportReport).counts)) expect(counts.created + counts.updated).toBe(0);
    expect(await pendingCounts(target)).toBe(before);
  });

  it('a file of format version 1 (no category parents, review steps or working copies) still imports', async () => {
    const entries = await unpackArchive(archive);
    const older = entries
      .filter((entry) => !entry.name.startsWith('categoryParents/'))
      .map((entry) => {
        if (entry.name === 'manifest.json') {
          const { counts, ...manifest } = JSON.parse(entry.body.toString()) as { counts: Record<string, number> };
          const { categoryParents: _parents, ...kinds } = counts;
          return { ...entry, body: Buffer.from(JSON.stringify({ ...manifest, version: 1, counts: kinds })) };
        }
        if (!entry.name.startsWith('posts/')) return entry;
        // As version 1 wrote them (and under new slugs, so they are new here).
        const rows = entry.body
          .toString()
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => {
            const { slugManual: _s, review: _r, workingCopy: _w, ...post } = JSON.parse(line) as Record<string, unknown>;
            return JSON.stringify({ ...post, slug: `${String(post['slug'])}-v1`, redirects: [] });
          });
        return { ...entry, body: Buffer.from(`${rows.join('\n')}\n`) };
      });
    const imported = await uploadContentArchive(target.baseUrl, targetAdmin, await packArchive(older, true));
    expect(imported.status, JSON.stringify(imported.json)).toBe(200);
    const counts = (imported.json as ContentImportReport).counts;
    expect(counts.posts.created).toBeGreaterThanOrEqual(3);
    expect(counts.categoryParents).toEqual({ created: 0, updated: 0, skipped: 0 });
    // The seeded featured post came again under a new slug: this site's featured post stays the only one.
    const [featured] = await target.orm.em
      .getConnection()
      .execute<Array<{ count: string }>>('select count(*) as count from blog_posts where featured');
    expect(Number(featured!.count)).toBe(1);
    const waiting = await postOn(target, targetAdmin, 'waiting-for-review-v1');
    expect(waiting.post.content).toBe('<p>Please read me.</p>');
    expect(waiting.review).toBeNull();
    const live = await postOn(target, targetAdmin, 'harbour-guide-v1');
    expect(live.post.status).toBe('published');
    expect(live.post.workingCopy).toBeNull();
    expect(live.post.content).toBe('<p>The live harbour guide.</p>');
  });
});
