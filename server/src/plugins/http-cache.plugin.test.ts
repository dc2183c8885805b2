import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';
import { CDN_CACHE, NO_STORE, PRIVATE_CACHE, PUBLIC_CACHE } from '../http/cache-headers.ts';

let server: TestServer;
let visitor: TestClient;
let member: TestClient;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({}, { webStandIn: true });
  visitor = new TestClient(server.baseUrl);
  member = await server.signedInClient('user');
  admin = await server.signedInClient('admin');
});

afterAll(async () => {
  await server?.close();
});

const blogList = '/trpc/blogPost.list';
const post = `/trpc/blogPost.bySlug?input=${encodeURIComponent(JSON.stringify({ slug: 'ultimate-guide-local-seo-2025' }))}`;

describe('ETag and 304', () => {
  it.each(['/blog', '/', blogList, post, '/api/media', '/sitemap.xml'])(
    '%s answers 304 with no body when the ETag still matches',
    async (path) => {
      const first = await visitor.get(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);

      const again = await visitor.get(path, { 'If-None-Match': etag! });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(PUBLIC_CACHE);

      expect((await visitor.get(path, { 'If-None-Match': '"something-else"' })).status).toBe(200);
    },
  );

  it('a tRPC batch of queries gets one ETag for the whole answer', async () => {
    const batch = `/trpc/blogPost.list,page.bySlug?batch=1&input=${encodeURIComponent(JSON.stringify({ 1: { slug: 'home' } }))}`;
    const first = await visitor.get(batch);
    expect(first.status).toBe(200);
    expect(first.json).toHaveLength(2);
    expect((await visitor.get(batch, { 'If-None-Match': first.headers.get('etag')! })).status).toBe(304);
  });

  it('changes the ETag when the content changes (a page save), so the next revalidation gets the new page', async () => {
    const path = `/trpc/page.bySlug?input=${encodeURIComponent(JSON.stringify({ slug: 'about' }))}`;
    const before = await visitor.get(path);
    const saved = await admin.post('/trpc/page.save', { slug: 'about', baseVersion: 0, edits: { 'about.title': { text: 'Who we are' } } });
    expect(saved.status, saved.text).toBe(200);
    const after = await visitor.get(path, { 'If-None-Match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.json.result.data.edits['about.title']).toEqual({ text: 'Who we are' });
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });
});

describe('Cache-Control by audience', () => {
  it('lets a CDN keep anonymous public pages and reads, varying on the cookie, while browsers revalidate', async () => {
    for (const path of ['/blog', '/pricing', '/blog/ultimate-guide-local-seo-2025', blogList, post, '/api/media']) {
      // Twice: the first answer is built, the second comes from the kept copy; both say the same.
      for (let round = 0; round < 2; round += 1) {
        const res = await visitor.get(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('cache-control'), path).toBe(PUBLIC_CACHE);
        expect(res.headers.get('cache-control')).toMatch(/max-age=0, s-maxage=\d+/);
        // Stale-while-revalidate is for CDNs only: a browser applying it would show a page from before an edit.
        expect(res.headers.get('cache-control')).not.toMatch(/stale-while-revalidate/);
        expect(res.headers.get('cdn-cache-control'), path).toBe(CDN_CACHE);
        expect(res.headers.get('cdn-cache-control')).toMatch(/stale-while-revalidate=\d+/);
        expect(res.headers.get('vary'), path).toMatch(/Cookie/);
      }
    }
  });

  it('keeps anything answered for a signed-in user private (the page embeds the user)', async () => {
    for (const path of ['/blog', '/pricing', blogList, '/api/user', '/trpc/user.me']) {
      const res = await member.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(PRIVATE_CACHE);
    }
    expect((await member.get('/blog')).text).toContain('"role":"user"');
  });

  it('stores nothing an admin reads, nor the admin screens, nor a failure', async () => {
    for (const path of ['/trpc/page.list', '/trpc/contact.unreadCount', '/admin/dashboard', '/blog']) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(NO_STORE);
    }
    expect((await visitor.get('/admin/login')).headers.get('cache-control')).toBe(NO_STORE);
    const refused = await visitor.get('/trpc/page.list');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe(NO_STORE);
    const missing = await trpcQuery(visitor, 'blogPost.bySlug', { slug: 'no-such-post' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(NO_STORE);
  });

  it('lets nothing keep the password-reset page, whose address carries its token', async () => {
    const res = await visitor.get('/reset-password?token=a-secret-token');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(NO_STORE);
    expect(res.headers.get('etag')).toBeNull();
  });

  it('never lets a shared cache keep an answer that sets a cookie', async () => {
    const stale = new TestClient(server.baseUrl);
    stale.cookie = 'session=not-a-real-session';
    const res = await stale.get(blogList);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^session=;/);
    expect(res.headers.get('cache-control')).toBe(PRIVATE_CACHE);
  });
});
