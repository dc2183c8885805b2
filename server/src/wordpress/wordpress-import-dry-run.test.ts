// The WordPress import's dry run (issue 42): POST …/preview runs the import itself inside a transaction that is rolled
// back, so what it says the import will do is what the import then does; the upload waits in the database under a
// single-use token of the staff member's sign-in for …/confirm (or …/cancel), for 30 minutes.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import tar from 'tar-stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WordPressImportPreview, WordPressImportReport } from '@app/contracts';
import { setClock } from '../clock.ts';
import { backgroundAnalysesSettled } from '../seo-report/seo-runtime.ts';
import { insertPublishedPosts } from '../test/blog-post-rows.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

/** One item of e2e/fixtures/wxr-fixture.ts's generated exports (its fields as that file documents them). */
type FixtureItem = { id: number; title: string; slug: string; [field: string]: unknown };
/** The shape of e2e/fixtures/wxr-fixture.ts (outside this project's sources, so loaded at run time). */
interface WxrFixture {
  buildWxr: (options: { siteUrl?: string; authors?: Array<{ login: string; displayName: string }>; items: FixtureItem[] }) => string;
}
const { buildWxr } = (await import(new URL('../../../e2e/fixtures/wxr-fixture.ts', import.meta.url).href)) as WxrFixture;

const IMPORT = '/api/admin/blog/import-wordpress';
const PREVIEW = `${IMPORT}/preview`;
const CONFIRM = `${IMPORT}/confirm`;
const CANCEL = `${IMPORT}/cancel`;

let server: TestServer;
let editor: TestClient;
let images: Server;
let site: string;
let served = 0;

/** A PNG of its own for each address (identical bytes would be stored once). */
async function pngFor(url: string): Promise<Buffer> {
  const [r = 0, g = 0, b = 0] = createHash('sha256').update(url).digest();
  return sharp({ create: { width: 30, height: 20, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  images = createServer((request, response) => {
    served += 1;
    if (!request.url?.startsWith('/wp-content/uploads/')) return void response.writeHead(404).end();
    void pngFor(request.url).then((png) => response.writeHead(200, { 'Content-Type': 'image/png' }).end(png));
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  server = await startTestServer({ WORDPRESS_IMPORT_HOSTS: '127.0.0.1' }, { webStandIn: true });
  editor = await server.signedInClient('editor');
}, 180_000);

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => images?.close(resolve));
});

afterEach(() => setClock());

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  server.orm.em.fork().getConnection().execute<T[]>(text, params);

/** How many rows every table of the database holds (the derived schema's too), by schema-qualified name. */
async function rowCounts(): Promise<Record<string, number>> {
  // The SEO analysis of pages an import made runs after it: done first, so only the request's own writes differ.
  await backgroundAnalysesSettled(server.orm.em);
  const tables = await sql<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = Number((await sql<{ n: string }>(`select count(*) as n from ${name}`))[0]!.n);
  return counts;
}

/** The tables whose row counts differ between two `rowCounts`, with the difference. */
function grown(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.keys(after)
      .filter((table) => after[table] !== before[table])
      .map((table) => [table, after[table]! - (before[table] ?? 0)]),
  );
}

async function preview(body: string | Buffer, client: TestClient = editor, type = 'application/xml') {
  const res = await fetch(server.baseUrl + PREVIEW, {
    method: 'POST',
    headers: { Cookie: client.cookie, Origin: server.baseUrl, 'Content-Type': type },
    body,
  });
  return { status: res.status, json: (await res.json()) as WordPressImportPreview & { message?: string } };
}

async function previewed(body: string | Buffer, client: TestClient = editor, type?: string): Promise<WordPressImportPreview> {
  const res = await preview(body, client, type);
  expect(res.status, res.json.message).toBe(200);
  return res.json;
}

async function confirmed(token: string, client: TestClient = editor): Promise<WordPressImportReport> {
  const res = await client.post(CONFIRM, { token });
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  return res.json as WordPressImportReport;
}

/** An export with one of each case: posts with categories, tags and images, a draft, a page, a duplicate, skipped kinds. */
function siteExport(run: string, siteUrl = site): string {
  return buildWxr({
    siteUrl,
    authors: [{ login: 'jane', displayName: 'Jane Doe' }],
    items: [
      {
        id: 1,
        title: 'photo',
        slug: 'photo',
        type: 'attachment',
        status: 'inherit',
        attachmentUrl: `${site}/wp-content/uploads/2024/05/cover-${run}.png`,
      },
      {
        id: 2,
        title: `Opening hours that rank ${run}`,
        slug: `opening-hours-${run}`,
        date: '2024-05-03 08:15:00',
        creator: 'jane',
        thumbnailId: 1,
        content: `<p>Body.</p><img src="${site}/wp-content/uploads/2024/05/inline-${run}.png" alt="Shop">`,
        categories: [
          ['local-seo', 'Local SEO'],
          ['uncategorized', 'Uncategorized'],
        ],
        tags: [
          ['maps', 'Maps'],
          ['hours', 'Opening Hours'],
        ],
      },
      // The slug of a post already here (the first test adds it): imported suffixed.
      { id: 3, title: `Taken slug ${run}`, slug: `taken-${run}-1`, date: '2024-05-04 09:00:00', tags: [['maps', 'maps']] },
      { id: 4, title: `Half written ${run}`, slug: '', status: 'draft' },
      { id: 5, title: `About us ${run}`, slug: `about-${run}`, type: 'page' },
      { id: 6, title: `Opening hours that rank ${run}`, slug: '2-revision-v1', type: 'revision', status: 'inherit' },
      { id: 7, title: 'Binned', slug: `binned-${run}`, status: 'trash' },
      // The same WordPress post twice: the second is skipped, its addresses lead to the first.
      { id: 3, title: `Taken slug ${run}`, slug: `taken-${run}-1`, date: '2024-05-04 09:00:00' },
    ],
  });
}

describe('the dry run', () => {
  it('says what the import will do, writes nothing and fetches nothing; the import then does exactly that', async () => {
    const run = `a${Date.now()}`;
    // Its slug is taken-<run>-1.
    await insertPublishedPosts(server.orm, 1, { prefix: `taken-${run}` });
    const before = await rowCounts();
    const fetched = served;

    const dry = await previewed(siteExport(run));
    // Nothing stays but the upload waiting for its confirmation, and nothing was fetched from the old site.
    expect(grown(before, await rowCounts())).toEqual({ 'public.wordpress_import_uploads': 1 });
    expect(served).toBe(fetched);
    expect((await sql(`select 1 from blog_posts where slug = ?`, [`opening-hours-${run}`])).length).toBe(0);
    expect(dry.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Date.parse(dry.expiresAt) - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    expect(Date.parse(dry.expiresAt) - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000);

    expect(dry.posts).toEqual({
      total: 3,
      first: [
        { title: `Opening hours that rank ${run}`, wordpressId: 2, address: `/blog/opening-hours-${run}`, notes: [] },
        {
          title: `Taken slug ${run}`,
          wordpressId: 3,
          address: `/blog/taken-${run}-1-2`,
          notes: [`The slug 'taken-${run}-1' is used by another post here, so it was imported as 'taken-${run}-1-2'.`],
        },
        { title: `Half written ${run}`, wordpressId: 4, address: expect.stringMatching(/^\/blog\/half-written-a\d+$/), notes: [] },
      ],
    });
    expect(dry.pages).toEqual({ total: 1, first: [{ title: `About us ${run}`, wordpressId: 5, address: `/about-${run}`, notes: [] }] });
    expect(dry.updates).toEqual({ total: 0, first: [] });
    expect(dry.skipped.total).toBe(4);
    expect(dry.skipped.reasons).toEqual([
      { reason: 'Skipped: an attachment (media: used for featured images and body images, not a post).', count: 1 },
      { reason: 'Skipped: a revision (only the current version of a post is imported).', count: 1 },
      { reason: 'Skipped: its status is "trash" (trashed and automatic drafts are not imported).', count: 1 },
      { reason: 'Skipped: the export holds WordPress post 3 twice; the first one was imported.', count: 1 },
    ]);
    expect(dry.categories).toEqual({
      total: 2,
      first: [
        { from: 'Local SEO', to: 'Local SEO' },
        { from: 'Uncategorized', to: null },
      ],
    });
    expect(dry.tags).toEqual({ total: 2, first: ['Maps', 'Opening Hours'] });
    expect(dry.images).toEqual({
      total: 2,
      fromArchive: 0,
      toFetch: 2,
      first: [
        { url: `${site}/wp-content/uploads/2024/05/cover-${run}.png`, from: 'old site' },
        { url: `${site}/wp-content/uploads/2024/05/inline-${run}.png`, from: 'old site' },
      ],
    });
    expect(dry.redirects.first).toContainEqual({ from: `/2024/05/opening-hours-${run}`, to: `/blog/opening-hours-${run}` });
    expect(dry.redirects.first).toContainEqual({ from: '/?p=2', to: `/blog/opening-hours-${run}` });

    const beforeImport = await rowCounts();
    const report = await confirmed(dry.token);
    // The counts and addresses the dry run gave are the import's.
    const done = report.items.filter((item) => item.outcome === 'imported');
    expect(done.filter((item) => item.kind !== 'page').map((item) => `/blog/${item.slug}`)).toEqual(
      dry.posts.first.map((entry) => entry.address),
    );
    expect(done.filter((item) => item.kind === 'page').map((item) => item.path)).toEqual([`/about-${run}`]);
    expect({
      imported: report.imported,
      updated: report.updated,
      skipped: report.skipped,
      redirects: report.redirects,
      tags: report.tags,
      images: report.images,
      categories: report.categories,
      notes: report.notes,
    }).toEqual({
      imported: dry.posts.total + dry.pages.total,
      updated: dry.updates.total,
      skipped: dry.skipped.total,
      redirects: dry.redirects.total,
      tags: dry.tags.total,
      images: dry.images.total,
      categories: dry.categories.first,
      notes: dry.notes,
    });
    expect(report.items.filter((item) => item.outcome === 'skipped').map((item) => item.notes[0])).toEqual(
      dry.skipped.first.map((entry) => entry.notes[0]),
    );
    const added = grown(beforeImport, await rowCounts());
    expect(added).toMatchObject({
      'public.blog_posts': dry.posts.total,
      'public.wordpress_sources': dry.posts.total,
      'public.builder_pages': dry.pages.total,
      'public.wordpress_page_sources': dry.pages.total,
      'public.media_assets': dry.images.total,
      // The upload is gone with its confirmation.
      'public.wordpress_import_uploads': -1,
    });
    expect((added['public.wordpress_redirects'] ?? 0) + (added['public.wordpress_page_redirects'] ?? 0)).toBe(dry.redirects.total);
  });

  it('of a file imported before says what a second import does: updates what changed in WordPress, creates nothing', async () => {
    const run = `b${Date.now()}`;
    // Another old site's post ids: its own items.
    const second = `https://second-${run}.example`;
    await confirmed((await previewed(siteExport(run, second))).token);
    const changed = siteExport(run, second).replace(
      `<title><![CDATA[Half written ${run}]]></title>`,
      `<title><![CDATA[Finished ${run}]]></title>`,
    );
    const before = await rowCounts();
    const dry = await previewed(changed);
    expect(grown(before, await rowCounts())).toEqual({ 'public.wordpress_import_uploads': 1 });
    expect((await sql<{ title: string }>('select title from blog_posts where title = ?', [`Half written ${run}`])).length).toBe(1);
    expect({ posts: dry.posts.total, pages: dry.pages.total, updates: dry.updates.first }).toEqual({
      posts: 0,
      pages: 0,
      updates: [{ title: `Finished ${run}`, wordpressId: 4, address: expect.stringMatching(/^\/blog\/half-written-b\d+$/), notes: [] }],
    });
    expect(dry.skipped.first.map((entry) => entry.notes[0])).toContain(
      `Skipped: already imported as /blog/opening-hours-${run}, and unchanged in the export since.`,
    );
    const report = await confirmed(dry.token);
    expect({ imported: report.imported, updated: report.updated }).toEqual({ imported: 0, updated: 1 });
    expect((await sql('select 1 from blog_posts where title = ?', [`Finished ${run}`])).length).toBe(1);
  });

  it('of a .tar.gz counts the archive images as from the archive, without storing them', async () => {
    const run = `c${Date.now()}`;
    const photo = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#00aa44' } })
      .png()
      .toBuffer();
    const xml = buildWxr({
      siteUrl: 'https://gone.example',
      items: [
        {
          id: 1,
          title: `From the archive ${run}`,
          slug: `from-the-archive-${run}`,
          content: `<img src="https://gone.example/wp-content/uploads/2024/05/kept-${run}.png"><img src="https://gone.example/wp-content/uploads/2024/05/not-an-image-${run}.png">`,
        },
      ],
    });
    const archive = await tarGz({
      'export/gone.WordPress.xml': xml,
      [`export/wp-content/uploads/2024/05/kept-${run}.png`]: photo,
      [`export/wp-content/uploads/2024/05/not-an-image-${run}.png`]: '<?php echo 1; ?>',
    });
    const media = await sql<{ n: string }>('select count(*) as n from media_assets');
    const dry = await previewed(archive, editor, 'application/gzip');
    expect(await sql<{ n: string }>('select count(*) as n from media_assets')).toEqual(media);
    expect(dry.images).toEqual({
      total: 1,
      fromArchive: 1,
      toFetch: 0,
      first: [{ url: `https://gone.example/wp-content/uploads/2024/05/kept-${run}.png`, from: 'archive' }],
    });
    // The file that is not an image is found by the same check as the import's.
    expect(dry.notes).toEqual(['1 image could not be fetched from the old site: what the old site sent is not an image the site accepts.']);
    const report = await confirmed(dry.token);
    expect({ images: report.images, notes: report.notes }).toEqual({ images: dry.images.total, notes: dry.notes });
  });
});

describe("the dry run's token", () => {
  const small = (run: string) =>
    buildWxr({ siteUrl: `https://tokens-${run}.example`, items: [{ id: 1, title: `Token ${run}`, slug: `token-${run}` }] });

  it('imports once: a second confirmation is a 404 with a sentence, and imports nothing', async () => {
    const run = `d${Date.now()}`;
    const dry = await previewed(small(run));
    await confirmed(dry.token);
    const again = await editor.post(CONFIRM, { token: dry.token });
    expect(again.status).toBe(404);
    expect(again.json.message).toBe(
      'This import is no longer waiting for you: it was imported or cancelled already, or previewed in another sign-in. Upload the file again to preview it.',
    );
    expect((await sql('select 1 from blog_posts where slug = ?', [`token-${run}`])).length).toBe(1);
  });

  it('expires after 30 minutes: a 410 saying so, nothing imported, the upload gone', async () => {
    const run = `e${Date.now()}`;
    const dry = await previewed(small(run));
    setClock(() => new Date(Date.now() + 30 * 60 * 1000 + 1000));
    const late = await editor.post(CONFIRM, { token: dry.token });
    expect(late.status).toBe(410);
    expect(late.json.message).toBe(
      'This preview expired: an upload waits 30 minutes for its confirmation. Upload the file again to preview it.',
    );
    expect((await sql('select 1 from blog_posts where slug = ?', [`token-${run}`])).length).toBe(0);
    setClock();
    expect((await editor.post(CONFIRM, { token: dry.token })).status).toBe(404);
  });

  it("is the staff member's and the sign-in's own: another editor, or the same one signed in elsewhere, gets a 404 and the owner still imports", async () => {
    const run = `f${Date.now()}`;
    const owner = await server.signedInAccount('editor');
    const dry = await previewed(small(run), owner.client);
    const otherEditor = await server.signedInClient('editor');
    const elsewhere = new TestClient(server.baseUrl);
    expect((await elsewhere.post('/api/login', { username: owner.username, password: owner.password })).status).toBe(200);
    for (const client of [otherEditor, elsewhere]) {
      const res = await client.post(CONFIRM, { token: dry.token });
      expect(res.status).toBe(404);
      // Nor can they cancel it.
      expect((await client.post(CANCEL, { token: dry.token })).status).toBe(204);
    }
    expect((await sql('select 1 from blog_posts where slug = ?', [`token-${run}`])).length).toBe(0);
    expect((await confirmed(dry.token, owner.client)).imported).toBe(1);
  });

  it('cancelled, or replaced by a newer preview of the same person, imports nothing', async () => {
    const run = `g${Date.now()}`;
    const account = await server.signedInAccount('editor');
    const first = await previewed(small(`${run}-1`), account.client);
    const second = await previewed(small(`${run}-2`), account.client);
    expect((await sql('select 1 from wordpress_import_uploads where user_id = ?', [account.id])).length).toBe(1);
    expect((await account.client.post(CONFIRM, { token: first.token })).status).toBe(404);
    expect((await account.client.post(CANCEL, { token: second.token })).status).toBe(204);
    expect((await account.client.post(CONFIRM, { token: second.token })).status).toBe(404);
    expect((await sql('select 1 from blog_posts where slug like ?', [`token-${run}-%`])).length).toBe(0);
    expect((await sql('select 1 from wordpress_import_uploads where user_id = ?', [account.id])).length).toBe(0);
  });

  it('goes with the sign-in: signing out removes the waiting upload', async () => {
    const run = `h${Date.now()}`;
    const account = await server.signedInAccount('editor');
    await previewed(small(run), account.client);
    expect((await sql('select 1 from wordpress_import_uploads where user_id = ?', [account.id])).length).toBe(1);
    await account.client.post('/api/logout');
    expect((await sql('select 1 from wordpress_import_uploads where user_id = ?', [account.id])).length).toBe(0);
  });
});

describe('bad input', () => {
  it('a file that is not a WordPress export: 400 with the reason, nothing kept', async () => {
    const before = await rowCounts();
    const res = await preview('<?xml version="1.0"?><rss version="2.0"><channel><title>A feed</title></channel></rss>');
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^This file is not a WordPress export \(WXR\): .*no wp:wxr_version/);
    expect(grown(before, await rowCounts())).toEqual({});
  });

  it('an empty upload, a missing or malformed token: 400 with a sentence', async () => {
    expect((await preview('')).status).toBe(400);
    const missing = await editor.post(CONFIRM, {});
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Say which import to confirm: upload the file again to preview it.');
    const malformed = await editor.post(CONFIRM, { token: 'not a token!' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe('This is not an import preview token: upload the file again to preview it.');
    expect((await editor.post(CANCEL, { token: 42 })).status).toBe(400);
  });

  it('an author may neither preview nor confirm', async () => {
    const author = await server.signedInClient('author');
    expect((await preview(buildWxr({ items: [] }), author)).status).toBe(403);
    const dry = await previewed(buildWxr({ siteUrl: 'https://author-test.example', items: [] }));
    expect((await author.post(CONFIRM, { token: dry.token })).status).toBe(403);
    expect((await editor.post(CANCEL, { token: dry.token })).status).toBe(204);
  });
});

/** A .tar.gz of `files` (path to content), as `tar czf` would make it. */
async function tarGz(files: Record<string, Buffer | string>): Promise<Buffer> {
  const pack = tar.pack();
  for (const [name, content] of Object.entries(files)) pack.entry({ name }, typeof content === 'string' ? Buffer.from(content) : content);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}
