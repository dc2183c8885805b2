import { EDITABLE_PAGES, type SavePageInput } from '@app/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readCacheOf } from '../../cache/read-cache.ts';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let admin: TestClient;
let otherAdmin: TestClient;
let member: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('admin');
  otherAdmin = await server.signedInClient('admin');
  member = await server.signedInClient('user');
});

afterAll(async () => {
  await server?.close();
});

// Every test starts from the seven pages as the migration leaves them.
beforeEach(async () => {
  await server.orm.em
    .getConnection()
    .execute(`update pages set content = '{}', meta = '{}', version = 0, content_versions = '{}', meta_versions = '{}', updated_by = null`);
  // That write went around the services: forget the cached pages now rather than when the notification lands.
  readCacheOf(server.orm).invalidate('pages');
});

function load(slug: string, client = new TestClient(server.baseUrl)) {
  return client.get(`/trpc/page.bySlug?input=${encodeURIComponent(JSON.stringify({ slug }))}`);
}

async function content(slug: string) {
  const res = await load(slug);
  expect(res.status).toBe(200);
  return res.json.result.data;
}

function save(client: TestClient, input: SavePageInput | Record<string, unknown>) {
  return client.post('/trpc/page.save', input);
}

async function saved(client: TestClient, input: SavePageInput) {
  const res = await save(client, input);
  expect(res.status, res.text).toBe(200);
  return res.json.result.data;
}

describe('page.bySlug', () => {
  it('gives anyone each of the seven pages, empty until edited', async () => {
    for (const page of EDITABLE_PAGES) {
      expect(await content(page.slug)).toMatchObject({ slug: page.slug, name: page.name, path: page.path, version: 0, edits: {}, seo: {} });
    }
  });

  it('answers 404 with a readable message for a page that is not editable', async () => {
    const res = await load('privacy');
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe("There is no editable page called 'privacy'.");
    expect(res.text).not.toMatch(/stack|at .*\.ts/);
  });
});

describe('page.list', () => {
  it('answers 401 to a visitor and 403 to an ordinary user', async () => {
    expect((await new TestClient(server.baseUrl).get('/trpc/page.list')).status).toBe(401);
    expect((await member.get('/trpc/page.list')).status).toBe(403);
  });

  it('lists the seven pages in the sidebar order with version and number of edits', async () => {
    await saved(admin, { slug: 'pricing', baseVersion: 0, edits: { 'hero.title': { text: 'Plans' }, 'hero.lead': { hidden: true } } });
    const res = await admin.get('/trpc/page.list');
    expect(res.status).toBe(200);
    const pages = res.json.result.data as Array<Record<string, unknown>>;
    expect(pages.map((p) => p.name)).toEqual(EDITABLE_PAGES.map((p) => p.name));
    expect(pages.find((p) => p.slug === 'pricing')).toMatchObject({ path: '/pricing', version: 1, editCount: 2 });
    expect(pages.find((p) => p.slug === 'home')).toMatchObject({ path: '/', version: 0, editCount: 0 });
    expect(typeof pages[0]!.updatedAt).toBe('string');
  });
});

describe('page.save: who and what', () => {
  const valid = { slug: 'home', baseVersion: 0, edits: { 'hero.title': { text: 'Hello' } } } satisfies SavePageInput;

  it('answers 401 to a visitor and 403 to an ordinary user, writing nothing', async () => {
    const visitor = await save(new TestClient(server.baseUrl), valid);
    expect(visitor.status).toBe(401);
    expect(visitor.json.error.message).toBe('Please sign in to continue.');
    const user = await save(member, valid);
    expect(user.status).toBe(403);
    expect(user.json.error.message).toBe('This action needs an editor or higher role.');
    expect((await content('home')).version).toBe(0);
  });

  it.each([
    [
      'an element key with a space',
      { edits: { 'hero title': { text: 'x' } } },
      'An element key has letters, digits, dots, dashes, colons or underscores.',
    ],
    [
      'a javascript: link',
      { edits: { 'hero.cta': { href: 'javascript:alert(1)' } } },
      'Links must start with /, #, mailto:, tel:, http:// or https://.',
    ],
    ['a zero width', { edits: { 'hero.image': { width: 0 } } }, 'Width must be a positive whole number.'],
    ['a negative height', { edits: { 'hero.image': { height: -4 } } }, 'Height must be a positive whole number.'],
    ['an unknown edit field', { edits: { 'hero.title': { html: '<b>x</b>' } } }, /unrecognized key/i],
    [
      'a javascript: image',
      { edits: { 'hero.image': { src: 'javascript:alert(1)' } } },
      'Images must come from this site or an http(s) URL.',
    ],
    [
      'a mailto: canonical URL',
      { seo: { canonicalUrl: 'mailto:a@b.c' } },
      'The canonical URL must be a path on this site or an http(s) URL.',
    ],
    [
      'an unknown page',
      { slug: 'privacy' },
      'Unknown page: the editable pages are home, features, use-cases, pricing, about, contact, blog.',
    ],
  ])('refuses %s with 400 and the reason, writing nothing', async (_what, change, message) => {
    const res = await save(admin, { ...valid, ...change });
    expect(res.status).toBe(400);
    if (typeof message === 'string') expect(res.json.error.message).toBe(message);
    else expect(res.json.error.message).toMatch(message);
    expect(await content('home')).toMatchObject({ version: 0, edits: {}, seo: {} });
  });

  it('refuses a base version the page has not reached with 400', async () => {
    const res = await save(admin, { ...valid, baseVersion: 3 });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('This page is at version 0, so a save cannot start from version 3. Reload the page and try again.');
  });
});

describe('page.save: storing edits and SEO', () => {
  it('round-trips element edits and SEO, and the public read shows them', async () => {
    const edits = {
      'hero.title': { text: 'Win the map pack', style: { color: '#ffffff', fontSize: 48, fontWeight: 'bold' as const } },
      'hero.cta': { text: 'Start free', href: '/auth' },
      'hero.image': { src: '/images/hero.svg', alt: 'Dashboard', width: 640, height: 400, objectFit: 'cover' as const },
      'pricing.table': { removedRows: [2], removedColumns: [1], removedCells: ['0:3'] },
      'footer.note': { removed: true },
    };
    const seo = {
      title: 'Local SEO software that wins the map pack · LocalRank',
      description: 'Track rankings, schedule posts and answer reviews.',
      keywords: 'local seo, google business profile',
      canonicalUrl: 'https://www.localrank.example/',
      ogTitle: 'LocalRank for local businesses',
      twitterCard: 'summary' as const,
    };
    const result = await saved(admin, { slug: 'home', baseVersion: 0, edits, seo });
    expect(result).toMatchObject({ slug: 'home', version: 1, edits, seo });
    expect(await content('home')).toMatchObject({ version: 1, edits, seo });
    const row = await server.orm.em.getConnection().execute(`select content, meta from pages where slug = 'home'`);
    // Edits live in pages.content and the SEO in pages.meta.
    expect(row[0]).toMatchObject({ content: edits, meta: seo });
  });

  it('removes an element edit on null and restores an SEO default on an empty string', async () => {
    await saved(admin, {
      slug: 'about',
      baseVersion: 0,
      edits: { 'a.title': { text: 'A' }, 'b.title': { text: 'B' } },
      seo: { title: 'About', keywords: 'k' },
    });
    const result = await saved(admin, { slug: 'about', baseVersion: 1, edits: { 'a.title': null }, seo: { title: '' } });
    expect(result).toMatchObject({ version: 2, edits: { 'b.title': { text: 'B' } }, seo: { keywords: 'k' } });
    expect(result.edits).not.toHaveProperty('a.title');
    expect(result.seo).not.toHaveProperty('title');
  });

  it('bumps the version by one per save that changes something, and not for a save that changes nothing', async () => {
    expect((await saved(admin, { slug: 'features', baseVersion: 0, edits: { 'x.title': { text: 'One' } } })).version).toBe(1);
    expect((await saved(admin, { slug: 'features', baseVersion: 1, edits: { 'x.title': { text: 'Two' } } })).version).toBe(2);
    // Empty, identical, or restoring what is not there: no change.
    expect((await saved(admin, { slug: 'features', baseVersion: 2 })).version).toBe(2);
    expect((await saved(admin, { slug: 'features', baseVersion: 2, edits: { 'x.title': { text: 'Two' } } })).version).toBe(2);
    expect((await saved(admin, { slug: 'features', baseVersion: 2, edits: { 'never.edited': null }, seo: { title: '' } })).version).toBe(2);
    // Other pages keep their own count.
    expect((await content('home')).version).toBe(0);
  });
});

describe('page.save: two admins at once', () => {
  it("keeps both admins' edits to different elements made from the same version", async () => {
    await saved(admin, { slug: 'pricing', baseVersion: 0, edits: { 'plan.starter.name': { text: 'Solo' } } });
    const second = await saved(otherAdmin, {
      slug: 'pricing',
      baseVersion: 0,
      edits: { 'plan.growth.name': { text: 'Team' } },
      seo: { title: 'Pricing plans' },
    });
    expect(second.version).toBe(2);
    expect(second.edits).toEqual({ 'plan.starter.name': { text: 'Solo' }, 'plan.growth.name': { text: 'Team' } });
  });

  it('answers 409 naming the element both changed, with the conflict data, and writes nothing', async () => {
    await saved(admin, { slug: 'contact', baseVersion: 0, edits: { 'contact.title': { text: 'Talk to us' } }, seo: { title: 'Contact' } });
    const res = await save(otherAdmin, {
      slug: 'contact',
      baseVersion: 0,
      edits: { 'contact.title': { text: 'Get in touch' }, 'contact.lead': { text: 'Untouched by the first admin' } },
      seo: { title: 'Reach us', description: 'New' },
    });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(
      'Another admin saved changes to the same elements since you opened this page: contact.title, seo.title. Reload to see their changes, or overwrite them.',
    );
    expect(res.json.error.data).toMatchObject({
      code: 'CONFLICT',
      httpStatus: 409,
      details: { kind: 'pageConflict', currentVersion: 1, keys: ['contact.title', 'seo.title'] },
    });
    expect(res.text).not.toMatch(/stack|at .*\.ts/);
    // Not even the element without a conflict was written.
    expect(await content('contact')).toMatchObject({
      version: 1,
      edits: { 'contact.title': { text: 'Talk to us' } },
      seo: { title: 'Contact' },
    });
  });

  it('counts a removal by another admin as a change of that element', async () => {
    await saved(admin, { slug: 'blog', baseVersion: 0, edits: { 'blog.title': { text: 'News' } } });
    await saved(admin, { slug: 'blog', baseVersion: 1, edits: { 'blog.title': null } });
    const res = await save(otherAdmin, { slug: 'blog', baseVersion: 1, edits: { 'blog.title': { text: 'Articles' } } });
    expect(res.status).toBe(409);
    expect(res.json.error.data.details).toEqual({ kind: 'pageConflict', currentVersion: 2, keys: ['blog.title'] });
  });

  it("lets overwrite win over the other admin's change", async () => {
    await saved(admin, { slug: 'use-cases', baseVersion: 0, edits: { 'agency.title': { text: 'Agencies' } } });
    const result = await saved(otherAdmin, {
      slug: 'use-cases',
      baseVersion: 0,
      edits: { 'agency.title': { text: 'For agencies' } },
      overwrite: true,
    });
    expect(result).toMatchObject({ version: 2, edits: { 'agency.title': { text: 'For agencies' } } });
    // The overwritten element now belongs to version 2: a save from version 1 touching it conflicts.
    const stale = await save(admin, { slug: 'use-cases', baseVersion: 1, edits: { 'agency.title': { text: 'Agency work' } } });
    expect(stale.status).toBe(409);
  });

  it('sees no conflict when both admins set the same value (key order aside)', async () => {
    await saved(admin, { slug: 'home', baseVersion: 0, edits: { 'hero.cta': { text: 'Go', href: '/pricing' } }, seo: { keywords: 'seo' } });
    const result = await saved(otherAdmin, {
      slug: 'home',
      baseVersion: 0,
      edits: { 'hero.cta': { href: '/pricing', text: 'Go' } },
      seo: { keywords: 'seo' },
    });
    expect(result.version).toBe(1);
  });

  it("sees no conflict once the admin has loaded the other admin's save", async () => {
    await saved(admin, { slug: 'home', baseVersion: 0, edits: { 'hero.title': { text: 'First' } } });
    const result = await saved(otherAdmin, { slug: 'home', baseVersion: 1, edits: { 'hero.title': { text: 'Second' } } });
    expect(result).toMatchObject({ version: 2, edits: { 'hero.title': { text: 'Second' } } });
  });

  it('serialises simultaneous saves of one page: each bumps the version once and all edits survive', async () => {
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name, index) =>
        save(index % 2 ? admin : otherAdmin, { slug: 'about', baseVersion: 0, edits: { [`team.${name}`]: { text: name } } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.map((r) => r.json.result.data.version).sort()).toEqual([1, 2, 3, 4]);
    expect(Object.keys((await content('about')).edits).sort()).toEqual(['team.a', 'team.b', 'team.c', 'team.d']);
  });
});
