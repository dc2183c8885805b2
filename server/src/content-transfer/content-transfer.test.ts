// The goal of issue 32's content export: export everything from site A, import it into an empty site B, and every
// public page of B is A's byte for byte (nothing masked: see the comparison); a second import changes nothing.
import { addElementCommand, createIdGenerator, updateCommand } from '@app/builder-engine';
import { EDITABLE_PAGES, type AdminBlogPost, type ContentImportReport } from '@app/contracts';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedStep, applied, confirmedPost, newBuilderPage, openPage } from '../test/builder-client.ts';
import { downloadContentExport, uploadContentArchive } from '../test/content-archive.ts';
import { rawRequest } from '../test/raw-request.ts';
import { solidPng, uploadSolidPng } from '../test/solid-png.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

// The real app: both servers render every page with the web app's own server entry (as the SSR build does).
const WEB_ENTRY = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));
const ORIGIN = 'https://www.localrank.example';
/** The tables an import writes: a second import of the same archive must leave each one's count as it was. */
const CONTENT_TABLES = [
  'media_assets',
  'media_files',
  'media_bindings',
  'blog_posts',
  'blog_post_revisions',
  'blog_slug_redirects',
  'builder_pages',
  'page_events',
  'page_snapshots',
  'page_checkpoints',
  'builder_page_redirects',
  'builder_templates',
];

let siteA: TestServer;
let siteB: TestServer;
let adminA: TestClient;
let adminB: TestClient;

/** The data of a tRPC mutation that must succeed. */
async function mutate(client: TestClient, path: string, input: unknown) {
  const res = await client.post(`/trpc/${path}`, input);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  return res.json.result.data;
}

/** Site A's content: posts with revisions (one renamed after publishing), page edits and SEO, a background, a builder page with history, a template. */
async function seedSiteA(): Promise<void> {
  const inBody = await uploadSolidPng(adminA, 'in-body.png', { r: 200, g: 90, b: 160 });
  const featured = await uploadSolidPng(adminA, 'featured.png', { r: 120, g: 90, b: 160 });
  const onBuilder = await uploadSolidPng(adminA, 'on-builder.png', { r: 40, g: 90, b: 160 });

  let post = (await mutate(adminA, 'blogAdmin.create', {})) as AdminBlogPost;
  post = await mutate(adminA, 'blogAdmin.update', {
    id: post.id,
    baseRevision: post.revision,
    title: 'Moving a bakery online',
    slug: 'moving-a-bakery-online',
    content: `<p>How the bakery moved.</p><figure><img src="${inBody.url}" alt="The bakery counter" width="40" height="30"></figure>`,
    featuredImageId: featured.id,
    categories: ['Local SEO'],
    tags: ['Bakeries', 'Moving online'],
  });
  post = await mutate(adminA, 'blogAdmin.publish', { id: post.id, baseRevision: post.revision });
  // Renamed once live (on Update): the old slug redirects, and the rename is a revision.
  post = await mutate(adminA, 'blogAdmin.update', {
    id: post.id,
    baseRevision: post.revision,
    slug: 'bakery-goes-online',
    excerpt: 'A bakery online.',
  });
  await mutate(adminA, 'blogAdmin.applyChanges', { id: post.id, baseRevision: post.revision });
  const draft = (await mutate(adminA, 'blogAdmin.create', {})) as AdminBlogPost;
  await mutate(adminA, 'blogAdmin.update', {
    id: draft.id,
    baseRevision: draft.revision,
    title: 'A draft kept private',
    slug: 'a-draft-kept-private',
  });

  await mutate(adminA, 'page.save', {
    slug: 'pricing',
    baseVersion: 0,
    edits: { 'pricing.hero.cta': { text: 'Start today' } },
    seo: { title: 'Pricing for local businesses', description: 'Plans for every shop.' },
  });
  await mutate(adminA, 'page.save', {
    slug: 'about',
    baseVersion: 0,
    edits: { 'about.story.image': { src: inBody.url, alt: 'Our story' } },
    seo: {},
  });
  const backdrop = await solidPng({ r: 5, g: 5, b: 90 }, 48, 32);
  const background = await adminA.post('/api/media/save-background', {
    elementId: 'problem-statement-bg-image',
    imageData: `data:image/png;base64,${backdrop.toString('base64')}`,
    fileName: 'backdrop.png',
  });
  if (background.status !== 200) throw new Error(`background: ${background.text}`);

  const ids = createIdGenerator();
  const pageId = await newBuilderPage(adminA, 'spring-offer');
  let page = (await openPage(adminA, pageId)).tree;
  const heading = addElementCommand(page, 'heading', ids);
  page = applied(page, heading);
  await acceptedStep(adminA, pageId, 0, heading);
  const image = addElementCommand(page, 'image', ids);
  await acceptedStep(adminA, pageId, 1, image);
  const imageId = image.kind === 'add' ? image.element.id : '';
  await acceptedStep(adminA, pageId, 2, updateCommand(imageId, { src: onBuilder.url }));
  await mutate(adminA, 'builderPage.save', { pageId, name: 'First cut' });
  expect((await confirmedPost(adminA, 'publish', { pageId })).status).toBe(200);
  // A step after the publish: the live page stays at version 3, the history goes on.
  const headingId = heading.kind === 'add' ? heading.element.id : '';
  await acceptedStep(adminA, pageId, 3, updateCommand(headingId, { content: 'Spring offer, draft wording' }));

  await mutate(adminA, 'builderTemplate.create', {
    name: 'Offer banner',
    element: { id: 't-section', type: 'section', name: 'section', style: {}, children: [] },
  });
}

/** The paths of the sitemap's pages (through its index) and the sitemap files themselves. */
async function sitemapPaths(client: TestClient): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')));
  const paths = ['/sitemap.xml'];
  for (const url of locs((await client.get('/sitemap.xml')).text)) {
    if (!url.pathname.endsWith('.xml')) paths.push(url.pathname + url.search);
    else {
      paths.push(url.pathname);
      for (const page of locs((await client.get(url.pathname)).text)) paths.push(page.pathname + page.search);
    }
  }
  return paths;
}

/** Counts the rows of every table an import writes. */
async function tableCounts(server: TestServer): Promise<Record<string, number>> {
  const connection = server.orm.em.getConnection();
  const counts: Record<string, number> = {};
  for (const table of CONTENT_TABLES) {
    const [row] = await connection.execute<Array<{ count: string }>>(`select count(*) as count from ${table}`);
    counts[table] = Number(row!.count);
  }
  return counts;
}

let archive: Buffer;
let firstReport: ContentImportReport;

beforeAll(async () => {
  await import(WEB_ENTRY);
  // Each site owns its copy of one stand-in build (same files, same server entry).
  const webStandIn = { ssrEntry: `export { renderPage } from ${JSON.stringify(WEB_ENTRY)};\n` };
  siteA = await startTestServer({ PUBLIC_ORIGIN: ORIGIN }, { webStandIn });
  siteB = await startTestServer({ PUBLIC_ORIGIN: ORIGIN }, { webStandIn });
  adminA = await siteA.signedInClient('admin');
  adminB = await siteB.signedInClient('admin');
  await seedSiteA();
  const exported = await downloadContentExport(siteA.baseUrl, adminA);
  expect(exported.status).toBe(200);
  archive = exported.bytes;
  const imported = await uploadContentArchive(siteB.baseUrl, adminB, archive);
  expect(imported.status, JSON.stringify(imported.json)).toBe(200);
  firstReport = imported.json as ContentImportReport;
}, 120_000);

afterAll(async () => {
  await siteA?.close();
  await siteB?.close();
});

describe('export from one site, import into an empty one', () => {
  it('reports what it created and what it already had', () => {
    expect(firstReport.source.origin).toBe(ORIGIN);
    // The three uploads and the background are new on B; the seeded posts were already there (same content: skipped).
    expect(firstReport.counts.media.created).toBe(4);
    expect(firstReport.counts.posts.created).toBe(2);
    expect(firstReport.counts.builderPages.created).toBe(1);
    expect(firstReport.counts.templates.created).toBe(1);
    expect(firstReport.counts.bindings.created).toBe(1);
    expect(firstReport.counts.pages).toEqual({ created: 0, updated: 2, skipped: EDITABLE_PAGES.length - 2 });
    expect(
      firstReport.notes
        .filter((note) => note.kind === 'pages')
        .map((note) => note.key)
        .sort(),
    ).toEqual(['about', 'pricing']);
  });

  it('serves every public page of B as A serves it, byte for byte', async () => {
    const visitorA = new TestClient(siteA.baseUrl);
    const visitorB = new TestClient(siteB.baseUrl);
    const paths = new Set([
      '/',
      ...EDITABLE_PAGES.map((page) => page.path),
      '/blog',
      '/spring-offer',
      '/blog/bakery-goes-online',
      '/blog/tag/bakeries',
      ...(await sitemapPaths(visitorA)),
    ]);
    expect(paths.size).toBeGreaterThan(15);
    for (const path of paths) {
      const [a, b] = [await visitorA.get(path), await visitorB.get(path)];
      expect(b.status, path).toBe(a.status);
      // Compared whole, with no mask: both servers serve the same web build (so the asset hashes agree, and there is nothing
      // to mask), and the import keeps every content time (so no date of import appears on a public page).
      expect(b.text, path).toBe(a.text);
    }
    // What was seeded is really there (the comparison is not of two empty sites).
    expect((await visitorB.get('/blog/bakery-goes-online')).text).toContain('How the bakery moved.');
    // Tags travel with their post: its tag's page is there too.
    expect((await visitorB.get('/blog/tag/moving-online')).status).toBe(200);
    expect((await visitorB.get('/pricing')).text).toContain('Start today');
    expect((await visitorB.get('/spring-offer')).status).toBe(200);
    // The old slug redirects on B as on A, and the imported images are served with the same bytes.
    for (const site of [siteA, siteB]) {
      const redirect = await rawRequest(site.baseUrl, 'GET', '/blog/moving-a-bakery-online');
      expect(redirect.status).toBe(301);
      expect(redirect.headers.location).toMatch(/\/blog\/bakery-goes-online$/);
    }
    const media = (await visitorA.get('/api/media')).json as { items?: Array<{ url: string }> } | Array<{ url: string }>;
    const urls = (Array.isArray(media) ? media : (media.items ?? [])).map((item) => item.url);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const [fromA, fromB] = await Promise.all([fetch(siteA.baseUrl + url), fetch(siteB.baseUrl + url)]);
      expect(fromB.status, url).toBe(200);
      expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer())), url).toBe(true);
    }
  });

  it('a second import of the same archive duplicates nothing', async () => {
    const before = await tableCounts(siteB);
    const again = await uploadContentArchive(siteB.baseUrl, adminB, archive);
    expect(again.status).toBe(200);
    const report = again.json as ContentImportReport;
    for (const counts of Object.values(report.counts)) expect(counts.created + counts.updated).toBe(0);
    expect(await tableCounts(siteB)).toEqual(before);
  });
});
