import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPublishedPosts } from '../test/blog-post-rows.ts';
import { rawRequest } from '../test/raw-request.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// Issue 28: /blog's HTML must not grow with the number of posts. The pages are rendered by the web app's
// real server entry (built here, SSR only: a few seconds) over a real database, at N and at 5 N posts.
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const FEW = 40;
const MANY = 5 * FEW;

// Every bulk post is titled 'Harbour notes {n}', filed under Local SEO, with a body a few paragraphs long. The same
// addresses are asked at N and at 5 N posts: the bulk insert is a blog write, which drops every kept page, searches too.
const PAGES = ['/blog', '/blog/page/2', '/blog/category/local-seo', '/blog?q=harbour', '/blog/page/2?q=harbour'];
const BODY = `<p>${'A harbour town bakery wants to be found by the people walking past it. '.repeat(20)}</p>`.repeat(4);

let server: TestServer;

/** The bytes of each page as sent without compression, and its text. */
async function render(): Promise<Map<string, { bytes: number; html: string }>> {
  const pages = new Map<string, { bytes: number; html: string }>();
  for (const path of PAGES) {
    const res = await rawRequest(server.baseUrl, 'GET', path, { 'Accept-Encoding': 'identity' });
    expect(res.status, path).toBe(200);
    const html = res.body.toString('utf8');
    expect(html, path).toContain('Harbour notes');
    pages.set(path, { bytes: res.body.length, html });
  }
  return pages;
}

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      webStandIn: {
        prepare(dir) {
          const built = spawnSync('npx', ['vite', 'build', '--ssr', '--logLevel', 'error'], {
            cwd: REPO,
            // A production build, as `npm run build` makes it (Vitest's NODE_ENV=test would build React's development JSX).
            env: { ...process.env, NODE_ENV: 'production', WEB_DIST_DIR: dir },
            encoding: 'utf8',
          });
          if (built.status !== 0) throw new Error(`The SSR build failed: ${built.stderr || built.stdout}`);
        },
      },
    },
  );
  await insertPublishedPosts(server.orm, FEW, { prefix: 'Harbour notes', content: BODY });
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe("the blog's pages at scale", () => {
  it('stay the same size with five times the posts: /blog, an older page, a category and a search', async () => {
    const few = await render();
    await insertPublishedPosts(server.orm, MANY - FEW, { prefix: 'Harbour notes', content: BODY, from: FEW + 1 });
    const many = await render();

    // The second render read the larger archive (not a page kept from the first).
    expect(many.get('/blog?q=harbour')!.html).toContain(`${MANY} articles found`);
    expect(few.get('/blog?q=harbour')!.html).toContain(`${FEW} articles found`);
    expect(many.get('/blog')!.html).toContain(`Page 1 of ${Math.ceil((MANY + 8) / 12)}`);

    for (const path of PAGES) {
      const before = few.get(path)!.bytes;
      const after = many.get(path)!.bytes;
      // Page numbers and counts gain a digit or two; nothing else may change with the archive's size.
      expect(Math.abs(after - before), `${path}: ${before} bytes at ${FEW} posts, ${after} at ${MANY}`).toBeLessThan(before * 0.02);
    }
  }, 120_000);
});
