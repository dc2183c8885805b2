import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test/raw-request.ts';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';
import { insertPublishedPosts } from '../test/blog-post-rows.ts';
import { SAMPLE_PAGE_POSTS, SAMPLE_TAG, webRouteFullPaths, withSampleParams } from '../test/web-route-paths.ts';

const TEMPLATE_MARKER = '<!--app-head-->';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  const template = `<!doctype html><html><head>${TEMPLATE_MARKER}</head><body><div id="root"></div></body></html>`;
  server = await startTestServer(
    {},
    {
      webStandIn: {
        prepare(dir) {
          // As the build leaves the template: with its compressed copies.
          writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(template));
          writeFileSync(join(dir, 'index.html.gz'), gzipSync(template));
          writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
        },
      },
    },
  );
  admin = await server.signedInClient('admin');
  // Enough posts for a second page of the blog and of a category.
  await insertPublishedPosts(server.orm, SAMPLE_PAGE_POSTS, { prefix: 'Route sample', tags: [SAMPLE_TAG.name] });
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/** A sample path for each route of the web app's route tree, its parameters filled with values that exist. */
function samplePaths(): string[] {
  return (
    webRouteFullPaths()
      // A builder page's path and a draft's preview link exist only with their data (their own tests make it).
      .filter((path) => path !== '/$slug' && path !== '/preview/$token')
      .map(withSampleParams)
  );
}

describe('the status of every route of the web app', () => {
  it('lists the admin screens and public pages of the route tree', () => {
    expect(samplePaths()).toEqual(
      expect.arrayContaining([
        '/',
        '/blog',
        '/blog/page/2',
        '/blog/category/local-seo',
        '/blog/category/local-seo/page/2',
        '/admin',
        '/admin/team',
        '/admin/activity',
        '/admin/profile',
        '/admin/invitation',
      ]),
    );
  });

  it.each(['anonymous', 'admin'] as const)('answers every known route 200 with the page (%s)', async (audience) => {
    for (const path of samplePaths()) {
      const headers: Record<string, string> = audience === 'admin' ? { Cookie: admin.cookie } : {};
      for (const method of ['GET', 'HEAD']) {
        const res = await rawRequest(server.baseUrl, method, path, headers);
        expect.soft(res.status, `${method} ${path}`).toBe(200);
        expect.soft(res.headers['content-type'], `${method} ${path}`).toMatch(/^text\/html/);
      }
    }
  });

  it('still answers unknown paths with the 404 page and status 404, under /admin too', async () => {
    for (const path of [
      '/no-such-page',
      '/admin/no-such-screen',
      '/admin/team/extra',
      '/blog/no-such-post',
      '/blog/page/3',
      '/blog/page/two',
      '/blog/category/no-such-category',
      '/blog/category/local-seo/page/3',
    ]) {
      const res = await rawRequest(server.baseUrl, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
    }
  });
});

describe('the redirect to a page address', () => {
  it('never leads off the site, whatever slashes, escapes and host-like segments the path starts with', async () => {
    const leads = fc.tuple(
      fc.constantFrom('//', '///', '/\\', '/%2F', '/%5C', '//%2F', '/%2f/'),
      fc.domain(),
      fc.constantFrom('', '/', '//', '/features', '/Pricing/', '//blog', '/%2E%2E/features', '/..//features', '?x=1', '/?next=//evil'),
    );
    for (const [start, host, rest] of fc.sample(leads, 150)) {
      const path = `${start}${host}${rest}`;
      const res = await rawRequest(server.baseUrl, 'GET', path);
      if (res.status < 300 || res.status >= 400) continue;
      const location = res.headers.location ?? '';
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'https://site.example').origin, path).toBe('https://site.example');
    }
  });
});

describe('/index.html', () => {
  it.each(['/index.html', '/index.html.br', '/index.html.gz'])('%s is no page: never the raw template', async (path) => {
    for (const accept of ['identity', 'br, gzip']) {
      const res = await rawRequest(server.baseUrl, 'GET', path, { 'Accept-Encoding': accept });
      if (res.status === 301 || res.status === 308) {
        expect(res.headers.location).toBe('/');
      } else {
        expect(res.status, `${path} ${accept}`).toBe(404);
      }
      // The not-found page comes in the coding asked for, as any page does; never the template's own compressed copy.
      const coding = res.headers['content-encoding'];
      const body = coding === 'br' ? brotliDecompressSync(res.body) : coding === 'gzip' ? gunzipSync(res.body) : res.body;
      expect(body.toString('utf8'), `${path} ${accept}`).not.toContain(TEMPLATE_MARKER);
      if (accept === 'identity') expect(coding).toBeUndefined();
      expect(res.headers['cache-control'], `${path} ${accept}`).not.toMatch(/max-age=3600/);
    }
  });
});

describe('a method a resource does not support', () => {
  it.each([
    ['DELETE', '/robots.txt'],
    ['POST', '/sitemap.xml'],
    ['PUT', '/blog'],
    ['DELETE', '/blog/rss.xml'],
    ['POST', '/healthz'],
    ['PUT', '/api/user'],
    ['PATCH', '/favicon.svg'],
    ['POST', '/pricing'],
    ['DELETE', '/blog/ultimate-guide-local-seo-2025'],
    ['PUT', '/admin/team'],
    ['OPTIONS', '/robots.txt'],
  ])('%s %s answers 405 naming the methods it supports in Allow', async (method, path) => {
    // With and without an Origin: no route takes it, so nothing could change.
    for (const headers of [{}, { Origin: server.baseUrl }] as Record<string, string>[]) {
      const res = await rawRequest(server.baseUrl, method, path, headers);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.allow?.split(/,\s*/).sort()).toEqual(['GET', 'HEAD']);
      expect(JSON.parse(res.body.toString('utf8')).message).toMatch(
        new RegExp(`${method} is not supported on ${path.replace(/\./g, '\\.')}`),
      );
    }
  });

  it('names the methods a route takes (GET or PUT on the sign-in, which only takes POST, is a 405 with Allow: POST)', async () => {
    for (const method of ['GET', 'HEAD', 'PUT']) {
      const res = await rawRequest(server.baseUrl, method, '/api/login', { Origin: server.baseUrl });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('POST');
    }
    const feed = await rawRequest(server.baseUrl, 'POST', '/api/builder/pages/1/events', { Origin: server.baseUrl });
    expect(feed.status).toBe(405);
    expect(feed.headers.allow?.split(/,\s*/).sort()).toEqual(['GET', 'HEAD']);
  });

  it('leaves unknown resources a 404', async () => {
    for (const [method, path] of [
      ['DELETE', '/no-such-page'],
      ['POST', '/api/no-such-thing'],
      ['PUT', '/admin/no-such-screen'],
      ['GET', '/api/no-such-thing'],
    ] as const) {
      const res = await rawRequest(server.baseUrl, method, path, { Origin: server.baseUrl });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('a trailing slash', () => {
  it.each([
    ['/blog/', '/blog'],
    ['/pricing/', '/pricing'],
    ['/admin/team/', '/admin/team'],
    ['/admin/', '/admin'],
    ['/blog/ultimate-guide-local-seo-2025/?ref=mail', '/blog/ultimate-guide-local-seo-2025?ref=mail'],
    ['/robots.txt/', '/robots.txt'],
    ['/no-such-page//', '/no-such-page'],
  ])('%s redirects permanently to %s', async (path, location) => {
    for (const method of ['GET', 'HEAD']) {
      const res = await rawRequest(server.baseUrl, method, path);
      expect([301, 308], `${method} ${path}`).toContain(res.status);
      expect(res.headers.location).toBe(location);
    }
  });

  it('never sends a visitor to another host', async () => {
    for (const path of ['//evil.example/', '/\\evil.example/', '//evil.example//']) {
      const res = await rawRequest(server.baseUrl, 'GET', path);
      expect(res.headers.location ?? '', path).not.toMatch(/^(\/\/|\/\\|\\)/);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});
