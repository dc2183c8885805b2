import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageIdOf } from '../test/builder-client.ts';
import { rawRequest, type RawResponse } from '../test/raw-request.ts';
import { SAMPLE_CHUNK_PATH } from '../test/served-html.ts';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';
import { insertPublishedPosts } from '../test/blog-post-rows.ts';
import { SAMPLE_PAGE_POSTS, SAMPLE_TAG, webRouteFullPaths, withSampleParams } from '../test/web-route-paths.ts';

// Server-renders every public page (streamed to a signed-in visitor, whole to an anonymous one).
const SSR_ENTRY = `
export async function renderPage(options) {
  const body = '<main>' + new URL(options.url).pathname + '</main>'.repeat(1) + '<p>' + 'Local search. '.repeat(200) + '</p>' +
    '<script nonce="' + options.nonce + '">document.currentScript.remove()</script>';
  return { response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } }), routeIds: [] };
}
`;

let server: TestServer;
let admin: TestClient;
const samples = new Map<string, string[]>();

beforeAll(async () => {
  server = await startTestServer({}, { webStandIn: { ssrEntry: SSR_ENTRY, builtFiles: true } });
  admin = await server.signedInClient('admin');
  // Enough posts for a second page of the blog and of a category.
  await insertPublishedPosts(server.orm, SAMPLE_PAGE_POSTS, { prefix: 'Route sample', tags: [SAMPLE_TAG.name] });

  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 10, b: 40 } } })
    .png()
    .toBuffer();
  const saved = await admin.post('/api/media/save-background', {
    elementId: 'problem-statement-bg-image',
    imageData: `data:image/png;base64,${image.toString('base64')}`,
    fileName: 'background.png',
  });
  if (saved.status !== 200) throw new Error(`upload failed: ${saved.status} ${saved.text}`);
  const input = (value: unknown) => `?input=${encodeURIComponent(JSON.stringify(value))}`;
  // Sample values for each parametric route: one that exists and one that does not.
  samples.set('/media/:file', [saved.json.url, '/media/problem-statement-bg-image.json', '/media/no-such-file.png', '/media/nobody.json']);
  samples.set('/trpc/:path', [
    '/trpc/blogPost.list',
    `/trpc/page.bySlug${input({ slug: 'home' })}`,
    `/trpc/blogPost.bySlug${input({ slug: 'ultimate-guide-local-seo-2025' })}`,
    '/trpc/user.me',
    '/trpc/builderPage.list',
    '/trpc/no.such',
  ]);
  // Below the page size the sitemap is one file, so every numbered file is a 404 (sitemap-index.test.ts has the 200s).
  samples.set('/sitemap-:number.xml', ['/sitemap-1.xml', '/sitemap-x.xml']);
  // A sent newsletter's web copy (a row as a send writes it), and an unknown key.
  await server.orm.em
    .fork()
    .getConnection()
    .execute(
      `insert into newsletter_issues (post_title, subject, html, text, view_key, recipients)
       values ('Route sample', 'Route sample', '<!doctype html><html><head><title>Route sample</title></head><body><p>Hello</p></body></html>', 'Hello', 'route-sample-copy', 1)`,
    );
  samples.set('/newsletter/view/:key', ['/newsletter/view/route-sample-copy', '/newsletter/view/no-such-copy']);
  samples.set('/api/builder/pages/:id/events', [
    `/api/builder/pages/${await pageIdOf(admin, 'home')}/events`,
    '/api/builder/pages/0/events',
  ]);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/** Every GET route Fastify registered, parametric ones replaced by their samples, and every page of the web app. */
function getPaths(): string[] {
  const routes = server.app.routeSummaries.filter((route) => route.method === 'GET').map((route) => route.url);
  const paths = routes.flatMap((url) => {
    if (!/[:*]/.test(url)) return [url];
    const chosen = samples.get(url);
    if (!chosen) throw new Error(`The GET route ${url} has no sample paths in this test: add some`);
    return chosen;
  });
  const pages = webRouteFullPaths().map(withSampleParams);
  return [...new Set([...paths, ...pages, '/no-such-page'])];
}

/**
 * Headers that must be the same on a GET and the HEAD of it (a page's script nonce and the request id are new on
 * every request).
 */
function comparable(res: RawResponse): Record<string, string> {
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-request-id']);
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !skip.has(name))
      .map(([name, value]) => [name, String(value).replace(/'nonce-[^']+'/g, "'nonce'")]),
  );
}

describe('HEAD and conditional requests on every GET route', () => {
  for (const audience of ['anonymous', 'admin'] as const) {
    it(`answers HEAD as GET without a body, and 304 to a matching condition, never a 500 (${audience})`, async () => {
      const headers = (extra: Record<string, string> = {}) => ({
        'Accept-Encoding': 'br, gzip',
        ...(audience === 'admin' ? { Cookie: admin.cookie } : {}),
        ...extra,
      });
      const checked: string[] = [];
      for (const path of getPaths()) {
        const get = await rawRequest(server.baseUrl, 'GET', path, headers());
        const head = await rawRequest(server.baseUrl, 'HEAD', path, headers());
        expect.soft(get.status, `GET ${path}`).toBeLessThan(500);
        expect.soft(head.status, `HEAD ${path}`).toBe(get.status);
        expect.soft(head.body.length, `HEAD ${path}`).toBe(0);
        expect.soft(comparable(head), `HEAD ${path}`).toEqual(comparable(get));
        // The same representation (a page rendered anew may differ by its nonce) has the same length; a metrics
        // scrape reads the process's counters anew each time.
        if (get.headers['content-length'] !== undefined && get.headers.etag === head.headers.etag && path !== '/metrics') {
          expect.soft(head.headers['content-length'], `HEAD ${path}`).toBe(get.headers['content-length']);
        }

        const conditions: Record<string, string>[] = [];
        const etag = get.headers.etag;
        if (get.status === 200 && etag) conditions.push({ 'If-None-Match': etag }, { 'If-None-Match': '*' });
        const lastModified = get.headers['last-modified'];
        if (get.status === 200 && lastModified) conditions.push({ 'If-Modified-Since': lastModified });
        for (const condition of conditions) {
          for (const method of ['GET', 'HEAD']) {
            const res = await rawRequest(server.baseUrl, method, path, headers(condition));
            const what = `${method} ${path} ${JSON.stringify(condition)}`;
            expect.soft(res.status, what).toBe(304);
            expect.soft(res.body.length, what).toBe(0);
            if (etag) expect.soft(res.headers.etag, what).toBe(etag);
          }
        }
        // A condition that does not match answers as if there were none; so does `*` where nothing is there to match.
        const unmatched = [{ 'If-None-Match': '"not-this-one"' }, ...(get.status === 200 ? [] : [{ 'If-None-Match': '*' }])];
        for (const condition of unmatched) {
          for (const method of ['GET', 'HEAD']) {
            const other = await rawRequest(server.baseUrl, method, path, headers(condition));
            expect.soft(other.status, `${method} ${path} ${JSON.stringify(condition)}`).toBe(get.status);
          }
        }
        checked.push(path);
      }
      expect
        .soft(checked)
        .toEqual(
          expect.arrayContaining([
            '/robots.txt',
            '/sitemap.xml',
            '/blog/rss.xml',
            '/healthz',
            '/admin/team',
            SAMPLE_CHUNK_PATH,
            '/favicon.svg',
          ]),
        );
    }, 120_000);
  }
});
