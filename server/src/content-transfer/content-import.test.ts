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
import { leavesOrigin, offSitePaths } from '../test/off-site-paths.ts';
import { uploadSolidPng } from '../test/solid-png.ts';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';
import { readCacheOf } from '../cache/read-cache.ts';

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
  target = await startTestServer({}, { webStandIn: true });
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
}, 180_000);

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
      /^This archive is format version 99, newer than this site reads \(version 2 at most\)\./,
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
    // The builder pages the editor made there pass the editor's checks here (the same ones, so none is refused).
    expect(report.notes.filter((note) => note.kind === 'builderPages')).toEqual([]);
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

describe('an archive holding what the editor would refuse', () => {
  const at = new Date().toISOString();
  /** A builder page row as an export writes it: published, at version 0 with an empty tree, unless `row` says otherwise. */
  const pageRow = (slug: string, row: Record<string, unknown> = {}) => ({
    name: 'Imported page',
    slug,
    isActive: true,
    meta: {},
    version: 0,
    publishedVersion: 0,
    publishedAt: at,
    scheduledVersion: null,
    scheduledAt: null,
    createdAt: at,
    updatedAt: at,
    events: [],
    snapshots: [{ version: 0, tree: [], createdAt: at }],
    checkpoints: [],
    redirects: [],
    ...row,
  });
  const section = (style: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    id: 'imported-section',
    type: 'section',
    name: 'Section',
    style,
    children: [],
    ...extra,
  });
  /** A page whose history adds `element` (version 1), its tree at version 0 empty. */
  const addedBy = (slug: string, element: unknown) =>
    pageRow(slug, {
      version: 1,
      publishedVersion: 1,
      events: [
        {
          version: 1,
          command: { kind: 'add', parentId: null, index: 0, element },
          inverse: { kind: 'delete', id: 'imported-section' },
          createdAt: at,
        },
      ],
    });
  /** A page whose only tree (version 0) holds `element`. */
  const holding = (slug: string, element: unknown) => pageRow(slug, { snapshots: [{ version: 0, tree: [element], createdAt: at }] });

  // Slugs that leave the site once read as an address, or are one of the site's own, or are not written as the editor writes them.
  const badSlugs = [
    '/evil.example',
    '\\evil2.example',
    'evil.example',
    ...[...offSitePaths()].slice(0, 40),
    ...['admin', 'api', 'trpc', 'auth', 'account', 'dashboard', 'reset-password', 'newsletter', 'readyz', 'metrics', 'preview', 'blog'],
    ...['robots.txt', 'sitemap.xml', 'sitemap-2.xml', 'home-', 'Spring', 'spring offer', 'a/b', ' spring', 'spring\t', '%2fevil'],
  ];
  const badStyles = [
    { color: 'red;background:red' },
    { color: 'red}body{background:red' },
    { backgroundColor: '</style><script>alert(1)</script>' },
    { color: 'red\\;' },
    { color: 'red\nbackground:red' },
    { padding: 'x'.repeat(500) },
    { fontSize: '1000px' },
    { notAStyle: 'red' },
  ];
  const badElements = [
    section({}, { type: 'script' }),
    section({}, { onclick: 'alert(1)' }),
    { ...section({}), type: 'button', url: 'javascript:alert(1)', children: [] },
    { ...section({}), type: 'image', src: 'data:text/html,<script>alert(1)</script>', children: [] },
    section({}, { id: 'bad id' }),
  ];
  // Built-in pages' edits and SEO settings the in-page editor's save refuses.
  const badPageEdits = [
    { content: { 'hero.title': { style: { color: 'red;background:red' } } } },
    { content: { 'hero.cta': { href: 'javascript:alert(1)' } } },
    { content: { 'hero.image': { src: '//evil.example/x.png' } } },
    { content: { 'hero.title': { onclick: 'alert(1)' } } },
    { content: { '<script>': { text: 'x' } } },
    { meta: { canonicalUrl: '//evil.example/' } },
    { meta: { ogImage: 'javascript:alert(1)' } },
  ];
  // Post fields the blog editor's save refuses.
  const badPostFields = [
    { imageUrl: '//evil.example/x.png' },
    { imageUrl: 'javascript:alert(1)' },
    { seo: { twitterCard: 'evil' } },
    { title: '' },
    { categories: ['x'.repeat(51)] },
  ];
  let badBuiltIn: Array<{ slug: string }>;
  let report: ContentImportReport;
  let rows: Array<Record<string, unknown>>;

  beforeAll(async () => {
    rows = [
      ...badSlugs.map((slug, index) => pageRow(slug, { redirects: [{ oldSlug: `was-bad-slug-${index}`, createdAt: at }] })),
      ...badSlugs.map((oldSlug, index) => pageRow(`bad-old-slug-${index}`, { redirects: [{ oldSlug, createdAt: at }] })),
      ...badStyles.flatMap((style, index) => [
        addedBy(`styled-change-${index}`, section(style)),
        holding(`styled-tree-${index}`, section(style)),
      ]),
      ...badElements.flatMap((element, index) => [addedBy(`element-change-${index}`, element), holding(`element-tree-${index}`, element)]),
      // A history that does not replay (its change names an element the page does not have).
      pageRow('broken-history', {
        version: 1,
        publishedVersion: 1,
        events: [{ version: 1, command: { kind: 'delete', id: 'nowhere' }, inverse: { kind: 'delete', id: 'nowhere' }, createdAt: at }],
      }),
      // Published or scheduled at a version its history does not have.
      pageRow('published-beyond', { publishedVersion: 5 }),
      pageRow('scheduled-beyond', { scheduledVersion: 3, scheduledAt: at }),
      // What the editor saves: created, with its old address leading to it.
      addedBy('imported-fine', section({ color: '#cc3300', padding: '40px' })),
    ];
    rows[rows.length - 1]!.redirects = [{ oldSlug: 'imported-fine-before', createdAt: at }];
    const entries = await unpackArchive(archive);
    const pages = entries.find((entry) => entry.name.startsWith('builderPages/'))!;
    pages.body = Buffer.from(`${pages.body.toString().trimEnd()}\n${rows.map((row) => JSON.stringify(row)).join('\n')}\n`);
    const templates = entries.find((entry) => entry.name.startsWith('templates/'))!;
    const badTemplates = [...badStyles.map((style) => section(style)), ...badElements].map((element, index) => ({
      name: `Refused template ${index}`,
      element,
      createdAt: at,
    }));
    templates.body = Buffer.from(`${templates.body.toString().trimEnd()}\n${badTemplates.map((row) => JSON.stringify(row)).join('\n')}\n`);
    const posts = entries.find((entry) => entry.name.startsWith('posts/'))!;
    const post = JSON.parse(posts.body.toString().split('\n')[0]!);
    const badPosts = [
      ...['/evil.example', '../admin', 'A Post', 'two words', 'a/b', '%2f%2fevil', '\\evil'].map((slug) => ({
        ...post,
        slug,
        redirects: [],
      })),
      ...badPostFields.map((fields, index) => ({ ...post, slug: `post-with-bad-fields-${index}`, redirects: [], ...fields })),
      ...['../../admin', 'Old Slug', '//evil.example'].map((oldSlug, index) => ({
        ...post,
        slug: `post-with-bad-old-slug-${index}`,
        redirects: [{ oldSlug, createdAt: at }],
      })),
    ];
    posts.body = Buffer.from(`${posts.body.toString().trimEnd()}\n${badPosts.map((row) => JSON.stringify(row)).join('\n')}\n`);
    const builtIn = entries.find((entry) => entry.name.startsWith('pages/'))!;
    const builtInRows = builtIn.body
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { slug: string });
    badBuiltIn = badPageEdits.map((edit, index) => ({ ...builtInRows[index]!, ...edit }));
    builtIn.body = Buffer.from(`${builtIn.body.toString().trimEnd()}\n${badBuiltIn.map((row) => JSON.stringify(row)).join('\n')}\n`);
    const res = await uploadContentArchive(target.baseUrl, targetAdmin, await packArchive(entries, true));
    expect(res.status, JSON.stringify(res.json).slice(0, 500)).toBe(200);
    report = res.json as ContentImportReport;
  }, 180_000);

  /** The reason the report gives for the item of `kind` with `key`. */
  const reasonFor = (kind: string, key: string) => report.notes.find((note) => note.kind === kind && note.key === key)?.reason;

  it('skips every builder page with a refused address, old address, style, element or history, saying why, and keeps none', async () => {
    expect(report.notesLeftOut).toBe(0);
    for (const row of rows.slice(0, -1)) {
      const slug = row.slug as string;
      expect(reasonFor('builderPages', slug), slug).toMatch(
        /^((Its address '.*' is refused|Its old address '.*' is refused|Its content at version 0 is refused|A change in its history \(version 1\) is refused|Its history does not replay at version 1): .+|Its (published|scheduled) version \d+ is not in its history \(versions 0 to 0\)\.)$/s,
      );
    }
    const [kept] = await target.orm.em.getConnection().execute<Array<{ pages: string; redirects: string; css: string }>>(
      `select (select count(*) from builder_pages where slug <> all(?::text[]) and slug in (select jsonb_array_elements_text(?::jsonb))) as pages,
                (select count(*) from builder_page_redirects where old_slug like 'was-bad-slug-%' or old_slug in (select jsonb_array_elements_text(?::jsonb))) as redirects,
                (select count(*) from page_snapshots where tree::text like '%background:red%' or tree::text like '%javascript:%') as css`,
      ['{imported-fine}', JSON.stringify(rows.map((row) => row.slug)), JSON.stringify(badSlugs)],
    );
    expect(kept).toEqual({ pages: '0', redirects: '0', css: '0' });
    expect(reasonFor('builderPages', '/evil.example')).toBe(
      "Its address '//evil.example' is refused: A slug has lowercase letters and digits, with single hyphens between words (for example spring-offer).",
    );
    expect(reasonFor('builderPages', 'styled-change-0')).toBe(
      "A change in its history (version 1) is refused: Style 'color' may not contain ; { } < > \\ or control characters.",
    );
  });

  it('imports what the editor saves, and no old address of a refused page answers with a redirect off the site', async () => {
    expect(reasonFor('builderPages', 'imported-fine')).toBeUndefined();
    const fine = await fetch(`${target.baseUrl}/imported-fine-before`, { redirect: 'manual' });
    expect(fine.status).toBe(301);
    expect(fine.headers.get('location')).toBe('/imported-fine');
    for (let index = 0; index < badSlugs.length; index += 1) {
      const res = await fetch(`${target.baseUrl}/was-bad-slug-${index}`, { redirect: 'manual' });
      await res.body?.cancel();
      expect(res.status, badSlugs[index]).toBe(404);
    }
  });

  it('a builder page stored with such a slug anyway (by hand, by an older import) never redirects off the site', async () => {
    const connection = target.orm.em.getConnection();
    const origin = new URL(target.baseUrl).origin;
    const [page] = await connection.execute<Array<{ id: number }>>(
      `insert into builder_pages (name, slug, is_active, meta, version, published_version, published_at)
       values ('Stored by hand', 'stored-by-hand', true, '{}'::jsonb, 0, 0, now()) returning id`,
    );
    await connection.execute('insert into page_snapshots (page_id, version, tree) values (?, 0, ?::jsonb)', [page!.id, '[]']);
    await connection.execute("insert into builder_page_redirects (old_slug, page_id) values ('stored-old-slug', ?)", [page!.id]);
    for (const slug of badSlugs) {
      await connection.execute('update builder_pages set slug = ? where id = ?', [slug, page!.id]);
      readCacheOf(target.orm).invalidate('builder');
      const res = await fetch(`${target.baseUrl}/stored-old-slug`, { redirect: 'manual' });
      await res.body?.cancel();
      const location = res.headers.get('location');
      if (location !== null) expect(leavesOrigin(location, origin), `${slug} → ${location}`).toBe(false);
    }
    // The same rows with a slug the editor saves: the old address leads to the page.
    await connection.execute("update builder_pages set slug = 'stored-by-hand' where id = ?", [page!.id]);
    readCacheOf(target.orm).invalidate('builder');
    const moved = await fetch(`${target.baseUrl}/stored-old-slug`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/stored-by-hand']);
    await connection.execute('update builder_pages set deleted_at = now() where id = ?', [page!.id]);
    readCacheOf(target.orm).invalidate('builder');
  });

  it("skips every built-in page's edits the in-page editor refuses, saying why, and keeps this site's", async () => {
    badBuiltIn.forEach((row, index) => {
      expect(reasonFor('pages', row.slug), JSON.stringify(badPageEdits[index])).toMatch(/^Its (edits|SEO settings) are refused: .+/);
    });
    const [stored] = await target.orm.em
      .getConnection()
      .execute<Array<{ n: string }>>(
        "select count(*) as n from pages where content::text like '%background:red%' or content::text like '%javascript:%' or content::text like '%evil.example%' or meta::text like '%evil.example%' or meta::text like '%javascript:%'",
      );
    expect(stored!.n).toBe('0');
  });

  it('skips every template with a refused section, and every post with a refused slug, old slug or field, saying why', async () => {
    for (let index = 0; index < badStyles.length + badElements.length; index += 1)
      expect(reasonFor('templates', `Refused template ${index}`)).toMatch(/^Its section is refused: .+/);
    for (const slug of ['/evil.example', '../admin', 'A Post', 'two words', 'a/b', '%2f%2fevil', '\\evil'])
      expect(reasonFor('posts', slug), slug).toMatch(/^Its slug '.*' is refused: .+/s);
    for (let index = 0; index < 3; index += 1)
      expect(reasonFor('posts', `post-with-bad-old-slug-${index}`)).toMatch(/^Its old slug '.*' is refused: .+/);
    for (let index = 0; index < badPostFields.length; index += 1)
      expect(reasonFor('posts', `post-with-bad-fields-${index}`), JSON.stringify(badPostFields[index])).toMatch(
        /^Its (title|image URL|categories|SEO settings) (is|are) refused: .+/,
      );
    const [found] = await target.orm.em
      .getConnection()
      .execute<Array<{ n: string }>>(
        "select count(*) as n from blog_posts where slug like 'post-with-bad-%' or slug in ('/evil.example', '../admin', 'A Post')",
      );
    expect(found!.n).toBe('0');
  });
});
