import { expect, test } from './support/test.ts';
import { signInRequestAsAdmin } from './support/admin.ts';

// Against the built, bundled server: HEAD, conditional requests, route statuses, 405 and trailing slashes.

test('HEAD and conditional requests answer 304 without a body on the feeds, pages and files, never a 500', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? /href="(\/assets\/[^"]+)"/.exec(home)?.[1];
  expect(script).toBeTruthy();
  for (const path of ['/robots.txt', '/sitemap.xml', '/blog/rss.xml', '/healthz', '/', '/blog', script!]) {
    const get = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(get.status(), path).toBe(200);
    const head = await request.head(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(head.status(), path).toBe(200);
    expect((await head.body()).length).toBe(0);
    const etag = get.headers().etag;
    expect(etag, path).toBeTruthy();
    for (const condition of [etag!, '*']) {
      for (const send of [request.get.bind(request), request.head.bind(request)]) {
        const res = await send(path, { headers: { 'Accept-Encoding': 'br, gzip', 'If-None-Match': condition } });
        expect(res.status(), `${path} If-None-Match: ${condition}`).toBe(304);
        expect((await res.body()).length).toBe(0);
      }
    }
  }
});

test('the admin screens answer 200 and draw for the admin; unknown paths stay 404', async ({ page, request }) => {
  for (const path of ['/admin', '/admin/team', '/admin/activity', '/admin/profile', '/admin/invitation']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  expect((await request.get('/admin/no-such-screen')).status()).toBe(404);
  await signInRequestAsAdmin(page);
  const response = await page.goto('/admin/team');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('table', { name: 'Staff' })).toBeVisible();
});

test('/index.html is no page, unsupported methods get 405 with Allow, and a trailing slash moves permanently', async ({ request }) => {
  const index = await request.get('/index.html');
  expect(index.status()).toBe(404);
  expect(await index.text()).not.toContain('<!--app-head-->');

  for (const [method, path] of [
    ['DELETE', '/robots.txt'],
    ['POST', '/sitemap.xml'],
    ['PUT', '/blog'],
  ] as const) {
    const res = await request.fetch(path, { method });
    expect(res.status(), `${method} ${path}`).toBe(405);
    expect(res.headers().allow).toBe('GET, HEAD');
  }

  const moved = await request.get('/blog/?page=2', { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe('/blog?page=2');
});
