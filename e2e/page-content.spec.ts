import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { waitForHydration } from './support/hydration.ts';
import { followRequests } from './support/network.ts';
import { E2E_ADMIN, E2E_ORIGIN, signUpOrdinaryUser } from './support/admin.ts';
const SAVED_TITLE = 'LocalRank pricing: simple plans for local businesses and agencies';

function mainNav(page: Page) {
  return page.getByRole('banner').getByRole('navigation', { name: 'Main' });
}

/** Saves the pricing page's SEO title as the e2e admin (from the version the page is at) and signs out again. */
async function savePricingTitle(request: APIRequestContext, title: string) {
  const headers = { Origin: E2E_ORIGIN };
  expect((await request.post('/api/login', { data: E2E_ADMIN, headers })).status()).toBe(200);
  const read = await request.get(`/trpc/page.bySlug?input=${encodeURIComponent(JSON.stringify({ slug: 'pricing' }))}`);
  const { version } = (await read.json()).result.data as { version: number };
  const saved = await request.post('/trpc/page.save', { data: { slug: 'pricing', baseVersion: version, seo: { title } }, headers });
  expect(saved.status()).toBe(200);
  await request.post('/api/logout', { headers });
}

test('an editable page opens with its saved SEO title, without asking the server for its content again', async ({ page }) => {
  await savePricingTitle(page.request, SAVED_TITLE);
  try {
    const contentReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('page.bySlug')) contentReads.push(request.url());
    });

    const network = followRequests(page);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(SAVED_TITLE);
    await waitForHydration(page);
    await network.quiet();
    // The content came embedded in the HTML and seeded the query cache.
    expect(contentReads).toEqual([]);

    // A page without a saved title keeps its built-in one after client-side navigation.
    await mainNav(page).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page).toHaveTitle('About Us · LocalRank');
  } finally {
    await savePricingTitle(page.request, '');
  }
});

test('a page whose saved content cannot be read still shows its built-in content', async ({ page }) => {
  let failedReads = 0;
  await page.route(
    (url) => url.pathname.includes('page.bySlug'),
    (route) => {
      failedReads += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{}}' });
    },
  );
  // A page of the app (not served as islands), so Features opens in the app, which reads its content.
  await signUpOrdinaryUser(page);
  await page.goto('/dashboard');
  await waitForHydration(page);
  await mainNav(page).getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL('/features');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Features · LocalRank');
  await expect.poll(() => failedReads).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
