import { expect, test } from './support/test.ts';
import { E2E_ORIGIN } from './support/admin.ts';
import { holdScripts, startIsland, waitForHydration } from './support/hydration.ts';
import { followRequests } from './support/network.ts';

/** A public route, its main heading and a text further down that only the full page carries. */
interface PublicRoute {
  path: string;
  heading: string;
  text: string;
}

const ARTICLE = '/blog/ultimate-guide-local-seo-2025';
const UNKNOWN = '/no-such-page-anywhere';

const ROUTES: PublicRoute[] = [
  {
    path: '/',
    heading: 'Get found first when locals search for what you do',
    text: 'Search from your desk and you look great.',
  },
  { path: '/features', heading: 'Every tool you need to win local search', text: '18 features, one platform' },
  {
    path: '/use-cases',
    heading: 'Built for every business that depends on local customers',
    text: 'Eight ways teams use LocalRank',
  },
  { path: '/pricing', heading: 'Simple, transparent pricing for every stage', text: 'Billed annually $348' },
  { path: '/about', heading: 'We help local businesses get found', text: 'What we stand for' },
  { path: '/contact', heading: 'Get in Touch with Us', text: 'Send us a Message' },
  { path: '/privacy', heading: 'Privacy Policy', text: 'Under UK data protection law you have the right to:' },
  { path: '/terms', heading: 'Terms and Conditions', text: 'You agree not to use the Service to:' },
  {
    path: '/blog',
    heading: 'LocalRank Blog',
    text: 'Local Search Ranking Factors in 2025: What Really Moves the Map Pack',
  },
  {
    path: ARTICLE,
    heading: 'The Ultimate Guide to Local SEO in 2025',
    text: 'Step 2: Make your NAP consistent everywhere',
  },
  { path: UNKNOWN, heading: '404 Page Not Found', text: 'The address may be mistyped, or the page may have moved or been taken down.' },
  {
    path: '/auth',
    heading: 'Sign in to your account',
    text: 'Welcome back. Enter your details to pick up where you left off.',
  },
  {
    path: '/forgot-password',
    heading: 'Forgot your password?',
    text: 'Enter the e-mail address of your account',
  },
  {
    path: '/reset-password?token=x',
    heading: 'Choose a new password',
    text: "Pick a strong password that you don't use on any other site.",
  },
];

test.describe('Public pages with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ROUTES) {
    test(`${route.path} reads in full from the served HTML`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(route.path === UNKNOWN ? 404 : 200);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page.getByText(route.text).first()).toBeVisible();
      // Every link is a real address, and the site's navigation is there.
      await expect(page.locator('a:not([href]), a[href=""]')).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    });
  }

  test('links work without JavaScript: from the blog to an article and back', async ({ page }) => {
    await page.goto('/blog');
    await page
      .getByRole('link', { name: /The Ultimate Guide to Local SEO in 2025/ })
      .first()
      .click();
    await expect(page).toHaveURL(ARTICLE);
    await expect(page.getByRole('heading', { level: 1, name: 'The Ultimate Guide to Local SEO in 2025' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'LocalRank Blog' })).toBeVisible();
  });

  test("a signed-in user's name is in the header of the served HTML", async ({ page }) => {
    const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const account = {
      username: `ssr${unique}`,
      password: 'Str0ng-Passw0rd',
      name: 'Server Rendered',
      email: `ssr${unique}@example.com`,
    };
    const res = await page.request.post('/api/register', { data: account, headers: { Origin: E2E_ORIGIN } });
    expect(res.status()).toBe(201);

    const html = await (await page.request.get('/pricing')).text();
    expect(html).toContain('Server Rendered');
    await page.goto('/pricing');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Server Rendered' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });

  test('forms work without the app: their fields take typing and the browser can send them to the server', async ({ page }) => {
    for (const [path, field, button, action] of [
      ['/auth', 'Username', 'Sign In', '/api/login'],
      ['/contact', 'Full Name', 'Send Message', '/api/contact'],
      ['/forgot-password', 'Email', 'Send Reset Link', '/api/forgot-password'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByLabel(field, { exact: true }), path).toBeEditable();
      const submit = page.getByRole('button', { name: button });
      await expect(submit, path).toBeEnabled();
      await expect(submit, path).not.toHaveAttribute('aria-disabled', 'true');
      await expect(page.locator(`form[method="post"][action="${action}"]`), path).toHaveCount(1);
    }
  });

  test('the admin screens are not rendered on the server', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test.describe('Public pages with JavaScript on', () => {
  for (const route of ROUTES) {
    test(`${route.path} hydrates without a console error or hydration warning`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        // The unknown path is served with status 404 on purpose; the browser logs that status.
        if (route.path === UNKNOWN && message.text().includes('status of 404')) return;
        problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

      const network = followRequests(page);
      await page.goto(route.path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await network.quiet();
      expect(problems).toEqual([]);
    });
  }

  test('the hydrated page is interactive: the blog search filters the server-rendered list', async ({ page }) => {
    await page.goto('/blog');
    await startIsland(page.getByRole('searchbox'));
    await page.getByRole('searchbox').fill('ranking factors');
    await expect(page.getByRole('heading', { name: /Local Search Ranking Factors in 2025/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Google Business Profile Updates in 2025/ })).toHaveCount(0);
  });

  test('a search typed before the scripts have run is applied once they have', async ({ page }) => {
    const release = await holdScripts(page);
    // The held runtime keeps the load event back: the page is used as it arrives.
    await page.goto('/blog', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('ranking factors');
    await expect(search.locator('xpath=ancestor::*[@data-island][1]'), 'its island has not started yet').not.toHaveAttribute(
      'data-island-ready',
    );

    release();
    await startIsland(search);
    await expect(page.getByRole('heading', { name: 'Search results for "ranking factors"' })).toBeVisible();
    // The title's words first; three more articles speak of ranking factors in their text.
    await expect(page.getByText('4 articles found')).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first().getByRole('heading')).toHaveText(
      'Local Search Ranking Factors in 2025: What Really Moves the Map Pack',
    );
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('ranking factors');
  });
});
