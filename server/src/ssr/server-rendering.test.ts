import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialState, metaContent } from '../test/served-html.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

// A stand-in for the SSR build's entry: it reports what the server handed it, after reading the blog
// list through the router and context it was given (in-process, no HTTP), as the real entry's loaders do.
const STAND_IN_ENTRY = `
export async function renderPage(options) {
  const path = new URL(options.url).pathname;
  if (path === '/render-fails') throw new Error('The render failed');
  if (path === '/dashboard') {
    return { response: new Response(null, { status: 307, headers: { Location: '/auth' } }), routeIds: [] };
  }
  const ctx = await options.trpc.createContext();
  const blog = await options.trpc.router.createCaller(ctx).blogPost.list({});
  const report = {
    url: options.url,
    contextUser: ctx.user ? ctx.user.username : null,
    initialUser: options.initialState.user ? options.initialState.user.username : null,
    initialPage: options.initialState.page ? options.initialState.page.slug : null,
    posts: blog.total,
  };
  const body = '<main id="rendered">' + JSON.stringify(report).replace(/</g, '\\\\u003c') + '</main>' +
    '<script nonce="' + options.nonce + '">document.currentScript.remove()</script>';
  const response = new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
  return { response, routeIds: ['__root__', '/_public', '/_public/pricing'] };
}
`;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: 'https://www.localrank.example' }, { webStandIn: { ssrEntry: STAND_IN_ENTRY } });
});

afterAll(async () => {
  await server?.close();
});

/** What the stand-in entry rendered into the root element. */
function renderedReport(html: string): Record<string, unknown> {
  const match = /<div id="root"><main id="rendered">(.*?)<\/main>/.exec(html);
  if (!match) throw new Error(`The page was not server-rendered: ${html.slice(0, 300)}`);
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

describe('server rendering of the public pages', () => {
  it('renders the page into the template, keeping the head tags the server computes', async () => {
    const res = await new TestClient(server.baseUrl).get('/pricing?period=annual');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.text).toMatch(/<title>[^<]*Pricing[^<]*<\/title>/);
    expect(res.text).toContain('<link rel="canonical" href="https://www.localrank.example/pricing" />');
    expect(res.text).toMatch(/<\/script><\/div><\/body><\/html>$/);
    // The render reads in-process and gets what the server already knew; the page needs no embedded state.
    expect(renderedReport(res.text)).toMatchObject({
      url: 'https://www.localrank.example/pricing?period=annual',
      contextUser: null,
      initialUser: null,
      initialPage: 'pricing',
    });
    expect(renderedReport(res.text).posts).toBeGreaterThan(0);
    expect(res.text).not.toContain('id="initial-state"');
  });

  it("allows a signed-in visitor's page scripts by a fresh nonce in the Content-Security-Policy", async () => {
    const client = await server.signedInClient('user');
    const nonces = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await client.get('/');
      const nonce = /<script nonce="([^"]+)">/.exec(res.text)?.[1];
      expect(nonce).toBeTruthy();
      expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('serves anonymous visitors one kept page whose inline scripts the policy names by hash, not by a shared nonce', async () => {
    const client = new TestClient(server.baseUrl);
    const scriptHash = `'sha256-${createHash('sha256').update('document.currentScript.remove()').digest('base64')}'`;
    const first = await client.get('/features');
    const second = await client.get('/features');
    for (const res of [first, second]) {
      expect(res.text).toContain('<script>document.currentScript.remove()</script>');
      expect(res.text).not.toContain('nonce=');
      expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${scriptHash};`);
    }
    expect(second.text).toBe(first.text);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('renders a kept page again once something it read is written (a post published)', async () => {
    const visitor = new TestClient(server.baseUrl);
    const before = await visitor.get('/use-cases');
    const postsBefore = renderedReport(before.text).posts as number;
    expect(renderedReport((await visitor.get('/use-cases')).text).posts).toBe(postsBefore);

    const admin = await server.signedInClient('admin');
    const created = (await admin.post('/trpc/blogAdmin.create', {})).json.result.data as { id: number; revision: number };
    const published = await admin.post('/trpc/blogAdmin.publish', { id: created.id, baseRevision: created.revision });
    expect(published.status, published.text).toBe(200);

    const after = await visitor.get('/use-cases', { 'If-None-Match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(renderedReport(after.text).posts).toBe(postsBefore + 1);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('compresses the streamed page for browsers that accept it', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${server.baseUrl}/about`, { headers: { 'Accept-Encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(renderedReport(await res.text()).initialPage).toBe('about');
    }
  });

  it("renders with the signed-in user's request context", async () => {
    const client = await server.signedInClient('user');
    const user = (await client.get('/api/user')).json as { username: string };
    const report = renderedReport((await client.get('/blog')).text);
    expect(report).toMatchObject({ contextUser: user.username, initialUser: user.username, initialPage: 'blog' });
  });

  it('keeps the 404 status and noindex of unknown paths', async () => {
    const res = await new TestClient(server.baseUrl).get('/no-such-page');
    expect(res.status).toBe(404);
    expect(metaContent(res.text, 'name', 'robots')).toBe('noindex, follow');
    expect(renderedReport(res.text).initialPage).toBeNull();
  });

  it("answers a route's redirect with the redirect", async () => {
    const res = await fetch(`${server.baseUrl}/dashboard`, { redirect: 'manual' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/auth');
  });

  it('sends the admin screens as the empty shell for the browser to render', async () => {
    const res = await new TestClient(server.baseUrl).get('/admin/login');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(initialState(res.text)).toEqual({ user: null });
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('falls back to the page for the browser to render when the render fails', async () => {
    const res = await new TestClient(server.baseUrl).get('/render-fails');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<div id="root"></div>');
    // A one-segment path could hold a builder page: the state says there is none.
    expect(initialState(res.text)).toEqual({ user: null, builderPage: { path: '/render-fails', page: null } });
  });
});
