import { expect, test, type APIRequestContext } from './support/test.ts';
import { harmlessText, XSS_PAYLOADS, xssArticleHtml } from './fixtures/xss-payloads.ts';
import { E2E_ADMIN, E2E_ORIGIN } from './support/admin.ts';

/**
 * Publishes one post per XSS payload through the admin API and opens each as an anonymous visitor in
 * Chromium: no dialog opens, no payload sets `window.__xss`, and the harmless sentence shows. One test
 * opens a group of thirteen posts in turn, in one browser page (a fresh page per post cost more time
 * than the checks themselves).
 */

let api: APIRequestContext;
const postIds: number[] = [];

/** A blogAdmin mutation's data; fails with the server's message otherwise. */
async function mutate<T = { id: number; revision: number }>(path: string, input: unknown): Promise<T> {
  const res = await api.post(`/trpc/blogAdmin.${path}`, { data: input });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result.data as T;
}

const slugOf = (index: number) => `xss-payload-${index}`;

/**
 * The payloads a post can hold. One with a NUL (U+0000) is refused at the server's boundary (PostgreSQL
 * cannot store it; the server's blog-xss test checks the 400), so it never reaches a page to open.
 */
const STORED = XSS_PAYLOADS.map((payload, index) => ({ payload, index })).filter(({ payload }) => !payload.html.includes('\u0000'));

test.beforeAll(async ({ playwright }) => {
  // Some four hundred API calls: more than one test's time.
  test.setTimeout(180_000);
  api = await playwright.request.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: { Origin: E2E_ORIGIN } });
  const login = await api.post('/api/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  for (const { payload, index } of STORED) {
    const draft = await mutate('create', {});
    postIds.push(draft.id);
    const saved = await mutate('update', {
      id: draft.id,
      baseRevision: draft.revision,
      title: `XSS payload ${index}: ${payload.name}`,
      slug: slugOf(index),
      excerpt: `Payload ${index}`,
      content: xssArticleHtml(index),
    });
    // Dated long ago, so the public blog's newest posts stay the seeded ones while this suite runs.
    await mutate('publish', { id: draft.id, baseRevision: saved.revision, at: '2020-01-01T09:00:00Z' });
  }
});

test.afterAll(async () => {
  // The other blog specs count the seeded posts: leave the blog as it was.
  for (const id of postIds) await api.post('/trpc/blogAdmin.delete', { data: { id } });
  await api.dispose();
});

const PER_TEST = 13;
const groups = Array.from({ length: Math.ceil(STORED.length / PER_TEST) }, (_, group) =>
  STORED.slice(group * PER_TEST, (group + 1) * PER_TEST),
);

for (const members of groups) {
  test(`payloads ${members[0]!.index}-${members.at(-1)!.index} do not run`, async ({ page }) => {
    test.slow();
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.dismiss();
    });

    for (const { payload, index } of members) {
      await page.goto(`/blog/${slugOf(index)}`);
      await expect(page.getByRole('heading', { level: 1, name: `XSS payload ${index}: ${payload.name}` })).toBeVisible();
      await expect(page.getByText(harmlessText(index))).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), `payload ${index}`).toBeUndefined();
      expect(dialogs, `payload ${index}`).toEqual([]);
    }
  });
}

test('the blog index listing every payload post runs none of them', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto('/blog');
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('XSS payload');
  await expect(page.getByText(`${STORED.length} articles found`)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
