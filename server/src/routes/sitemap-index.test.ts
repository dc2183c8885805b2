import { builderPagePath } from '@app/contracts';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCacheOf } from '../cache/read-cache.ts';
import { SITEMAP_PATHS } from '../seo/page-meta.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';

const ORIGIN = 'https://www.localrank.example';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Lowered from the protocol's 50,000 so 10,000 posts make an index of a dozen files quickly. */
const PAGE_SIZE = 1000;
const BULK_POSTS = 10_000;

let server: TestServer;
let c: TestClient;
let admin: TestClient;
const parser = new new Window().DOMParser();

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SITEMAP_PAGE_SIZE: String(PAGE_SIZE) });
  c = new TestClient(server.baseUrl);
  admin = await server.signedInClient('admin');
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/** The document of a sitemap answer, which must be well-formed XML with `root` in the sitemap namespace. */
function parseSitemap(text: string, root: 'urlset' | 'sitemapindex') {
  const doc = parser.parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.tagName).toBe(root);
  expect(doc.documentElement.namespaceURI).toBe(NS);
  return doc;
}

/** The <loc> of every <url> of a urlset, each checked to be absolute, with a YYYY-MM-DD lastmod when it has one. */
function urlsOf(text: string): string[] {
  const doc = parseSitemap(text, 'urlset');
  return [...doc.getElementsByTagName('url')].map((url) => {
    const lastmod = url.getElementsByTagName('lastmod')[0]?.textContent;
    if (lastmod !== undefined) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const loc = url.getElementsByTagName('loc')[0]!.textContent;
    expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
    return loc;
  });
}

/** The files /sitemap.xml names as an index, and the URLs each holds (fetched and parsed). */
async function readIndex(): Promise<Array<{ loc: string; lastmod: string; urls: string[] }>> {
  const res = await c.get('/sitemap.xml');
  expect(res.status).toBe(200);
  const doc = parseSitemap(res.text, 'sitemapindex');
  const files = [...doc.getElementsByTagName('sitemap')].map((file) => ({
    loc: file.getElementsByTagName('loc')[0]!.textContent,
    lastmod: file.getElementsByTagName('lastmod')[0]?.textContent ?? '',
  }));
  return Promise.all(
    files.map(async (file) => {
      const child = await c.get(new URL(file.loc).pathname);
      expect(child.status).toBe(200);
      expect(child.headers.get('content-type')).toMatch(/application\/xml/);
      const urls = urlsOf(child.text);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(PAGE_SIZE);
      return { ...file, urls };
    }),
  );
}

/** Every URL the public may see: the public pages and published builder pages, and every post due by now. */
async function publicUrls(): Promise<string[]> {
  const connection = server.orm.em.getConnection();
  const posts = await connection.execute<Array<{ slug: string }>>(
    "select slug from blog_posts where status = 'published' and published_at <= now()",
  );
  const builder = await connection.execute<Array<{ slug: string }>>(
    'select slug from builder_pages where is_active and published_version is not null and published_at is not null and deleted_at is null',
  );
  const pages = new Set([...SITEMAP_PATHS, ...builder.map((page) => builderPagePath(page.slug))]);
  return [...[...pages].map((path) => `${ORIGIN}${path}`), ...posts.map((post) => `${ORIGIN}/blog/${post.slug}`)];
}

/** The data of a successful tRPC mutation by the admin. */
async function mutate(path: string, input: unknown) {
  const res = await admin.post(`/trpc/${path}`, input);
  expect(res.status, res.text).toBe(200);
  return res.json.result.data;
}

describe('the sitemap below the page size', () => {
  it('stays one urlset of every public URL, and has no numbered files', async () => {
    const res = await c.get('/sitemap.xml');
    expect(res.status).toBe(200);
    const urls = urlsOf(res.text);
    expect(urls.filter((url) => url.includes('/blog/') && !url.includes('/blog/category/'))).toHaveLength(9);
    expect(new Set(urls)).toEqual(new Set(await publicUrls()));
    expect(urls).toHaveLength(new Set(urls).size);
    expect((await c.get('/robots.txt')).text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const child = await c.get('/sitemap-1.xml');
    expect(child.status).toBe(404);
    expect(child.json.error ?? child.text).toMatch(/every URL is in \/sitemap\.xml/);
  });
});

describe('the sitemap of 10,000 posts, 1,000 URLs a file', () => {
  beforeAll(async () => {
    const connection = server.orm.em.getConnection();
    await connection.execute(
      `insert into blog_posts (title, slug, content, status, published_at)
         select 'Bulk post ' || i, 'bulk-post-' || i, 'A post.', 'published', timestamptz '2024-01-01' + i * interval '1 minute'
           from generate_series(1, ${BULK_POSTS}) as i`,
    );
    // Drafts and posts scheduled for later: never in the sitemap.
    await connection.execute(
      `insert into blog_posts (title, slug, content, status, published_at)
         select 'Draft ' || i, 'bulk-draft-' || i, 'A draft.', 'draft', null from generate_series(1, 300) as i`,
    );
    await connection.execute(
      `insert into blog_posts (title, slug, content, status, published_at)
         select 'Later ' || i, 'bulk-later-' || i, 'Soon.', 'published', now() + i * interval '1 day' from generate_series(1, 200) as i`,
    );
    // Written around the services: on the embedded database no notification reaches the cache.
    readCacheOf(server.orm).invalidate('blog');
  }, 180_000);

  it('is an index of numbered files that together hold every public URL exactly once', async () => {
    const files = await readIndex();
    // 9 pages (and builder pages) in the first file, then 10,009 posts in 11 files of at most 1,000.
    expect(files.map((file) => file.loc)).toEqual(files.map((_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`));
    expect(files).toHaveLength(1 + Math.ceil((BULK_POSTS + 9) / PAGE_SIZE));
    for (const file of files.slice(1)) expect(file.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(files[0]!.urls).toEqual(expect.arrayContaining(SITEMAP_PATHS.map((path) => `${ORIGIN}${path}`)));
    const all = files.flatMap((file) => file.urls);
    expect(all).toHaveLength(new Set(all).size);
    const expected = await publicUrls();
    expect(expected.length).toBeGreaterThan(BULK_POSTS);
    expect(new Set(all)).toEqual(new Set(expected));
    expect(all.some((url) => /bulk-(draft|later)-/.test(url))).toBe(false);
  }, 180_000);

  it('answers an unknown or out-of-range file with a 404 that says which files exist', async () => {
    const count = (await readIndex()).length;
    for (const path of ['/sitemap-0.xml', `/sitemap-${count + 1}.xml`, '/sitemap-01.xml', '/sitemap-99999999999999999999.xml']) {
      const res = await c.get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain(`the sitemap has files 1 to ${count}`);
      expect(res.text).not.toMatch(/\n\s+at /);
    }
    for (const path of ['/sitemap-abc.xml', '/sitemap-.xml', '/sitemap--1.xml', '/sitemap-1.5.xml']) {
      expect((await c.get(path)).status, path).toBe(404);
    }
  }, 180_000);

  it('serves a numbered file with ETags, 304s, HEAD and compression as the rest of the site', async () => {
    const first = await c.get('/sitemap-2.xml', { 'Accept-Encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('vary')).toMatch(/Accept-Encoding/);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/-gzip"$/);
    expect((await c.get('/sitemap-2.xml', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(304);
    const head = await c.request('HEAD', '/sitemap-2.xml', undefined, { 'Accept-Encoding': 'gzip' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(head.text).toBe('');
    const index = await c.get('/sitemap.xml', { 'Accept-Encoding': 'identity' });
    expect((await c.get('/sitemap.xml', { 'Accept-Encoding': 'identity', 'If-None-Match': index.headers.get('etag')! })).status).toBe(304);
  }, 180_000);

  it('changes the right file when a post is published or unpublished', async () => {
    const before = await readIndex();
    const last = before.at(-1)!;
    // A new post goes at the end.
    let post = await mutate('blogAdmin.create', {});
    post = await mutate('blogAdmin.update', {
      id: post.id,
      baseRevision: post.revision,
      title: 'Fresh in the sitemap',
      slug: 'fresh-in-the-sitemap',
    });
    await mutate('blogAdmin.publish', { id: post.id, baseRevision: post.revision });
    const afterPublish = await readIndex();
    const freshUrl = `${ORIGIN}/blog/fresh-in-the-sitemap`;
    expect(afterPublish.filter((file) => file.urls.includes(freshUrl)).map((file) => file.loc)).toEqual([last.loc]);
    expect(afterPublish.slice(0, -1).map((file) => file.urls)).toEqual(before.slice(0, -1).map((file) => file.urls));

    // An old post leaves its own file.
    const oldUrl = `${ORIGIN}/blog/bulk-post-2500`;
    const holder = afterPublish.findIndex((file) => file.urls.includes(oldUrl));
    expect(holder).toBeGreaterThan(0);
    const [old] = await server.orm.em
      .getConnection()
      .execute<Array<{ id: number }>>("select id from blog_posts where slug = 'bulk-post-2500'");
    const { revision } = (await trpcQuery(admin, 'blogAdmin.byId', { id: old!.id })).json.result.data;
    await mutate('blogAdmin.unpublish', { id: old!.id, baseRevision: revision });
    const afterUnpublish = await readIndex();
    expect(afterUnpublish.some((file) => file.urls.includes(oldUrl))).toBe(false);
    expect(afterUnpublish.slice(0, holder).map((file) => file.urls)).toEqual(afterPublish.slice(0, holder).map((file) => file.urls));
    const all = afterUnpublish.flatMap((file) => file.urls);
    expect(all).toHaveLength(new Set(all).size);
    expect(new Set(all)).toEqual(new Set(await publicUrls()));
  }, 120_000);

  it('keeps the RSS feed to the newest 20 public posts', async () => {
    const res = await c.get('/blog/rss.xml');
    expect(res.status).toBe(200);
    const links = [...res.text.matchAll(/<item>.*?<link>(.*?)<\/link>/g)].map((m) => m[1]);
    const newest = await server.orm.em
      .getConnection()
      .execute<Array<{ slug: string }>>(
        "select slug from blog_posts where status = 'published' and published_at <= now() order by published_at desc, id desc limit 20",
      );
    expect(links).toEqual(newest.map((post) => `${ORIGIN}/blog/${post.slug}`));
  }, 180_000);
});
