import { ADMIN_LIST_PAGE_SIZE, type BuilderPageSummary, type PagedList } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBuilderPage } from '../test/builder-client.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { trpcData, trpcQuery } from '../test/trpc-query.ts';

// The builder's page selector reads the pages a list page (50) at a time, searched by name or slug, and the open page by
// its slug, over HTTP on a real database.

let server: TestServer;
let admin: TestClient;
/** The ids of the pages this file makes, in the order made. */
const made: number[] = [];
const stamp = Date.now().toString(36);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('admin');
  // 55 pages after the five seeded ones: two list pages in all.
  for (let n = 0; n < 55; n += 1) made.push(await newBuilderPage(admin, `listed-${stamp}-${n}`));
  const special = await admin.post('/trpc/builderPage.create', { name: 'Spring 100% Offer_Page', slug: `spring-${stamp}` });
  made.push(special.json.result.data.id as number);
}, 180_000);

afterAll(() => server?.close());

const list = async (input?: unknown) => trpcData<PagedList<BuilderPageSummary>>(await trpcQuery(admin, 'builderPage.list', input));

describe('builderPage.list', () => {
  it('answers 50 pages a list page in the order made, the seeded ones first, and an empty list page past the end', async () => {
    const first = await list();
    expect(first.items).toHaveLength(ADMIN_LIST_PAGE_SIZE);
    expect(first).toMatchObject({ page: 1, total: 61, pageCount: 2 });
    expect(first.items.slice(0, 5).map((page) => page.slug)).toEqual(['home', 'features', 'use-cases', 'pricing', 'about']);
    expect(first.items[0]).not.toHaveProperty('tree');
    const second = await list({ page: 2 });
    expect(second).toMatchObject({ page: 2, total: 61, pageCount: 2 });
    expect([...first.items, ...second.items].slice(5).map((page) => page.id)).toEqual(made);
    expect((await list({ page: 3 })).items).toEqual([]);
  });

  it('searches names and slugs in any case, with LIKE wildcards taken literally', async () => {
    expect((await list({ q: 'SPRING 100% offer_' })).items.map((page) => page.name)).toEqual(['Spring 100% Offer_Page']);
    expect((await list({ q: `spring-${stamp}` })).items.map((page) => page.name)).toEqual(['Spring 100% Offer_Page']);
    expect((await list({ q: '100_' })).total).toBe(0);
    const listed = await list({ q: `listed-${stamp}-1` });
    // listed-…-1 and listed-…-10 to -19.
    expect(listed.total).toBe(11);
    expect((await list({ q: '   ' })).total).toBe(61);
  });

  it('leaves deleted pages out', async () => {
    const gone = await newBuilderPage(admin, `gone-${stamp}`);
    expect((await list({ q: `gone-${stamp}` })).total).toBe(1);
    expect((await admin.post('/trpc/builderPage.delete', { pageId: gone })).status).toBe(200);
    expect((await list({ q: `gone-${stamp}` })).total).toBe(0);
    expect(trpcData(await trpcQuery(admin, 'builderPage.bySlug', { slug: `gone-${stamp}` }))).toBeNull();
  });

  it('answers 400 with a sentence for a bad list page or search', async () => {
    for (const [input, message] of [
      [{ page: 0 }, 'Page must be a whole number of 1 or more.'],
      [{ page: 'two' }, 'Page must be a whole number of 1 or more.'],
      [{ q: 'x'.repeat(101) }, 'The search must be text of at most 100 characters.'],
    ] as const) {
      const res = await trpcQuery(admin, 'builderPage.list', input);
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe(message);
    }
  });
});

describe('builderPage.bySlug', () => {
  it('answers the page at a slug wherever it is in the list, or null for none', async () => {
    const last = trpcData<BuilderPageSummary>(await trpcQuery(admin, 'builderPage.bySlug', { slug: `listed-${stamp}-54` }));
    expect(last).toMatchObject({ id: made[54], name: `listed-${stamp}-54`, path: `/listed-${stamp}-54` });
    expect(trpcData(await trpcQuery(admin, 'builderPage.bySlug', { slug: 'no-such-page' }))).toBeNull();
    const res = await trpcQuery(admin, 'builderPage.bySlug', { slug: 'x'.repeat(201) });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('A page slug has at most 200 characters.');
  });

  it('is for admins only', async () => {
    expect((await trpcQuery(new TestClient(server.baseUrl), 'builderPage.bySlug', { slug: 'home' })).status).toBe(401);
    expect((await trpcQuery(new TestClient(server.baseUrl), 'builderPage.list', { q: 'home' })).status).toBe(401);
  });
});
