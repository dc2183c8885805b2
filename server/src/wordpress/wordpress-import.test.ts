import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILDER_REPLACEABLE_PAGES,
  builderSlugSchema,
  canonicalSitePath,
  reservedAddressProblem,
  type WordPressImportReport,
} from '@app/contracts';
import { readCacheOf } from '../cache/read-cache.ts';
import { insertPublishedPosts } from '../test/blog-post-rows.ts';
import { confirmedPost, pageIdOf } from '../test/builder-client.ts';
import { leavesOrigin, offSitePaths } from '../test/off-site-paths.ts';
import { serverRoutePaths } from '../test/server-route-paths.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { webRouteFullPaths, withSampleParams } from '../test/web-route-paths.ts';

/** One item of e2e/fixtures/wxr-fixture.ts's generated exports (its fields as that file documents them). */
type FixtureItem = { id: number; title: string; slug: string; [field: string]: unknown };
/** The shape of e2e/fixtures/wxr-fixture.ts (outside this project's sources, so loaded at run time). */
interface WxrFixture {
  buildWxr: (options: { siteUrl?: string; authors?: Array<{ login: string; displayName: string }>; items: FixtureItem[] }) => string;
}
const { buildWxr } = (await import(new URL('../../../e2e/fixtures/wxr-fixture.ts', import.meta.url).href)) as WxrFixture;

const IMPORT = '/api/admin/blog/import-wordpress';

let server: TestServer;
let editor: TestClient;
let images: Server;
let site: string;
let png: Buffer;
let served = 0;

beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc3300' } })
    .png()
    .toBuffer();
  images = createServer((request, response) => {
    served += 1;
    if (request.url === '/wp-content/uploads/2024/05/photo.png')
      return void response.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
    if (request.url === '/wp-content/uploads/fake.png')
      return void response.writeHead(200, { 'Content-Type': 'image/png' }).end('<?php echo 1; ?>');
    if (request.url === '/to-metadata') return void response.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' }).end();
    response.writeHead(404).end();
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

async function upload(xml: string, client: TestClient = editor) {
  return client.request('POST', IMPORT, xml, { 'Content-Type': 'application/xml' });
}

async function imported(xml: string): Promise<WordPressImportReport> {
  const res = await upload(xml);
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  return res.json as WordPressImportReport;
}

async function postRow(slug: string) {
  const rows = await server.orm.em.fork().getConnection().execute<
    Array<{
      id: number;
      title: string;
      status: string;
      author: string;
      categories: string[];
      content: string;
      seo: Record<string, string>;
      published_at: Date;
      featured_image_id: number | null;
      excerpt: string | null;
    }>
  >('select * from blog_posts where slug = ?', [slug]);
  return rows[0];
}

async function count(sql: string): Promise<number> {
  const rows = await server.orm.em.fork().getConnection().execute<Array<{ n: string }>>(sql);
  return Number(rows[0]!.n);
}

/** An export of the old site at the local image server, the usual mix of items. */
function mixedExport(): FixtureItem[] {
  return [
    {
      id: 9,
      title: 'photo',
      slug: 'photo',
      type: 'attachment',
      status: 'inherit',
      attachmentUrl: `${site}/wp-content/uploads/2024/05/photo.png`,
    },
    {
      id: 10,
      title: 'Ten local SEO wins',
      slug: 'ten-local-seo-wins',
      date: '2024-05-03 08:15:00',
      creator: 'jane',
      content: `<p>First paragraph.</p>\n<img src="/wp-content/uploads/2024/05/photo.png" srcset="${site}/wp-content/uploads/2024/05/photo-300x200.png 300w" alt="Shop front" onerror="alert(1)">\n<script>alert('x')</script>\n\nA classic paragraph.`,
      excerpt: '<p>Short &amp; sweet.</p>',
      categories: [
        ['local-seo', 'local seo'],
        ['news', 'Agency News'],
        ['uncategorized', 'Uncategorized'],
      ],
      tags: [['maps', 'Maps']],
      thumbnailId: 9,
      meta: { _yoast_wpseo_title: 'Ten wins for local shops', _yoast_wpseo_metadesc: 'What ten shops did to rank.' },
    },
    { id: 11, title: 'Half written', slug: '', status: 'draft', date: '2024-05-04 10:00:00' },
    { id: 12, title: 'Waiting for review', slug: 'waiting-for-review', status: 'pending' },
    { id: 13, title: 'Staff only', slug: 'staff-only', status: 'private' },
    { id: 14, title: 'About us', slug: 'about-us', type: 'page' },
    { id: 15, title: 'Ten local SEO wins', slug: '10-revision-v1', type: 'revision', status: 'inherit' },
    { id: 16, title: 'Home', slug: 'home', type: 'nav_menu_item' },
    { id: 17, title: 'Binned', slug: 'binned', status: 'trash' },
    {
      id: 18,
      title: 'Metadata thief',
      slug: 'metadata-thief',
      content: `<img src="http://169.254.169.254/latest/meta-data/"><img src="${site}/to-metadata"><img src="${site}/wp-content/uploads/fake.png">`,
    },
  ];
}

describe('importing a WordPress export', () => {
  let report: WordPressImportReport;
  beforeAll(async () => {
    report = await imported(buildWxr({ siteUrl: site, authors: [{ login: 'jane', displayName: 'Jane Doe' }], items: mixedExport() }));
  });

  it('imports posts and drafts, and reports every other item as skipped with its reason', () => {
    expect({ imported: report.imported, updated: report.updated, skipped: report.skipped }).toEqual({
      imported: 6,
      updated: 0,
      skipped: 4,
    });
    const skipped = Object.fromEntries(
      report.items.filter((item) => item.outcome === 'skipped').map((item) => [item.wordpressId, item.notes[0]]),
    );
    expect(skipped).toEqual({
      9: 'Skipped: an attachment (media: used for featured images and body images, not a post).',
      15: 'Skipped: a revision (only the current version of a post is imported).',
      16: 'Skipped: a menu item (menus are not imported).',
      17: 'Skipped: its status is "trash" (trashed and automatic drafts are not imported).',
    });
  });

  it('maps status, author name, categories, date, excerpt and Yoast SEO', async () => {
    const post = await postRow('ten-local-seo-wins');
    expect(post).toMatchObject({
      title: 'Ten local SEO wins',
      status: 'published',
      author: 'Jane Doe',
      categories: ['Local SEO', 'Agency News'],
      excerpt: 'Short & sweet.',
      seo: { metaTitle: 'Ten wins for local shops', metaDescription: 'What ten shops did to rank.' },
    });
    expect(new Date(post!.published_at).toISOString()).toBe('2024-05-03T08:15:00.000Z');
    expect(report.categories).toEqual([
      { from: 'local seo', to: 'Local SEO' },
      { from: 'Agency News', to: 'Agency News' },
      { from: 'Uncategorized', to: null },
    ]);
    expect((await postRow('half-written'))?.status).toBe('draft');
    expect((await postRow('waiting-for-review'))?.status).toBe('draft');
    expect((await postRow('staff-only'))?.status).toBe('draft');
  });

  it('sanitises the body as the editor does, with its images in the media library', async () => {
    const post = await postRow('ten-local-seo-wins');
    expect(post!.content).not.toMatch(/script|onerror|alert|srcset/i);
    expect(post!.content).toMatch(/<img src="\/media\/[0-9a-f]{16}-photo\.png" alt="Shop front" \/>/);
    expect(post!.content).toContain('<p>A classic paragraph.</p>');
    expect(post!.featured_image_id).not.toBeNull();
    const media = await editor.get(post!.content.match(/src="([^"]+)"/)![1]!);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(report.images).toBe(1);
  });

  it('never fetches a link-local (cloud metadata) address, and says so', async () => {
    const thief = report.items.find((item) => item.wordpressId === 18)!;
    expect(thief.outcome).toBe('imported');
    // Asked for directly, and through a redirect from an allowed host; the third fetched, but not an image by its bytes.
    expect(thief.notes).toEqual([
      '3 images in the body could not be brought in (they are marked "Image missing" in the editor, to upload again): they are at a link-local or reserved address, which is never fetched (2); what the old site sent is not an image the site accepts (1).',
    ]);
    expect(report.notes).toEqual([
      '2 images could not be fetched from the old site: they are at a link-local or reserved address, which is never fetched.',
      '1 image could not be fetched from the old site: what the old site sent is not an image the site accepts.',
    ]);
    expect((await postRow('metadata-thief'))!.content).not.toContain('/media/');
  });

  it('records the import in the activity log', async () => {
    const rows = await server.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ summary: string }>>("select summary from activity_entries where kind = 'blog.imported'");
    expect(rows.map((row) => row.summary)).toContain('Imported a WordPress export: 6 imported, 0 updated, 4 skipped');
  });

  it('duplicates nothing on a second import of the same file', async () => {
    const posts = await count('select count(*) as n from blog_posts');
    const media = await count('select count(*) as n from media_assets');
    const redirects = await count('select count(*) as n from wordpress_redirects');
    const fetched = served;
    const again = await imported(buildWxr({ siteUrl: site, authors: [{ login: 'jane', displayName: 'Jane Doe' }], items: mixedExport() }));
    expect({ imported: again.imported, updated: again.updated, skipped: again.skipped }).toEqual({ imported: 0, updated: 0, skipped: 10 });
    expect(again.items.find((item) => item.wordpressId === 10)!.notes).toEqual([
      'Skipped: already imported as /blog/ten-local-seo-wins, and unchanged in the export since.',
    ]);
    expect(await count('select count(*) as n from blog_posts')).toBe(posts);
    expect(await count('select count(*) as n from media_assets')).toBe(media);
    expect(await count('select count(*) as n from wordpress_redirects')).toBe(redirects);
    expect(served).toBe(fetched);
  });

  it('updates a post changed in WordPress, unless it was edited here since', async () => {
    const items = mixedExport().map((item) =>
      item.id === 12 ? { ...item, title: 'Reviewed at last' } : item.id === 13 ? { ...item, title: 'Staff only, v2' } : item,
    );
    await server.orm.em.fork().getConnection().execute("update blog_posts set revision = revision + 1 where slug = 'staff-only'");
    const again = await imported(buildWxr({ siteUrl: site, authors: [{ login: 'jane', displayName: 'Jane Doe' }], items }));
    expect({ imported: again.imported, updated: again.updated }).toEqual({ imported: 0, updated: 1 });
    expect((await postRow('waiting-for-review'))!.title).toBe('Reviewed at last');
    expect(again.items.find((item) => item.wordpressId === 13)!.notes[0]).toBe(
      'Skipped: changed in the export, but /blog/staff-only was edited here since it was imported; it is left as it is.',
    );
    expect((await postRow('staff-only'))!.title).toBe('Staff only');
  });

  it('suffixes a slug another post here already has, and reports it', async () => {
    const other = await imported(
      buildWxr({
        siteUrl: 'https://another-blog.example',
        items: [{ id: 10, title: 'Our own wins', slug: 'ten-local-seo-wins', date: '2023-01-02 03:04:05' }],
      }),
    );
    expect(other.items[0]).toMatchObject({ outcome: 'imported', slug: 'ten-local-seo-wins-2' });
    expect(other.items[0]!.notes).toEqual([
      "The slug 'ten-local-seo-wins' is used by another post here, so it was imported as 'ten-local-seo-wins-2'.",
    ]);
  });
});

/** The server's temporary files (the uploads being read). */
function temporaryFiles(): string[] {
  try {
    return readdirSync(server.app.config.uploadTmpDir);
  } catch {
    return [];
  }
}

/** A .tar.gz of `files` (path to content), as `tar czf` would make it. */
async function tarGz(files: Record<string, Buffer | string>): Promise<Buffer> {
  const pack = tar.pack();
  for (const [name, content] of Object.entries(files)) pack.entry({ name }, typeof content === 'string' ? Buffer.from(content) : content);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}

/** Posts an archive's bytes as the editor (TestClient sends text or JSON only). */
async function uploadArchive(bytes: Buffer): Promise<{ status: number; json: { message?: string } & Partial<WordPressImportReport> }> {
  const res = await fetch(server.baseUrl + IMPORT, {
    method: 'POST',
    headers: { Cookie: editor.cookie, Origin: server.baseUrl, 'Content-Type': 'application/gzip' },
    body: bytes,
  });
  return { status: res.status, json: (await res.json()) as { message?: string } & Partial<WordPressImportReport> };
}

describe('a .tar.gz with the export and wp-content/uploads', () => {
  it('takes the images from the archive instead of fetching them', async () => {
    const photo = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#0044aa' } })
      .png()
      .toBuffer();
    const xml = buildWxr({
      siteUrl: 'https://gone-site.example',
      items: [
        {
          id: 5,
          title: 'archived',
          slug: 'archived',
          type: 'attachment',
          status: 'inherit',
          attachmentUrl: 'https://gone-site.example/wp-content/uploads/2024/05/archived.png',
        },
        {
          id: 6,
          title: 'From the archive',
          slug: 'from-the-archive',
          thumbnailId: 5,
          content:
            '<p>Body</p><img src="https://gone-site.example/wp-content/uploads/2024/05/archived.png"><img src="https://gone-site.example/wp-content/uploads/missing.png">',
        },
      ],
    });
    const archive = await tarGz({ 'export/gone-site.WordPress.xml': xml, 'export/wp-content/uploads/2024/05/archived.png': photo });
    const res = await uploadArchive(archive);
    expect(res.status, res.json.message).toBe(200);
    const report = res.json as WordPressImportReport;
    expect(report.items.find((item) => item.wordpressId === 6)).toMatchObject({
      outcome: 'imported',
      notes: [
        '1 image in the body could not be brought in (it is marked "Image missing" in the editor, to upload again): their host is not in WORDPRESS_IMPORT_HOSTS.',
      ],
    });
    const post = await postRow('from-the-archive');
    expect(post!.featured_image_id).not.toBeNull();
    expect(post!.content).toMatch(/<img src="\/media\/[0-9a-f]{16}-archived\.png" \/>/);
    // The upload was read from a temporary file, removed once imported.
    expect(temporaryFiles()).toEqual([]);
  });

  it('a gzipped export without a tar around it imports as the .xml would', async () => {
    const xml = buildWxr({ siteUrl: 'https://gzipped.example', items: [{ id: 91, title: 'Sent gzipped', slug: 'sent-gzipped' }] });
    const res = await uploadArchive(gzipSync(xml));
    expect(res.status, res.json.message).toBe(200);
    expect(await postRow('sent-gzipped')).toBeDefined();
    expect(temporaryFiles()).toEqual([]);
  });

  it('an archive without an export, or one that does not unpack, is a 400', async () => {
    const empty = await uploadArchive(await tarGz({ 'wp-content/uploads/a.png': 'x' }));
    expect(empty.status).toBe(400);
    expect(empty.json.message).toMatch(/^The archive holds no WordPress export/);
    const broken = await uploadArchive(Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3]));
    expect(broken.status).toBe(400);
    expect(broken.json.message).toMatch(/could not be unpacked/);
    expect(temporaryFiles()).toEqual([]);
  });
});

describe('an export holding one item twice', () => {
  it('imports it once, reports the second as skipped, and its addresses lead to the first', async () => {
    const item = { id: 77, title: 'Said twice', slug: 'said-twice' };
    const report = await imported(
      buildWxr({ siteUrl: 'https://twice.example', items: [item, { ...item, link: 'https://twice.example/said/twice/' }] }),
    );
    expect(report.items.map((entry) => [entry.outcome, entry.notes])).toEqual([
      ['imported', []],
      ['skipped', ['Skipped: the export holds WordPress post 77 twice; the first one was imported.']],
    ]);
    expect(await count("select count(*) as n from blog_posts where slug like 'said-twice%'")).toBe(1);
    const res = await fetch(`${server.baseUrl}/said/twice/`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/blog/said-twice');
  });
});

describe('identity by WordPress post id', () => {
  const shared = 'https://guid-site.example/?p=400';
  const first = { id: 400, title: 'The original', slug: 'the-original', guid: shared };
  const copy = { id: 401, title: 'The copy', slug: 'the-copy', guid: shared };
  const third = { id: 402, title: 'Another copy', slug: 'another-copy', guid: shared };

  it('posts sharing a GUID are each imported, each old address leading to its own post', async () => {
    const report = await imported(buildWxr({ siteUrl: 'https://guid-site.example', items: [first, copy, third] }));
    expect(report.items.map((entry) => [entry.wordpressId, entry.outcome, entry.notes])).toEqual([
      [400, 'imported', []],
      [401, 'imported', []],
      [402, 'imported', []],
    ]);
    for (const [id, slug] of [
      [400, 'the-original'],
      [401, 'the-copy'],
      [402, 'another-copy'],
    ]) {
      const res = await fetch(`${server.baseUrl}/?p=${id}`, { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`/blog/${slug}`);
    }
    const again = await imported(buildWxr({ siteUrl: 'https://guid-site.example', items: [first, copy, third] }));
    expect({ imported: again.imported, updated: again.updated, skipped: again.skipped }).toEqual({ imported: 0, updated: 0, skipped: 3 });
  });

  it('an import recorded under the GUID (before post ids) is recognised: nothing is added, the other posts of that GUID come in', async () => {
    const site = 'https://legacy-guid.example';
    const old = { id: 500, title: 'Recorded by GUID', slug: 'recorded-by-guid', guid: `${site}/?p=500` };
    const sibling = { id: 501, title: 'Same GUID sibling', slug: 'same-guid-sibling', guid: `${site}/?p=500` };
    await imported(buildWxr({ siteUrl: site, items: [old] }));
    // What an import before post ids stored: the item's GUID as its key.
    const connection = server.orm.em.fork().getConnection();
    await connection.execute(
      "update wordpress_sources set source_key = ? where post_id = (select id from blog_posts where slug = 'recorded-by-guid')",
      [old.guid],
    );
    const posts = await count('select count(*) as n from blog_posts');
    const report = await imported(buildWxr({ siteUrl: site, items: [old, sibling] }));
    expect(report.items.map((entry) => [entry.outcome, entry.notes])).toEqual([
      ['skipped', ['Skipped: already imported as /blog/recorded-by-guid, and unchanged in the export since.']],
      ['imported', []],
    ]);
    expect(await count('select count(*) as n from blog_posts')).toBe(posts + 1);
    expect(await count(`select count(*) as n from wordpress_sources where source_key = '${old.guid}'`)).toBe(0);
    const again = await imported(buildWxr({ siteUrl: site, items: [old, sibling] }));
    expect({ imported: again.imported, updated: again.updated, skipped: again.skipped }).toEqual({ imported: 0, updated: 0, skipped: 2 });
    expect(await count('select count(*) as n from blog_posts')).toBe(posts + 1);
  });

  it('a skipped unchanged item whose redirects were lost gets them back, straight to its post', async () => {
    const site = 'https://lost-redirects.example';
    const item = { id: 600, title: 'Lost its redirect', slug: 'lost-its-redirect' };
    await imported(buildWxr({ siteUrl: site, items: [item] }));
    await server.orm.em.fork().getConnection().execute("delete from wordpress_redirects where old_path = '/?p=600'");
    readCacheOf(server.orm).invalidate('blog');
    await imported(buildWxr({ siteUrl: site, items: [item] }));
    const res = await fetch(`${server.baseUrl}/?p=600`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/blog/lost-its-redirect');
  });
});

describe('shortcodes and Gutenberg blocks', () => {
  it('a classic-editor post and a Gutenberg post arrive as our figures, galleries and video cards, with no shortcode text left', async () => {
    const photo = `${site}/wp-content/uploads/2024/05/photo.png`;
    const report = await imported(
      buildWxr({
        siteUrl: site,
        items: [
          {
            id: 801,
            title: 'photo',
            slug: 'photo-801',
            type: 'attachment',
            status: 'inherit',
            attachmentUrl: photo,
            parent: 802,
            excerpt: 'Red',
          },
          {
            id: 802,
            title: 'Classic shortcodes',
            slug: 'classic-shortcodes',
            content: `Intro.\n\n[caption id="attachment_801" align="alignnone" width="40"]<img src="${photo}" alt="Red box" width="40" height="30" /> A red box[/caption]\n\n[gallery columns="2"]\n\n[embed]https://www.youtube.com/watch?v=dQw4w9WgXcQ[/embed]\n\nhttps://vimeo.com/76979871\n\n[audio src="https://old.example/a.mp3"][/audio]\n\n[su_note]Keep [su_highlight]this[/su_highlight][/su_note] and [su_highlight]that[/su_highlight].`,
          },
          {
            id: 803,
            title: 'Block editor post',
            slug: 'block-editor-post',
            content: `<!-- wp:paragraph -->\n<p>Blocks.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:gallery {"linkTo":"none"} -->\n<figure class="wp-block-gallery has-nested-images"><!-- wp:image {"id":801} -->\n<figure class="wp-block-image"><img src="${photo}" alt="Red in a gallery" class="wp-image-801"/><figcaption class="wp-element-caption">Gallery red</figcaption></figure>\n<!-- /wp:image --></figure>\n<!-- /wp:gallery -->\n\n<!-- wp:embed {"url":"https://vimeo.com/76979871","type":"video","providerNameSlug":"vimeo"} -->\n<figure class="wp-block-embed is-provider-vimeo"><div class="wp-block-embed__wrapper">\nhttps://vimeo.com/76979871\n</div></figure>\n<!-- /wp:embed -->`,
          },
        ],
      }),
    );
    const classic = (await postRow('classic-shortcodes'))!.content;
    const blocks = (await postRow('block-editor-post'))!.content;
    for (const content of [classic, blocks]) {
      expect(content).not.toContain('[');
      expect(content).not.toContain('<!--');
      expect(content).not.toContain(site);
    }
    expect(classic).toMatch(
      /<figure><img src="\/media\/[0-9a-f]{16}-photo\.png" alt="Red box" width="40" height="30" \/><figcaption>A red box<\/figcaption><\/figure>/,
    );
    // The gallery without ids: the images attached to the post, with the attachment's caption.
    expect(classic).toMatch(/<figure><img src="\/media\/[0-9a-f]{16}-photo\.png" alt="" \/><figcaption>Red<\/figcaption><\/figure>/);
    expect(classic).toContain(
      '<figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch on YouTube</a></figure>',
    );
    expect(classic).toContain('<figure data-embed="vimeo" data-embed-id="76979871">');
    expect(classic).toContain('<p><a href="https://old.example/a.mp3">https://old.example/a.mp3</a></p>');
    expect(classic).toContain('<p>Keep this and that.</p>');
    expect(blocks).toMatch(
      /<p>Blocks.<\/p>\n<figure><img src="\/media\/[0-9a-f]{16}-photo\.png" alt="Red in a gallery" \/><figcaption>Gallery red<\/figcaption><\/figure>\n<figure data-embed="vimeo" data-embed-id="76979871">/,
    );
    expect(report.items.find((item) => item.wordpressId === 802)!.notes).toEqual([
      'Shortcodes this site has no equivalent for were replaced by their inner text: [su_highlight] ×2, [su_note] ×1.',
    ]);
    expect(report.items.find((item) => item.wordpressId === 803)!.notes).toEqual([]);
    expect(report.notes).toEqual([
      'Shortcodes this site has no equivalent for were replaced by their inner text: [su_highlight] ×2, [su_note] ×1.',
    ]);
  });
});

describe('images that cannot be fetched', () => {
  it('are grouped in the report by why, each image once, with one note per post', async () => {
    const missing = (name: string) => `<img src="${site}/wp-content/uploads/gone/${name}.png" alt="${name}">`;
    const report = await imported(
      buildWxr({
        siteUrl: site,
        items: [
          { id: 901, title: 'Missing one', slug: 'missing-one', content: `<p>A</p>${missing('a')}${missing('b')}` },
          { id: 902, title: 'Missing two', slug: 'missing-two', content: `<p>B</p>${missing('b')}${missing('c')}${missing('d')}` },
        ],
      }),
    );
    expect(report.notes).toEqual(['4 images could not be fetched from the old site: the old site answered 404.']);
    expect(report.items.map((item) => item.notes)).toEqual([
      [
        '2 images in the body could not be brought in (they are marked "Image missing" in the editor, to upload again): the old site answered 404.',
      ],
      [
        '3 images in the body could not be brought in (they are marked "Image missing" in the editor, to upload again): the old site answered 404.',
      ],
    ]);
  });
});

describe('titles', () => {
  it('are plain text: markup stripped, entities decoded', async () => {
    const report = await imported(
      buildWxr({
        siteUrl: 'https://titles.example',
        items: [
          { id: 700, title: 'Title <em>With</em> <b>Mark<sup>up</sup></b>', slug: '' },
          { id: 701, title: 'Fish &amp; chips &#8211; &#8220;best&#8221; in town', slug: 'fish-and-chips' },
        ],
      }),
    );
    expect(report.items.map((item) => item.title)).toEqual(['Title With Markup', 'Fish & chips – “best” in town']);
    expect((await postRow('title-with-markup'))!.title).toBe('Title With Markup');
    expect((await postRow('fish-and-chips'))!.title).toBe('Fish & chips – “best” in town');
  });
});

describe('an item scheduled in WordPress', () => {
  it('is a post scheduled here by the importing admin (its going live is logged), a past one is not', async () => {
    const { client, username } = await server.signedInAccount('editor');
    const items = [
      { id: 81, title: 'Comes later', slug: 'comes-later', status: 'future', date: '2099-01-02 03:04:05' },
      { id: 82, title: 'Came before', slug: 'came-before', status: 'publish', date: '2024-01-02 03:04:05' },
    ];
    const res = await upload(buildWxr({ siteUrl: 'https://scheduled.example', items }), client);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    const rows = await server.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ slug: string; scheduled: boolean; username: string | null }>>(
        `select p.slug, p.scheduled, u.username from blog_posts p left join users u on u.id = p.scheduled_by
          where p.slug in ('comes-later', 'came-before') order by p.slug`,
      );
    expect(rows).toEqual([
      { slug: 'came-before', scheduled: false, username: null },
      { slug: 'comes-later', scheduled: true, username },
    ]);
  });
});

describe('old WordPress addresses', () => {
  it('answer 301 to the post here, before the cached home page answers /?p=', async () => {
    // Asked for before the import, /?p=31 is the home page, kept by the HTTP cache for the next visitor.
    const before = await new TestClient(server.baseUrl).get('/?p=31');
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toMatch(/public/);
    await imported(
      buildWxr({
        siteUrl: site,
        items: [{ id: 31, title: 'Moved in', slug: 'moved-in', date: '2024-02-29 23:30:00', link: `${site}/news/moved-in/` }],
      }),
    );
    for (const old of ['/?p=31', '/2024/02/moved-in/', '/2024/02/moved-in', '/2024/02/29/moved-in/', '/news/moved-in/']) {
      const res = await fetch(server.baseUrl + old, { redirect: 'manual' });
      expect(res.status, old).toBe(301);
      expect(res.headers.get('location'), old).toBe('/blog/moved-in');
    }
  });

  it('leave unknown old addresses and drafts alone (404, or the home page)', async () => {
    expect((await fetch(`${server.baseUrl}/2024/02/never-existed/`, { redirect: 'manual' })).status).toBe(308);
    expect((await fetch(`${server.baseUrl}/2024/02/never-existed`, { redirect: 'manual' })).status).toBe(404);
    // Post 11 is a draft here: its old address says nothing of it.
    expect((await fetch(`${server.baseUrl}/?p=11`, { redirect: 'manual' })).status).toBe(200);
  });
});

/**
 * Every address the site serves itself: the routes its Fastify app registers, the files of its web build (web/public,
 * and the build's assets/), and the web app's routes (parameters filled in); the builder pages' '/$slug' aside.
 */
function ownAddresses(): string[] {
  const files = readdirSync(new URL('../../../web/public', import.meta.url)).map((name) => `/${name}`);
  const pages = webRouteFullPaths()
    .filter((path) => path !== '/$slug')
    .map(withSampleParams);
  return [...new Set([...serverRoutePaths(server.app), ...files, '/assets/app.js', ...pages])].filter((path) => path !== '/');
}

/** Ways of writing `path` that a server, a proxy or a browser may read as `path` itself. */
function spellings(path: string): string[] {
  const rest = path.slice(1);
  const first = rest.charAt(0);
  return [
    path,
    `${path}/`,
    path.toUpperCase(),
    `/${first.toUpperCase()}${rest.slice(1)}/`,
    `/%${first.charCodeAt(0).toString(16)}${rest.slice(1)}`,
    `/%25${first.charCodeAt(0).toString(16)}${rest.slice(1)}`,
    `/${rest.replace(/\//g, '%2f')}`,
    `//${rest}`,
    `/\\${rest}`,
    `/./${rest}`,
    `/x/../${rest}`,
    `/%2e%2e/${rest}`,
    `/\t${rest}`,
    `${path}//`,
  ];
}

describe("the site's own addresses", () => {
  it('every route, file and page the site serves is reserved, however it is written, and no builder page may take one', () => {
    const addresses = ownAddresses();
    // The list is read from the app: a few it must hold, so an empty reading cannot pass.
    for (const known of ['/api/user', '/robots.txt', '/sitemap.xml', '/blog/rss.xml', '/healthz', '/auth', '/reset-password'])
      expect(addresses).toContain(known);
    expect(addresses.some((path) => path.startsWith('/trpc/'))).toBe(true);
    for (const address of addresses) {
      for (const spelling of spellings(address)) expect(reservedAddressProblem(spelling), spelling).not.toBeNull();
      const segment = canonicalSitePath(address).split('/')[1]!;
      if (!(BUILDER_REPLACEABLE_PAGES as readonly string[]).includes(segment))
        expect(builderSlugSchema.safeParse(segment).success, segment).toBe(false);
    }
  });

  it("an export whose old addresses are the site's own: the posts are imported, the addresses are not redirected (each note says why), and none answers with a redirect to them", async () => {
    const landing = await server.signedInClient('editor');
    expect((await landing.post('/trpc/builderPage.create', { name: 'Landing', slug: 'wp-landing' })).status).toBe(200);
    const addresses = ownAddresses();
    // One item per address, each written one of the ways in turn, and a builder page's address.
    const links = [...addresses.map((address, index) => spellings(address)[index % 14]!), '/wp-landing/', '/WP-Landing'];
    const report = await imported(
      buildWxr({
        siteUrl: site,
        items: links.map((link, index) => ({
          id: 5000 + index,
          title: `Own ${index}`,
          slug: `own-address-${index}`,
          link: `${site}${link}`,
        })),
      }),
    );
    expect(report.imported).toBe(links.length);
    report.items.forEach((item, index) => {
      expect(
        item.notes.filter((note) =>
          /^Its old address is not redirected here: '[^']+' is (one of this site's own addresses \(under \/[^)]+\)|a builder page's address here)\.$/.test(
            note,
          ),
        ),
        links[index],
      ).toHaveLength(1);
    });
    expect(
      await count(
        "select count(*) as n from wordpress_redirects r join blog_posts p on p.id = r.post_id where p.slug like 'own-address-%' and r.old_path not like '/20%' and r.old_path not like '/?p=%'",
      ),
    ).toBe(0);
    for (const address of [...addresses, '/wp-landing']) {
      const res = await fetch(server.baseUrl + address, { redirect: 'manual' });
      await res.body?.cancel();
      expect(res.headers.get('location') ?? '', address).not.toMatch(/^\/blog\/own-address-/);
    }
  });

  it('a redirect stored at one of them anyway (not by the import) is never answered there, and leads only to a path on this site', async () => {
    const [post] = await server.orm.em
      .getConnection()
      .execute<Array<{ id: number }>>("select id from blog_posts where slug = 'own-address-0'");
    // A builder page published at an address: it comes before a redirect stored there.
    const publisher = await server.signedInClient('admin');
    const landingId = await pageIdOf(publisher, 'wp-landing');
    expect((await confirmedPost(publisher, 'publish', { pageId: landingId })).status).toBe(200);
    const keys = [...ownAddresses().flatMap((address) => [address.toLowerCase(), `${address.toLowerCase()}/x`]), '/wp-landing'];
    await server.orm.em
      .getConnection()
      .execute(
        `insert into wordpress_redirects (old_path, post_id) select k, ? from jsonb_array_elements_text(?::jsonb) as k on conflict (old_path) do update set post_id = excluded.post_id`,
        [post!.id, JSON.stringify(keys)],
      );
    await server.orm.em
      .getConnection()
      .execute("insert into wordpress_redirects (old_path, post_id) values ('/a-stored-old-address', ?) on conflict do nothing", [
        post!.id,
      ]);
    readCacheOf(server.orm).invalidate('blog');
    for (const key of keys) {
      const res = await fetch(server.baseUrl + key, { redirect: 'manual' });
      await res.body?.cancel();
      expect(res.headers.get('location') ?? '', key).not.toMatch(/^\/blog\/own-address-0/);
    }
    // Whatever slug the post has (stored by hand, by an old import), the Location stays on this site.
    const origin = new URL(server.baseUrl).origin;
    for (const slug of offSitePaths()) {
      await server.orm.em.getConnection().execute('update blog_posts set slug = ? where id = ?', [slug, post!.id]);
      readCacheOf(server.orm).invalidate('blog');
      const res = await fetch(`${server.baseUrl}/a-stored-old-address`, { redirect: 'manual' });
      expect(res.status, slug).toBe(301);
      expect(leavesOrigin(res.headers.get('location')!, origin), `${slug} → ${res.headers.get('location')}`).toBe(false);
    }
    await server.orm.em.getConnection().execute("update blog_posts set slug = 'own-address-0' where id = ?", [post!.id]);
    readCacheOf(server.orm).invalidate('blog');
  });
});

describe('old WordPress addresses at scale', () => {
  it('with 10,000 imported posts (40,000 old addresses), each answers its own 301 and an unknown one stays 404', async () => {
    await insertPublishedPosts(server.orm, 10_000, { prefix: 'Scale import' });
    await server.orm.em.getConnection().execute(
      `insert into wordpress_redirects (old_path, post_id)
         select '/2019/' || lpad((i % 12 + 1)::text, 2, '0') || '/' || p.slug || suffix, p.id
           from blog_posts p, generate_series(1, 1) as i, unnest(array['', '-a', '-b', '-c']) as suffix
          where p.slug like 'scale-import-%'`,
    );
    expect(await count("select count(*) as n from wordpress_redirects where old_path like '/2019/%'")).toBe(40_000);
    readCacheOf(server.orm).invalidate('blog');
    for (const n of [1, 5_000, 10_000]) {
      const res = await fetch(`${server.baseUrl}/2019/02/scale-import-${n}-c/`, { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`/blog/scale-import-${n}`);
    }
    expect((await fetch(`${server.baseUrl}/2019/02/scale-import-10001`, { redirect: 'manual' })).status).toBe(404);
  });
});

describe('files that are not WordPress exports', () => {
  it.each([
    ['not XML', 'this is { not xml', /not well-formed XML/],
    ['XML but not WXR', '<?xml version="1.0"?><rss version="2.0"><channel><title>A feed</title></channel></rss>', /no wp:wxr_version/],
    ['no RSS channel', '<?xml version="1.0"?><html><body/></html>', /no RSS channel/],
    ['entities', '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaa">]><rss><channel>&a;</channel></rss>', /DOCTYPE or entities/],
  ])('%s: 400 with a message, nothing written', async (_name, body, message) => {
    const posts = await count('select count(*) as n from blog_posts');
    const res = await upload(body);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^This file is not a WordPress export \(WXR\): /);
    expect(res.json.message).toMatch(message);
    expect(await count('select count(*) as n from blog_posts')).toBe(posts);
  });

  it('elements nested too deeply, anywhere in the file and however deep: 400 with a sentence, nothing written', async () => {
    const posts = await count('select count(*) as n from blog_posts');
    const nested = (levels: number, tag: string) => `<${tag}>`.repeat(levels) + 'x' + `</${tag}>`.repeat(levels);
    const exportWith = (where: 'channel' | 'item' | 'title', inner: string) =>
      buildWxr({ siteUrl: site, items: [{ id: 70, title: 'Deep', slug: 'deep' }] })
        .replace('<wp:wxr_version>', where === 'channel' ? `${inner}<wp:wxr_version>` : '<wp:wxr_version>')
        .replace('<wp:post_id>', where === 'item' ? `${inner}<wp:post_id>` : '<wp:post_id>')
        .replace('<title><![CDATA[Deep]]></title>', where === 'title' ? `<title>${inner}</title>` : '<title><![CDATA[Deep]]></title>');
    for (const levels of [101, 100_000])
      for (const where of ['channel', 'item', 'title'] as const)
        for (const tag of ['div', 'wp:postmeta']) {
          const res = await upload(exportWith(where, nested(levels, tag)));
          expect(res.status, `${levels} ${tag} in ${where}`).toBe(400);
          expect(res.json.message).toBe(
            'This file is not a WordPress export (WXR): its elements are nested more than 100 levels deep. In WordPress, use Tools → Export and upload the .xml file it gives.',
          );
        }
    expect(await count('select count(*) as n from blog_posts')).toBe(posts);
  });

  it('a file over 50 MB is a 413 saying what to do, before the import reads it', async () => {
    const res = await fetch(server.baseUrl + IMPORT, {
      method: 'POST',
      headers: { Cookie: editor.cookie, Origin: server.baseUrl, 'Content-Type': 'application/xml' },
      body: Buffer.alloc(50 * 1024 * 1024 + 1, 0x20),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/^The file is larger than 50 MB\. Export fewer posts at a time/);
  });

  it('an empty body is a 400 asking for a file', async () => {
    const res = await editor.request('POST', IMPORT, '', { 'Content-Type': 'application/xml' });
    expect(res.status).toBe(400);
  });

  it('an author may not import', async () => {
    const author = await server.signedInClient('author');
    const res = await upload(buildWxr({ items: [] }), author);
    expect(res.status).toBe(403);
  });
});
