import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { hashInlineScripts } from './inline-scripts.ts';

const APP_SCRIPT = 'window.appStarted = true';
const PLANTED_SCRIPT = 'window.planted = document.cookie';

// A stand-in for the SSR build's entry that, like a component whose sanitiser failed, writes a stored
// excerpt into the page as raw HTML, beside a script of its own carrying the render's nonce.
const LEAKY_ENTRY = `
export async function renderPage(options) {
  const ctx = await options.trpc.createContext();
  const page = await options.trpc.router.createCaller(ctx).blogPost.list({});
  const planted = [page.featured, ...page.posts].map((post) => post?.excerpt ?? '').join('');
  const body = '<main>' + planted + '</main><script nonce="' + options.nonce + '">${APP_SCRIPT}</script>';
  return { response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } }), routeIds: [] };
}
`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the Content-Security-Policy of kept pages', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({}, { webStandIn: { ssrEntry: LEAKY_ENTRY } });
    // Planted straight into the table, past the sanitiser that guards every save and every read.
    await server.orm.em
      .fork()
      .getConnection()
      .execute(`update blog_posts set excerpt = ? where id = (select min(id) from blog_posts where status = 'published')`, [
        `Read on <script>${PLANTED_SCRIPT}</script>`,
      ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('names the scripts the app wrote by hash, and not a script that came in with stored content', async () => {
    const visitor = new TestClient(server.baseUrl);
    for (const res of [await visitor.get('/blog'), await visitor.get('/blog')]) {
      expect(res.status).toBe(200);
      // The planted script is in the page, but the policy does not allow it to run.
      expect(res.text).toContain(`<script>${PLANTED_SCRIPT}</script>`);
      expect(res.text).toContain(`<script>${APP_SCRIPT}</script>`);
      const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      expect(scriptSrc).toBe(`'self' ${sha256(APP_SCRIPT)}`);
      expect(scriptSrc).not.toContain(sha256(PLANTED_SCRIPT));
    }
  });
});

describe('hashInlineScripts', () => {
  it('hashes only the executable inline scripts that carry the nonce, and removes the nonce', () => {
    const nonce = 'n0nce';
    const html = [
      `<script nonce="${nonce}">ours()</script>`,
      '<script>theirs()</script>',
      `<script nonce="${nonce}" src="/assets/app.js"></script>`,
      `<script nonce="${nonce}" type="application/json" id="initial-state">{"a":1}</script>`,
      '<script nonce="guessed">guess()</script>',
      `<script type="module" nonce="${nonce}">alsoOurs()</script>`,
    ].join('');
    const shared = hashInlineScripts(html, nonce);
    expect(shared.hashes.map((hash) => `'${hash}'`)).toEqual([sha256('ours()'), sha256('alsoOurs()')]);
    expect(shared.html).not.toContain(nonce);
    expect(shared.html).toContain('<script>theirs()</script>');
  });
});
