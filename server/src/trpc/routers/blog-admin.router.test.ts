import { DEFAULT_BLOG_CATEGORIES, type AdminBlogPost } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../clock.ts';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';
import { eventually } from '../../test/eventually.ts';
import { publicBlogPosts, publicBlogSlugs } from '../../test/public-blog.ts';
import { trpcQuery, trpcData } from '../../test/trpc-query.ts';

let server: TestServer;
let admin: TestClient;
let anonymous: TestClient;
let ordinary: TestClient;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: 'https://www.localrank.example' }, { webStandIn: true });
  admin = await server.signedInClient('admin');
  anonymous = new TestClient(server.baseUrl);
  ordinary = await server.signedInClient('user');
});

afterAll(async () => {
  await server?.close();
});

afterEach(() => setClock());

const query = (client: TestClient, path: string, input?: unknown) => trpcQuery(client, `blogAdmin.${path}`, input);
// A mutation without input still sends a JSON body, as the tRPC client does.
const mutate = (client: TestClient, path: string, input: unknown = {}) => client.post(`/trpc/blogAdmin.${path}`, input);

async function createPost(): Promise<AdminBlogPost> {
  return trpcData<AdminBlogPost>(await mutate(admin, 'create'));
}

/** Saves fields of a post at its current revision; a live post's then go live with Update. */
async function save(post: Pick<AdminBlogPost, 'id' | 'revision'>, fields: Record<string, unknown>): Promise<AdminBlogPost> {
  return goLive(trpcData<AdminBlogPost>(await mutate(admin, 'update', { id: post.id, baseRevision: post.revision, ...fields })));
}

/** Update: a live post's working copy goes live (a post without one is answered as it is). */
async function goLive(edited: AdminBlogPost): Promise<AdminBlogPost> {
  if (!edited.workingCopy) return edited;
  return trpcData<AdminBlogPost>(await mutate(admin, 'applyChanges', { id: edited.id, baseRevision: edited.revision }));
}

async function publish(post: Pick<AdminBlogPost, 'id' | 'revision'>, at?: string): Promise<AdminBlogPost> {
  return trpcData<AdminBlogPost>(await mutate(admin, 'publish', { id: post.id, baseRevision: post.revision, ...(at ? { at } : {}) }));
}

/** A post with its own slug and some content, published now. */
async function publishedPost(slug: string, fields: Record<string, unknown> = {}): Promise<AdminBlogPost> {
  const draft = await createPost();
  const saved = await save(draft, { title: `Post ${slug}`, slug, excerpt: `About ${slug}`, content: `<p>Body of ${slug}</p>`, ...fields });
  return publish(saved);
}

/** GET as an anonymous browser would, without following a redirect. */
async function page(path: string): Promise<{ status: number; location: string | null }> {
  const res = await fetch(server.baseUrl + path, { redirect: 'manual' });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get('location') };
}

/** Every post the manager lists, following the slices' cursors to the end. */
async function everyListed<T>(): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const slice: { items: T[]; nextCursor: string | null } = trpcData(await query(admin, 'list', { cursor }));
    rows.push(...slice.items);
    cursor = slice.nextCursor;
  } while (cursor !== null);
  return rows;
}

const publicSlugs = () => publicBlogSlugs(anonymous);

describe('blogAdmin access', () => {
  const calls: Array<[string, 'query' | 'mutation', unknown]> = [
    ['list', 'query', undefined],
    ['byId', 'query', { id: 1 }],
    ['create', 'mutation', undefined],
    ['update', 'mutation', { id: 1, baseRevision: 1, title: 'x' }],
    ['publish', 'mutation', { id: 1, baseRevision: 1 }],
    ['unpublish', 'mutation', { id: 1, baseRevision: 1 }],
    ['delete', 'mutation', { id: 1 }],
    ['categories', 'query', undefined],
    ['revisions', 'query', { id: 1 }],
    ['revision', 'query', { id: 1, revision: 1 }],
    ['restoreRevision', 'mutation', { id: 1, revision: 1, baseRevision: 1 }],
  ];

  it.each(calls)('%s: 401 anonymous, 403 ordinary account', async (path, type, input) => {
    for (const [client, status] of [
      [anonymous, 401],
      [ordinary, 403],
    ] as const) {
      const res = type === 'query' ? await query(client, path, input) : await mutate(client, path, input);
      expect(res.status).toBe(status);
    }
  });

  it("refuses a write without this site's Origin (403)", async () => {
    const res = await admin.post('/trpc/blogAdmin.create', {}, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});

describe('blogAdmin.create and list', () => {
  it('creates a draft New Blog Post, slug made unique, dated today, 3 min read, revision 1', async () => {
    setClock(() => new Date('2026-11-23T10:00:00Z'));
    const first = await createPost();
    const second = await createPost();
    expect(first).toMatchObject({
      title: 'New Blog Post',
      slug: 'new-blog-post',
      status: 'draft',
      readTime: '3 min read',
      readTimeManual: false,
      revision: 1,
      featured: false,
      featuredImage: null,
      content: '',
      categories: [],
      publishedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(second.slug).toBe('new-blog-post-2');
    expect(first.updatedBy).toBe('Administrator');

    const list = await everyListed<{ id: number; status: string; title: string }>();
    expect(list.length).toBeGreaterThanOrEqual(11);
    // Newest first: the two drafts dated after every seeded post.
    expect(list.slice(0, 2).map((p) => p.id)).toEqual([second.id, first.id]);
    expect(list.filter((p) => p.status === 'published').length).toBeGreaterThanOrEqual(9);
    expect(list[0]).not.toHaveProperty('content');
    // Drafts stay off the public site.
    expect(await publicSlugs()).not.toContain('new-blog-post');
  });
});

describe('blogAdmin.byId', () => {
  it('returns a post for the editor; 404 for an unknown id; 400 for a bad id', async () => {
    const created = await createPost();
    expect(trpcData(await query(admin, 'byId', { id: created.id }))).toMatchObject({ id: created.id, title: 'New Blog Post' });
    const missing = await query(admin, 'byId', { id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toMatch(/no blog post with id 999999/);
    expect((await query(admin, 'byId', { id: 'one' })).status).toBe(400);
  });
});

describe('blogAdmin.update', () => {
  it('saves the fields, keeps the status, sanitises the body and computes the read time', async () => {
    const created = await createPost();
    const words = Array.from({ length: 700 }, (_, i) => `word${i}`).join(' ');
    const saved = await save(created, {
      title: 'Ranking in the map pack',
      slug: 'ranking-in-the-map-pack',
      excerpt: 'How to rank.',
      author: 'Sarah Mitchell',
      content: `<p onclick="steal()">${words}</p><script>alert(1)</script>`,
      categories: ['Local SEO', '  ', 'Local SEO', 'Brand New Category'],
      seo: { metaTitle: 'Rank in the map pack', canonicalUrl: '/blog/ranking-in-the-map-pack' },
    });
    expect(saved).toMatchObject({
      status: 'draft',
      revision: 2,
      title: 'Ranking in the map pack',
      readTime: '4 min read',
      readTimeManual: false,
      categories: ['Local SEO', 'Brand New Category'],
      seo: { metaTitle: 'Rank in the map pack', twitterCard: 'summary_large_image' },
    });
    expect(saved.content).toBe(`<p>${words}</p>`);

    const manual = await save(saved, { readTimeMinutes: 9 });
    expect(manual).toMatchObject({ readTime: '9 min read', readTimeManual: true, readTimeMinutes: 9 });
    // Set by hand, it no longer follows the words.
    expect((await save(manual, { content: '<p>short</p>' })).readTime).toBe('9 min read');
    const auto = await save({ id: manual.id, revision: manual.revision + 1 }, { readTimeMinutes: null });
    expect(auto).toMatchObject({ readTime: '1 min read', readTimeManual: false });
  });

  it('answers 400 naming the field for bad input, and 404 for an unknown post', async () => {
    const created = await createPost();
    const empty = await mutate(admin, 'update', { id: created.id, baseRevision: 1, title: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.message).toBe('A title is required.');
    expect(empty.json.error.data.fieldErrors).toEqual({ title: 'A title is required.' });
    const slug = await mutate(admin, 'update', { id: created.id, baseRevision: 1, slug: 'Not A Slug!' });
    expect(slug.status).toBe(400);
    expect(slug.json.error.message).toMatch(/lower-case letters/);
    const image = await mutate(admin, 'update', { id: created.id, baseRevision: 1, imageUrl: 'javascript:alert(1)' });
    expect(image.status).toBe(400);
    const noBase = await mutate(admin, 'update', { id: created.id, title: 'x' });
    expect(noBase.status).toBe(400);
    expect(noBase.json.error.message).toMatch(/baseRevision is required/);
    const missingImage = await mutate(admin, 'update', { id: created.id, baseRevision: 1, featuredImageId: 987_654 });
    expect(missingImage.status).toBe(400);
    expect(missingImage.json.error.message).toMatch(/not in the media library/);
    const unknown = await mutate(admin, 'update', { id: 999_999, baseRevision: 1, title: 'x' });
    expect(unknown.status).toBe(404);
    // Nothing was written by the refused saves.
    expect(trpcData(await query(admin, 'byId', { id: created.id }))).toMatchObject({ revision: 1, title: 'New Blog Post' });
  });

  it('refuses a duplicate slug with 409 naming it, overwriting nothing', async () => {
    const created = await createPost();
    const res = await mutate(admin, 'update', { id: created.id, baseRevision: 1, title: 'Copycat', slug: 'geo-grid-tracking-guide' });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe("The slug 'geo-grid-tracking-guide' is already used by another post. Choose a different slug.");
    expect(trpcData(await query(admin, 'byId', { id: created.id }))).toMatchObject({
      title: 'New Blog Post',
      slug: created.slug,
      revision: 1,
    });
    const seeded = trpcData<{ title: string }>(await trpcQuery(anonymous, 'blogPost.bySlug', { slug: 'geo-grid-tracking-guide' }));
    expect(seeded.title).not.toBe('Copycat');
  });

  it('refuses a save made on an older revision (another tab saved first) with 409, overwriting nothing', async () => {
    const created = await createPost();
    const tabA = await save(created, { title: 'Saved by tab A' });
    const stale = await mutate(admin, 'update', { id: created.id, baseRevision: created.revision, title: 'Saved by tab B' });
    expect(stale.status).toBe(409);
    expect(stale.json.error.message).toMatch(/^Another tab or admin saved this post first/);
    expect(stale.json.error.data.details).toEqual({ kind: 'blogConflict', currentRevision: tabA.revision });
    expect(trpcData(await query(admin, 'byId', { id: created.id }))).toMatchObject({ title: 'Saved by tab A', revision: tabA.revision });
    // A revision from the future is no save anyone made.
    const future = await mutate(admin, 'update', { id: created.id, baseRevision: tabA.revision + 5, title: 'x' });
    expect(future.status).toBe(400);
  });

  it('keeps exactly one featured post', async () => {
    const post = await publishedPost('featured-now');
    const featured = await save(post, { featured: true });
    expect(featured.featured).toBe(true);
    const list = await everyListed<{ slug: string; featured: boolean }>();
    expect(list.filter((p) => p.featured).map((p) => p.slug)).toEqual(['featured-now']);
    const publicFeatured = (await publicBlogPosts(anonymous)).filter((p) => p.featured);
    expect(publicFeatured.map((p) => p.slug)).toEqual(['featured-now']);
  });
});

describe('blogAdmin.publish and unpublish', () => {
  it('publishes now: /blog, the article, sitemap, RSS and JSON-LD follow on the next request', async () => {
    const post = await publishedPost('fresh-news', { categories: ['Updates'] });
    expect(post.status).toBe('published');
    expect(await publicSlugs()).toContain('fresh-news');
    const page = await anonymous.get('/blog/fresh-news');
    expect(page.status).toBe(200);
    expect(articleJsonLd(page.text)).toMatchObject({ '@type': 'Article', headline: 'Post fresh-news' });
    expect((await anonymous.get('/sitemap.xml')).text).toContain('/blog/fresh-news</loc>');
    expect((await anonymous.get('/blog/rss.xml')).text).toContain('<title>Post fresh-news</title>');

    const updated = await save(post, { title: 'Fresh news, updated' });
    expect(updated.status).toBe('published');
    expect(articleJsonLd((await anonymous.get('/blog/fresh-news')).text)).toMatchObject({ headline: 'Fresh news, updated' });
    expect((await anonymous.get('/blog/rss.xml')).text).toContain('<title>Fresh news, updated</title>');

    const draft = trpcData<AdminBlogPost>(await mutate(admin, 'unpublish', { id: post.id, baseRevision: updated.revision }));
    expect(draft.status).toBe('draft');
    expect(await publicSlugs()).not.toContain('fresh-news');
    expect((await anonymous.get('/blog/fresh-news')).status).toBe(404);
    expect((await trpcQuery(anonymous, 'blogPost.bySlug', { slug: 'fresh-news' })).status).toBe(404);
    expect((await anonymous.get('/sitemap.xml')).text).not.toContain('/blog/fresh-news<');
    expect((await anonymous.get('/blog/rss.xml')).text).not.toContain('Fresh news, updated');
  });

  it('schedules a post for a future time: scheduled and hidden before it, public after it, with no restart', async () => {
    const start = new Date('2026-12-01T08:00:00Z');
    setClock(() => start);
    const draft = await save(await createPost(), { title: 'Launching soon', slug: 'launching-soon', content: '<p>Soon.</p>' });
    const scheduled = await publish(draft, '2026-12-01T09:00:00Z');
    expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: '2026-12-01T09:00:00.000Z' });
    expect(await publicSlugs()).not.toContain('launching-soon');
    expect((await anonymous.get('/blog/launching-soon')).status).toBe(404);
    expect((await anonymous.get('/sitemap.xml')).text).not.toContain('launching-soon');

    setClock(() => new Date('2026-12-01T09:00:01Z'));
    expect(await publicSlugs()).toContain('launching-soon');
    expect((await anonymous.get('/blog/launching-soon')).status).toBe(200);
    expect((await anonymous.get('/sitemap.xml')).text).toContain('/blog/launching-soon</loc>');
    expect((await anonymous.get('/blog/rss.xml')).text).toContain('<title>Launching soon</title>');
    expect(trpcData<AdminBlogPost>(await query(admin, 'byId', { id: draft.id })).status).toBe('published');
  });

  it('schedules a live post: offline until then, keeping its date unless asked, then live again where its date puts it', async () => {
    setClock(() => new Date('2026-12-02T08:00:00Z'));
    const live = await publishedPost('kept-date', { title: 'Kept date' });
    expect(live.publishedAt).toBe('2026-12-02T08:00:00.000Z');

    setClock(() => new Date('2026-12-03T08:00:00Z'));
    const offline = trpcData<AdminBlogPost>(
      await mutate(admin, 'publish', { id: live.id, baseRevision: live.revision, at: '2026-12-04T09:00:00Z' }),
    );
    expect(offline).toMatchObject({
      status: 'scheduled',
      publishedAt: '2026-12-02T08:00:00.000Z',
      offlineUntil: '2026-12-04T09:00:00.000Z',
    });
    expect(await publicSlugs()).not.toContain('kept-date');
    expect((await anonymous.get('/blog/kept-date')).status).toBe(404);
    expect((await anonymous.get('/sitemap.xml')).text).not.toContain('/blog/kept-date<');
    expect((await anonymous.get('/blog/rss.xml')).text).not.toContain('<title>Kept date</title>');
    const scheduledList = trpcData<{ items: Array<{ id: number }> }>(await query(admin, 'list', { status: 'scheduled' }));
    expect(scheduledList.items.map((item) => item.id)).toContain(live.id);

    setClock(() => new Date('2026-12-04T09:00:01Z'));
    expect(await publicSlugs()).toContain('kept-date');
    const article = await anonymous.get('/blog/kept-date');
    expect(article.status).toBe(200);
    expect(articleJsonLd(article.text)).toMatchObject({ datePublished: '2026-12-02T08:00:00.000Z' });
    expect(trpcData<AdminBlogPost>(await query(admin, 'byId', { id: live.id }))).toMatchObject({ status: 'published', offlineUntil: null });
  });

  it('schedules a live post with a new date when asked, and Publish brings an offline post back at once', async () => {
    setClock(() => new Date('2026-12-05T08:00:00Z'));
    const live = await publishedPost('new-date', { title: 'New date' });
    const moved = trpcData<AdminBlogPost>(
      await mutate(admin, 'publish', { id: live.id, baseRevision: live.revision, at: '2026-12-06T09:00:00Z', newDate: true }),
    );
    expect(moved).toMatchObject({ status: 'scheduled', publishedAt: '2026-12-06T09:00:00.000Z', offlineUntil: null });

    const other = await publishedPost('back-now', { title: 'Back now' });
    const away = trpcData<AdminBlogPost>(
      await mutate(admin, 'publish', { id: other.id, baseRevision: other.revision, at: '2026-12-09T09:00:00Z' }),
    );
    expect(away.status).toBe('scheduled');
    const back = await publish(away);
    expect(back).toMatchObject({ status: 'published', publishedAt: '2026-12-05T08:00:00.000Z', offlineUntil: null });
    expect(await publicSlugs()).toContain('back-now');
  });

  it('shows a schedule and its go-live on a second app instance at its time (no timers), and a delete once it is notified', async () => {
    const second = await startTestServer({}, { shareDatabaseOf: server });
    try {
      const other = new TestClient(second.baseUrl);
      const slugsThere = () => publicBlogSlugs(other);
      setClock(() => new Date('2027-03-01T08:00:00Z'));
      const draft = await save(await createPost(), { title: 'Everywhere at nine', slug: 'everywhere-at-nine' });
      await publish(draft, '2027-03-01T09:00:00Z');
      expect(await slugsThere()).not.toContain('everywhere-at-nine');
      setClock(() => new Date('2027-03-01T09:30:00Z'));
      expect(await slugsThere()).toContain('everywhere-at-nine');
      expect((await other.get('/sitemap.xml')).text).toContain('/blog/everywhere-at-nine</loc>');
      await mutate(admin, 'delete', { id: draft.id });
      // The other instance hears of the write from the database (LISTEN/NOTIFY) and drops its cached list.
      expect(await eventually(slugsThere, (slugs) => !slugs.includes('everywhere-at-nine'))).not.toContain('everywhere-at-nine');
    } finally {
      await second.close();
    }
  });

  it('answers 400 for a bad time, 404 for an unknown post and 409 for a stale revision', async () => {
    const created = await createPost();
    const badTime = await mutate(admin, 'publish', { id: created.id, baseRevision: 1, at: 'next tuesday' });
    expect(badTime.status).toBe(400);
    expect(badTime.json.error.message).toMatch(/ISO date and time/);
    expect((await mutate(admin, 'publish', { id: 999_999, baseRevision: 1 })).status).toBe(404);
    expect((await mutate(admin, 'unpublish', { id: 999_999, baseRevision: 1 })).status).toBe(404);
    expect((await mutate(admin, 'unpublish', { id: created.id })).status).toBe(400);
    await save(created, { title: 'moved on' });
    expect((await mutate(admin, 'publish', { id: created.id, baseRevision: 1 })).status).toBe(409);
    expect((await mutate(admin, 'unpublish', { id: created.id, baseRevision: 1 })).status).toBe(409);
  });
});

/** The Article JSON-LD block of served HTML, if any. */
function articleJsonLd(html: string): Record<string, unknown> | undefined {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((block) => block['@type'] === 'Article');
}

describe('slug changes', () => {
  it('keeps the old URL of a published post working with a 301 to the new one', async () => {
    const post = await publishedPost('old-address');
    const moved = await save(post, { slug: 'new-address' });
    expect(await page('/blog/old-address?ref=mail')).toEqual({ status: 301, location: '/blog/new-address?ref=mail' });
    expect((await anonymous.get('/blog/new-address')).status).toBe(200);
    const viaApi = trpcData<{ slug: string; redirectedFrom: string | null }>(
      await trpcQuery(anonymous, 'blogPost.bySlug', { slug: 'old-address' }),
    );
    expect(viaApi).toMatchObject({ slug: 'new-address', redirectedFrom: 'old-address' });
    expect((await anonymous.get('/sitemap.xml')).text).not.toContain('old-address');

    // Renamed again: the first URL goes straight to the newest one.
    const again = await save(moved, { slug: 'newest-address' });
    expect(await page('/blog/old-address')).toEqual({ status: 301, location: '/blog/newest-address' });
    expect(await page('/blog/new-address')).toEqual({ status: 301, location: '/blog/newest-address' });

    // Another post may take an old URL; the live post wins over the redirect.
    await publishedPost('old-address');
    expect(await page('/blog/old-address')).toEqual({ status: 200, location: null });

    // Unpublished or deleted, the old URLs are 404 like the post.
    expect(trpcData(await mutate(admin, 'delete', { id: again.id }))).toEqual({ id: again.id });
    expect((await page('/blog/new-address')).status).toBe(404);
    expect((await page('/blog/newest-address')).status).toBe(404);
  });

  it('does not redirect the old slug of a draft', async () => {
    const draft = await save(await createPost(), { slug: 'draft-first-name' });
    await save(draft, { slug: 'draft-second-name' });
    expect((await page('/blog/draft-first-name')).status).toBe(404);
  });
});

describe('blogAdmin.delete', () => {
  it('deletes a post for good: 404 afterwards, and 404 for an unknown id', async () => {
    const post = await publishedPost('short-lived');
    expect(trpcData(await mutate(admin, 'delete', { id: post.id }))).toEqual({ id: post.id });
    expect((await query(admin, 'byId', { id: post.id })).status).toBe(404);
    expect(await publicSlugs()).not.toContain('short-lived');
    expect((await anonymous.get('/blog/short-lived')).status).toBe(404);
    expect((await anonymous.get('/sitemap.xml')).text).not.toContain('short-lived');
    expect((await mutate(admin, 'delete', { id: post.id })).status).toBe(404);
    expect((await mutate(admin, 'delete', { id: 'x' })).status).toBe(400);
  });
});

describe('blogAdmin.categories', () => {
  it('lists the default categories, then every other category a post uses', async () => {
    await save(await createPost(), { categories: ['Zebra Crossings'] });
    const categories = trpcData<string[]>(await query(admin, 'categories'));
    expect(categories.slice(0, DEFAULT_BLOG_CATEGORIES.length)).toEqual([...DEFAULT_BLOG_CATEGORIES]);
    expect(categories).toEqual(expect.arrayContaining(['Guides', 'Google Updates', 'Tips & Tricks', 'Zebra Crossings']));
    expect(new Set(categories).size).toBe(categories.length);
  });
});

describe('revisions', () => {
  it('keeps one per save (the last 20 listed with time and author) and restores any of them', async () => {
    let post = await createPost();
    for (let i = 1; i <= 22; i += 1) post = await save(post, { title: `Title ${i}`, content: `<p>Version ${i}</p>` });
    expect(post.revision).toBe(23);

    const revisions = trpcData<Array<{ revision: number; action: string; savedAt: string; savedBy: string; title: string }>>(
      await query(admin, 'revisions', { id: post.id }),
    );
    expect(revisions).toHaveLength(20);
    expect(revisions.map((r) => r.revision)).toEqual(Array.from({ length: 20 }, (_, i) => 23 - i));
    expect(revisions[0]).toMatchObject({ action: 'saved', title: 'Title 22', savedBy: 'Administrator' });
    expect(Date.parse(revisions[0]!.savedAt)).not.toBeNaN();

    const old = trpcData<{ post: { title: string; content: string } }>(await query(admin, 'revision', { id: post.id, revision: 6 }));
    expect(old.post).toMatchObject({ title: 'Title 5', content: '<p>Version 5</p>' });
    expect((await query(admin, 'revision', { id: post.id, revision: 2 })).status).toBe(404);

    const restored = trpcData<AdminBlogPost>(
      await mutate(admin, 'restoreRevision', { id: post.id, revision: 6, baseRevision: post.revision }),
    );
    expect(restored).toMatchObject({ title: 'Title 5', content: '<p>Version 5</p>', revision: 24, status: 'draft' });
    expect(trpcData<Array<{ action: string }>>(await query(admin, 'revisions', { id: post.id }))[0]!.action).toBe('restored');

    // Restoring from a stale copy is refused like any save.
    const stale = await mutate(admin, 'restoreRevision', { id: post.id, revision: 7, baseRevision: post.revision });
    expect(stale.status).toBe(409);
    expect(trpcData<AdminBlogPost>(await query(admin, 'byId', { id: post.id })).title).toBe('Title 5');
  });

  it('answers 404 for an unknown post and 400 for bad input', async () => {
    expect((await query(admin, 'revisions', { id: 999_999 })).status).toBe(404);
    expect((await query(admin, 'revision', { id: 999_999, revision: 1 })).status).toBe(404);
    expect((await mutate(admin, 'restoreRevision', { id: 999_999, revision: 1, baseRevision: 1 })).status).toBe(404);
    expect((await query(admin, 'revisions', {})).status).toBe(400);
    expect((await mutate(admin, 'restoreRevision', { id: 1, revision: 0, baseRevision: 1 })).status).toBe(400);
  });

  it('restoring an older slug of a published post takes the slug back (409 if another post holds it)', async () => {
    const post = await publishedPost('first-slug');
    const renamed = await save(post, { slug: 'second-slug' });
    const back = await goLive(
      trpcData<AdminBlogPost>(
        await mutate(admin, 'restoreRevision', { id: post.id, revision: post.revision, baseRevision: renamed.revision }),
      ),
    );
    expect(back.slug).toBe('first-slug');
    expect((await anonymous.get('/blog/first-slug')).status).toBe(200);
    expect(await page('/blog/second-slug')).toEqual({ status: 301, location: '/blog/first-slug' });

    // Renamed again, and another post takes the first slug (its redirect gives way to the live post).
    const mine = await save(back, { slug: 'my-own-slug' });
    await save(await publishedPost('first-slug-y'), { slug: 'first-slug' });
    const conflict = await mutate(admin, 'restoreRevision', { id: post.id, revision: post.revision, baseRevision: mine.revision });
    expect(conflict.status).toBe(409);
    expect(conflict.json.error.message).toContain("'first-slug'");
  });
});
