import { addCommand, type BuilderElement } from '@app/builder-engine';
import { builderFeedUrl, PAGE_META } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedStep, confirmedPost, newBuilderPage, openPage, pageIdOf, submitStep } from '../test/builder-client.ts';
import { initialState } from '../test/served-html.ts';
import { startSiteTestServer, type SiteTestServer } from '../test/site-server.ts';
import { TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';

// Deleting, duplicating and renaming builder pages, over HTTP on a real database, with the public site served by a
// stand-in web build (so page paths answer with their real status).

let site: SiteTestServer;
let server: TestServer;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  site = await startSiteTestServer();
  ({ server, admin, visitor } = site);
});

afterAll(() => site?.close());

const heading = (id: string, content: string): BuilderElement => ({
  id,
  type: 'heading',
  name: 'Heading',
  content,
  style: {},
  children: [],
});
// Publish, unpublish, delete and moves are confirmed as the builder's dialog confirms them (the asking: live-address-guard.test.ts).
const mutate = (procedure: string, input: Record<string, unknown>, client = admin) => confirmedPost(client, procedure, input);
const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
const sitemap = async () => (await visitor.get('/sitemap.xml')).text;

/** A page made with 'New page' holding one heading, published; returns its id. */
async function publishedPage(slug: string): Promise<number> {
  const pageId = await newBuilderPage(admin, slug);
  await acceptedStep(admin, pageId, 0, addCommand(null, heading(`${slug}-title`, `Welcome to ${slug}`)));
  expect((await mutate('publish', { pageId })).status).toBe(200);
  return pageId;
}

/** GET as an anonymous browser would, without following a redirect. */
async function visit(path: string): Promise<{ status: number; location: string | null }> {
  const res = await fetch(server.baseUrl + path, { redirect: 'manual' });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get('location') };
}

/** The newest activity-log entry of a kind. */
async function lastActivity(kind: string) {
  const res = await trpcQuery(admin, 'activity.list', { page: 1, filter: { kind } });
  expect(res.status).toBe(200);
  return (res.json.result.data.items as Array<{ summary: string; link: string | null }>)[0];
}

/** How many rows of a table belong to a page. */
async function rowsOf(table: 'page_events' | 'page_snapshots' | 'page_checkpoints', pageId: number): Promise<number> {
  const rows = await server.orm.em.getConnection().execute(`select count(*)::int as n from ${table} where page_id = ?`, [pageId]);
  return (rows as Array<{ n: number }>)[0]!.n;
}

describe('access', () => {
  it('refuses delete and duplicate to a visitor (401) and an ordinary account (403), changing nothing', async () => {
    const pageId = await newBuilderPage(admin, 'guarded');
    const member = await server.signedInClient('user');
    for (const [client, status] of [
      [visitor, 401],
      [member, 403],
    ] as const) {
      expect((await mutate('delete', { pageId }, client)).status).toBe(status);
      expect((await mutate('duplicate', { pageId }, client)).status).toBe(status);
      expect((await mutate('update', { pageId, slug: 'taken-over' }, client)).status).toBe(status);
    }
    const slugs = (await admin.get('/trpc/builderPage.list')).json.result.data.items.map((page: { slug: string }) => page.slug);
    expect(slugs).toContain('guarded');
    expect(slugs.filter((slug: string) => slug.startsWith('guarded-copy') || slug === 'taken-over')).toEqual([]);
  });
});

describe('builderPage.delete', () => {
  it('takes a published page off the site and out of every read, keeps its history, and frees its slug', async () => {
    const pageId = await publishedPage('farewell');
    expect((await visitor.get('/farewell')).status).toBe(200);
    expect(await sitemap()).toContain('https://www.localrank.example/farewell</loc>');
    const history = {
      events: await rowsOf('page_events', pageId),
      snapshots: await rowsOf('page_snapshots', pageId),
      checkpoints: await rowsOf('page_checkpoints', pageId),
    };

    const res = await mutate('delete', { pageId });
    expect(res.status, res.text).toBe(200);
    expect(res.json.result.data).toEqual({ id: pageId });

    const gone = await visitor.get('/farewell');
    expect(gone.status).toBe(404);
    expect(initialState(gone.text).builderPage).toEqual({ path: '/farewell', page: null });
    expect(await sitemap()).not.toContain('/farewell');
    expect((await trpcQuery(visitor, 'builderPage.published', { path: '/farewell' })).json.result.data).toBeNull();
    // Every admin read and write answers as for a page that does not exist.
    const missing = `There is no builder page with id ${pageId}.`;
    expect((await admin.get('/trpc/builderPage.list')).json.result.data.items.map((page: { id: number }) => page.id)).not.toContain(pageId);
    for (const answer of [
      await trpcQuery(admin, 'builderPage.byId', { pageId }),
      await trpcQuery(admin, 'builderPage.events', { pageId, afterVersion: 0 }),
      await trpcQuery(admin, 'builderPage.checkpoints', { pageId }),
      await submitStep(admin, pageId, 1, addCommand(null, heading('late', 'Too late'))),
      await mutate('publish', { pageId }),
      await mutate('update', { pageId, name: 'Back again' }),
      await mutate('duplicate', { pageId }),
      await mutate('delete', { pageId }),
    ]) {
      expect(answer.status, answer.text).toBe(404);
      expect(answer.json.error.message).toBe(missing);
    }
    expect((await admin.get(builderFeedUrl(pageId))).status).toBe(404);

    // The history stays in the database.
    expect({
      events: await rowsOf('page_events', pageId),
      snapshots: await rowsOf('page_snapshots', pageId),
      checkpoints: await rowsOf('page_checkpoints', pageId),
    }).toEqual(history);
    expect(history.events).toBe(1);
    const [row] = await server.orm.em
      .getConnection()
      .execute<Array<{ slug: string; deleted: boolean }>>(
        'select slug, deleted_at is not null as deleted from builder_pages where id = ?',
        [pageId],
      );
    expect(row).toEqual({ slug: 'farewell', deleted: true });

    // The slug is free: a new page takes it, empty, and is served there once published.
    const again = await newBuilderPage(admin, 'farewell');
    expect(again).not.toBe(pageId);
    expect((await openPage(admin, again)).tree.elements).toEqual([]);
    expect((await mutate('publish', { pageId: again })).status).toBe(200);
    expect((await visitor.get('/farewell')).status).toBe(200);

    expect(await lastActivity('builder.deleted')).toMatchObject({ summary: 'Deleted the builder page "farewell" (/farewell)', link: null });
  });

  it('brings the built-in page back at a built-in path', async () => {
    const about = await pageIdOf(admin, 'about');
    expect((await mutate('publish', { pageId: about })).status).toBe(200);
    const replaced = await visitor.get('/about');
    expect(initialState(replaced.text).builderPage!.page).toMatchObject({ slug: 'about' });
    expect(await sitemap()).toMatch(/<loc>https:\/\/www\.localrank\.example\/about<\/loc><lastmod>/);

    expect((await mutate('delete', { pageId: about })).status).toBe(200);
    const builtIn = await visitor.get('/about');
    expect(builtIn.status).toBe(200);
    expect(title(builtIn.text)).toBe(PAGE_META['/about'].title);
    expect(initialState(builtIn.text).builderPage).toEqual({ path: '/about', page: null });
    // The built-in page stays in the sitemap, without the builder page's publish day.
    expect(await sitemap()).toContain('<url><loc>https://www.localrank.example/about</loc></url>');
  });
});

describe('builderPage.duplicate', () => {
  it('makes an unpublished copy "<name> (copy)" at a free slug whose tree is the current tree', async () => {
    const source = await publishedPage('original');
    // An edit after the publish: the copy takes the current tree, not the published one.
    await acceptedStep(admin, source, 1, addCommand(null, heading('original-more', 'Unpublished words')));
    const tree = (await openPage(admin, source)).tree.elements;
    expect(tree).toHaveLength(2);

    const res = await mutate('duplicate', { pageId: source });
    expect(res.status, res.text).toBe(200);
    const copy = res.json.result.data;
    expect(copy).toMatchObject({
      name: 'original (copy)',
      slug: 'original-copy',
      path: '/original-copy',
      version: 0,
      publishedVersion: null,
    });
    const opened = await openPage(admin, copy.id);
    expect(opened.tree.elements).toEqual(tree);
    expect(opened).toMatchObject({ version: 0, snapshotVersion: 0 });
    expect((await visitor.get('/original-copy')).status).toBe(404);

    // The next copies take the next free slugs; the source is untouched.
    expect((await mutate('duplicate', { pageId: source })).json.result.data.slug).toBe('original-copy-2');
    expect((await mutate('duplicate', { pageId: copy.id })).json.result.data).toMatchObject({
      name: 'original (copy) (copy)',
      slug: 'original-copy-copy',
    });
    expect((await openPage(admin, source)).version).toBe(2);

    // Edits to the copy are its own.
    await acceptedStep(admin, copy.id, 0, addCommand(null, heading('original-copy-only', 'Only in the copy')));
    expect((await openPage(admin, source)).tree.elements).toEqual(tree);

    expect(await lastActivity('builder.duplicated')).toMatchObject({
      summary: 'Duplicated the builder page "original (copy)" as "original (copy) (copy)" at /original-copy-copy',
      link: '/admin/elementor/original-copy-copy',
    });
  });

  it("skips a slug a renamed page's old path still holds, and a deleted copy's slug is free again", async () => {
    const source = await newBuilderPage(admin, 'brochure');
    const other = await newBuilderPage(admin, 'brochure-copy');
    expect((await mutate('update', { pageId: other, slug: 'leaflet' })).status).toBe(200);
    // 'brochure-copy' is now an old path of 'leaflet'.
    const first = (await mutate('duplicate', { pageId: source })).json.result.data;
    expect(first.slug).toBe('brochure-copy-2');
    expect((await mutate('delete', { pageId: first.id })).status).toBe(200);
    expect((await mutate('duplicate', { pageId: source })).json.result.data.slug).toBe('brochure-copy-2');
  });

  it('answers 404 for a page that does not exist', async () => {
    const res = await mutate('duplicate', { pageId: 999_999 });
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('There is no builder page with id 999999.');
  });
});

describe("renaming a page's slug", () => {
  it('answers 301 from each old path to the current one, keeping the query', async () => {
    const pageId = await publishedPage('first-address');
    expect((await mutate('update', { pageId, slug: 'second-address' })).status).toBe(200);
    expect(await visit('/first-address?ref=mail')).toEqual({ status: 301, location: '/second-address?ref=mail' });
    expect((await visitor.get('/second-address')).status).toBe(200);
    expect(await sitemap()).not.toContain('/first-address');

    // A chain of renames: every old path leads straight to the newest.
    expect((await mutate('update', { pageId, name: 'Third', slug: 'third-address' })).status).toBe(200);
    expect(await visit('/first-address')).toEqual({ status: 301, location: '/third-address' });
    expect(await visit('/second-address/')).toEqual({ status: 301, location: '/third-address' });
    expect(await lastActivity('builder.renamed')).toMatchObject({
      summary: 'Renamed the builder page "first-address" to "Third" and moved it from /second-address to /third-address',
      link: '/admin/elementor/third-address',
    });

    // Back to a slug it had: served there, and its newer old path leads back.
    expect((await mutate('update', { pageId, slug: 'first-address' })).status).toBe(200);
    expect((await visit('/first-address')).status).toBe(200);
    expect(await visit('/third-address')).toEqual({ status: 301, location: '/first-address' });

    // Unpublished, the old paths lead nowhere; deleted, its redirects go.
    await mutate('unpublish', { pageId });
    expect((await visit('/third-address')).status).toBe(404);
    await mutate('publish', { pageId });
    expect((await visit('/third-address')).status).toBe(301);
    await mutate('delete', { pageId });
    expect((await visit('/third-address')).status).toBe(404);
    const rows = await server.orm.em
      .getConnection()
      .execute('select count(*)::int as n from builder_page_redirects where page_id = ?', [pageId]);
    expect((rows as Array<{ n: number }>)[0]!.n).toBe(0);
  });

  it('gives an old path up to a page that takes its slug', async () => {
    const moved = await publishedPage('shared-name');
    await mutate('update', { pageId: moved, slug: 'moved-on' });
    expect((await visit('/shared-name')).status).toBe(301);
    const taker = await newBuilderPage(admin, 'shared-name');
    // Unpublished, the new page is a 404 there, not a redirect to the other one.
    expect((await visit('/shared-name')).status).toBe(404);
    await mutate('publish', { pageId: taker });
    expect((await visit('/shared-name')).status).toBe(200);
    // A renamed page taking it gives way the same way.
    await mutate('update', { pageId: taker, slug: 'elsewhere' });
    expect(await visit('/shared-name')).toEqual({ status: 301, location: '/elsewhere' });
    await mutate('update', { pageId: moved, slug: 'shared-name' });
    expect((await visit('/shared-name')).status).toBe(200);
    expect(await visit('/moved-on')).toEqual({ status: 301, location: '/shared-name' });
  });

  it('never hides a built-in page behind an old path', async () => {
    const pricing = await pageIdOf(admin, 'pricing');
    await mutate('publish', { pageId: pricing });
    expect((await mutate('update', { pageId: pricing, slug: 'plans' })).status).toBe(200);
    const builtIn = await visitor.get('/pricing');
    expect(builtIn.status).toBe(200);
    expect(title(builtIn.text)).toBe(PAGE_META['/pricing'].title);
    expect((await visitor.get('/plans')).status).toBe(200);
  });

  it('refuses a slug another page uses with 409 naming it, and an unknown page with 404', async () => {
    const pageId = await newBuilderPage(admin, 'wants-features');
    const taken = await mutate('update', { pageId, slug: 'features' });
    expect(taken.status).toBe(409);
    expect(taken.json.error.message).toBe("The page 'Features' already uses /features; choose another slug.");
    const unknown = await mutate('update', { pageId: 999_999, slug: 'anything-free' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('There is no builder page with id 999999.');
  });
});
