import { ADMIN_BLOG_LIST_SLICE, type AdminBlogListSlice, type AdminBlogPost } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';
import { trpcQuery, trpcData } from '../../test/trpc-query.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({}, { webStandIn: true });
  admin = await server.signedInClient('admin');
});

afterAll(async () => {
  await server?.close();
});

const list = async (input: Record<string, unknown>) => trpcData<AdminBlogListSlice>(await trpcQuery(admin, 'blogAdmin.list', input));

/** Every post of a filter, slice by slice, and how many slices it took. */
async function everySlice(filter: Record<string, unknown>): Promise<{ ids: number[]; slices: number; totals: number[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  let slices = 0;
  do {
    const slice = await list({ ...filter, cursor });
    ids.push(...slice.items.map((post) => post.id));
    totals.push(slice.total);
    cursor = slice.nextCursor;
    slices += 1;
  } while (cursor !== null);
  return { ids, slices, totals };
}

interface Row {
  title: string;
  status?: 'draft' | 'published';
  publishedAt: string | null;
  categories: string[];
}

/** Inserts posts straight into the database (one statement), answering their ids in the order given. */
async function insertPosts(rows: Row[]): Promise<number[]> {
  const em = server.orm.em.fork();
  const inserted = await em.getConnection().execute<Array<{ id: number }>>(
    `insert into blog_posts (title, slug, content, status, published_at, categories, seo)
     select r.title, r.slug, '', r.status, r.published_at::timestamptz, r.categories, '{}'::jsonb
       from jsonb_to_recordset(?::jsonb) as r(title text, slug text, status text, published_at text, categories jsonb, ord int)
      order by r.ord
     returning id`,
    [
      JSON.stringify(
        rows.map((row, ord) => ({
          title: row.title,
          slug: `list-test-${Date.now()}-${Math.random().toString(36).slice(2)}-${ord}`,
          status: row.status ?? 'published',
          published_at: row.publishedAt,
          categories: row.categories,
          ord,
        })),
      ),
    ],
  );
  return inserted.map((row) => row.id);
}

describe('blogAdmin.list slices', () => {
  it('answers 50 posts a slice, newest first (no date on top, id breaking ties, microseconds kept), to the end', async () => {
    const category = 'Paging Order';
    // 120 posts: pairs sharing a time to the microsecond (ties across a slice boundary), and one without a date.
    const rows: Row[] = Array.from({ length: 119 }, (_, n) => ({
      title: `Paging post ${n}`,
      publishedAt: new Date(Date.UTC(2020, 0, 1, 0, Math.floor(n / 2))).toISOString().replace('.000Z', '.123456Z'),
      categories: [category],
    }));
    rows.push({ title: 'Paging post without a date', publishedAt: null, status: 'draft', categories: [category] });
    const ids = await insertPosts(rows);
    // Newest first: the undated one, then by time descending, the higher id first within a time.
    const expected = [
      ids[119],
      ...ids.slice(0, 119).sort((a, b) => {
        const at = (id: number) => Math.floor(ids.indexOf(id) / 2);
        return at(b) - at(a) || b - a;
      }),
    ];

    const first = await list({ category });
    expect(first.items).toHaveLength(ADMIN_BLOG_LIST_SLICE);
    expect(first.total).toBe(120);
    expect(first.items[0]).toMatchObject({ id: ids[119], publishedAt: null, status: 'draft' });
    expect(first.items[1]).not.toHaveProperty('content');

    const all = await everySlice({ category });
    expect(all.slices).toBe(3);
    expect(all.totals).toEqual([120, 120, 120]);
    expect(all.ids).toEqual(expected);
  });

  it('keeps its place when posts are added between slices: nothing repeats, nothing is skipped', async () => {
    const category = 'Paging Stable';
    const ids = await insertPosts(
      Array.from({ length: 70 }, (_, n) => ({
        title: `Stable post ${n}`,
        publishedAt: new Date(Date.UTC(2021, 0, 1 + n)).toISOString(),
        categories: [category],
      })),
    );
    const first = await list({ category });
    // New posts arrive (newer than all, as New Post makes them) before the admin scrolls on.
    const added = await insertPosts(
      Array.from({ length: 5 }, (_, n) => ({ title: `Arrived ${n}`, publishedAt: new Date().toISOString(), categories: [category] })),
    );
    const second = await list({ category, cursor: first.nextCursor });
    const seen = [...first.items, ...second.items].map((post) => post.id);
    expect(new Set(seen).size).toBe(70);
    expect(seen).toEqual([...ids].reverse());
    expect(second.nextCursor).toBeNull();
    expect(second.total).toBe(75);
    expect(seen).not.toContain(added[0]);
  });
});

describe('blogAdmin.list filters', () => {
  it('finds an old post by a part of its title in any case, with LIKE wildcards taken literally', async () => {
    const category = 'Paging Search';
    const [old] = await insertPosts([
      { title: 'Harbour Lights of Zanzibar', publishedAt: '2001-05-04T10:00:00Z', categories: [category] },
      ...Array.from({ length: 60 }, (_, n) => ({
        title: `Recent post ${n}`,
        publishedAt: new Date(Date.UTC(2024, 0, 1 + n)).toISOString(),
        categories: [category],
      })),
      { title: '100% local_seo', publishedAt: '2022-01-01T00:00:00Z', categories: [category] },
      { title: '1000 localXseo', publishedAt: '2022-01-02T00:00:00Z', categories: [category] },
    ]);
    const found = await list({ q: 'harbour LIGHTS' });
    expect(found.items.map((post) => post.id)).toEqual([old]);
    expect(found).toMatchObject({ total: 1, nextCursor: null });
    expect((await list({ q: '  ZANZIBAR ' })).items.map((post) => post.title)).toEqual(['Harbour Lights of Zanzibar']);
    expect((await list({ q: '0% local_' })).items.map((post) => post.title)).toEqual(['100% local_seo']);
    expect((await list({ q: 'no post is called this' })).items).toEqual([]);
    // A blank search is no search.
    expect((await list({ q: '   ', category })).total).toBe(63);
  });

  it('filters by displayed status (a future publish time reads scheduled) and by category', async () => {
    const category = 'Paging Status';
    const [draft, live, scheduled] = await insertPosts([
      { title: 'Status draft', status: 'draft', publishedAt: '2023-01-01T00:00:00Z', categories: [category] },
      { title: 'Status live', publishedAt: '2023-01-02T00:00:00Z', categories: [category, 'Other'] },
      { title: 'Status scheduled', publishedAt: '2099-01-01T00:00:00Z', categories: [category] },
    ]);
    const ids = async (filter: Record<string, unknown>) => (await list({ category, ...filter })).items.map((post) => post.id);
    expect(await ids({})).toEqual([scheduled, live, draft]);
    expect(await ids({ status: 'draft' })).toEqual([draft]);
    expect(await ids({ status: 'published' })).toEqual([live]);
    expect(await ids({ status: 'scheduled' })).toEqual([scheduled]);
    expect((await list({ category, status: 'scheduled' })).items[0]?.status).toBe('scheduled');
    expect((await list({ category: 'Other', q: 'Status' })).items.map((post) => post.id)).toEqual([live]);
    // Every filter together, and a category no post has.
    expect(await ids({ status: 'published', q: 'LIVE' })).toEqual([live]);
    expect(await list({ category: 'No Such Category' })).toMatchObject({ items: [], total: 0, nextCursor: null });
  });

  it('shows a post made with New Post in the first slice, above every post dated before it', async () => {
    const created = trpcData<AdminBlogPost>(await admin.post('/trpc/blogAdmin.create', {}));
    const first = await list({});
    // Only an undated post or a scheduled one (dated later) may come before it.
    const at = first.items.findIndex((post) => post.id === created.id);
    expect(at).toBeGreaterThanOrEqual(0);
    const above = first.items.slice(0, at);
    expect(above.every((post) => post.publishedAt === null || post.status === 'scheduled')).toBe(true);
    expect((await list({ status: 'draft', q: 'new blog' })).items[0]?.id).toBe(created.id);
  });
});

describe('blogAdmin.list bad input', () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['an unknown status', { status: 'archived' }, /status must be one of draft, in_review, published or scheduled/],
    ['a garbage cursor', { cursor: 'garbage!!' }, /cursor\) is not one the server gave out/],
    ['a cursor of the wrong shape', { cursor: Buffer.from('{"id":1}').toString('base64url') }, /cursor\) is not one/],
    ['a cursor with a bad date', { cursor: Buffer.from('["yesterday",1]').toString('base64url') }, /cursor\) is not one/],
    ['a cursor too long', { cursor: 'x'.repeat(201) }, /cursor\) must be the nextCursor/],
    ['a search too long', { q: 'x'.repeat(256) }, /search must be text of at most 255/],
    ['a search that is not text', { q: 5 }, /search must be text/],
  ];

  it.each(cases)('answers 400 with a sentence for %s', async (_name, input, message) => {
    const res = await trpcQuery(admin, 'blogAdmin.list', input);
    expect(res.status).toBe(400);
    expect((res.json as { error: { message: string } }).error.message).toMatch(message);
  });

  it('is for admins only: 401 signed out, 403 for an ordinary account', async () => {
    expect((await trpcQuery(new TestClient(server.baseUrl), 'blogAdmin.list', { q: 'a' })).status).toBe(401);
    const ordinary = await server.signedInClient('user');
    expect((await trpcQuery(ordinary, 'blogAdmin.list', { q: 'a' })).status).toBe(403);
  });
});
