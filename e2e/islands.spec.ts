import { expect, test, type Page } from './support/test.ts';
import { collectProblems, documentIsMarked, holdScripts, markDocument, startIsland, waitForHydration } from './support/hydration.ts';
import { E2E_ORIGIN, signInAsAdmin } from './support/admin.ts';
import { followRequests } from './support/network.ts';

// Pages served as islands (issue 16): an article and the legal pages are server HTML whose interactive
// parts alone are hydrated, each as its own React root, when they come into view. Until then the page
// runs only the small islands runtime.

const ARTICLE = '/blog/ultimate-guide-local-seo-2025';
/** A path no route has, several segments deep (one segment is a builder page's address). */
const NOT_FOUND = '/no/such/page';

/** The paths of the scripts the page has asked for so far. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

function footerNewsletter(page: Page) {
  return page.getByRole('contentinfo').locator('[data-island="newsletter"]');
}

for (const path of [
  '/',
  '/pricing',
  '/contact',
  '/blog',
  '/auth',
  '/forgot-password',
  '/reset-password?token=x',
  NOT_FOUND,
  ARTICLE,
  '/privacy',
  '/terms',
  '/about',
  '/features',
  '/use-cases',
]) {
  test(`${path} runs the islands runtime and its islands' code, not the app`, async ({ page }) => {
    const scripts = scriptRequests(page);
    const problems = collectProblems(page, { warnings: true });
    const network = followRequests(page);
    await page.goto(path);
    await waitForHydration(page);
    await network.quiet();
    expect(
      scripts.some((script) => /\/assets\/islands-[\w-]+\.js$/.test(script)),
      scripts.join(', '),
    ).toBe(true);
    expect(
      scripts.filter((script) => /\/assets\/(index|framework)-/.test(script)),
      'no app script',
    ).toEqual([]);
    expect(await page.evaluate(() => '$_TSR' in window), 'no router hydration data').toBe(false);
    // The footer's form is far below the fold: its island has not started.
    await expect(footerNewsletter(page)).not.toHaveAttribute('data-island-ready');
    // The not-found page is answered with 404, which Chromium reports for the document itself.
    const ownStatus = path === NOT_FOUND ? /status of 404/ : null;
    expect(problems.filter((problem) => !ownStatus?.test(problem))).toEqual([]);
  });
}

// A form posts to its REST adapter without script, so its island waits for a person to reach for it (the
// pointer over it, a touch, focus): a phone's first seconds on a form page run no React.
for (const [path, label] of [
  ['/auth', 'Username'],
  ['/contact', 'Full Name'],
  ['/forgot-password', 'Email'],
] as const) {
  test(`${path} runs no React until its form is reached for, then the form's island starts`, async ({ page }) => {
    const scripts = scriptRequests(page);
    const problems = collectProblems(page, { warnings: true });
    const network = followRequests(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'started');
    await network.quiet();
    expect(
      scripts.filter((script) => /\/assets\/react-/.test(script)),
      scripts.join(', '),
    ).toEqual([]);
    const field = page.getByRole('main').getByLabel(label, { exact: true });
    const island = field.locator('xpath=ancestor::*[@data-island][1]');
    await expect(island).not.toHaveAttribute('data-island-ready');

    await field.focus();
    await expect(island).toHaveAttribute('data-island-ready', 'true');
    expect(problems).toEqual([]);
  });
}

test('an article above the fold needs no React: only the islands runtime runs until the visitor scrolls', async ({ page }) => {
  const scripts = scriptRequests(page);
  const network = followRequests(page);
  await page.goto(ARTICLE);
  await waitForHydration(page);
  await network.quiet();
  expect(
    scripts.filter((script) => /\/assets\/react-/.test(script)),
    scripts.join(', '),
  ).toEqual([]);
});

test("a legal page's Print button and contents start with the page; the section being read is marked", async ({ page }) => {
  const problems = collectProblems(page, { warnings: true });
  await page.goto('/terms');
  const print = page.getByRole('button', { name: 'Print this page' });
  await expect(print).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.locator('xpath=..')).toHaveAttribute('data-island-ready', 'true');
  await expect(contents.getByRole('link', { name: 'Agreement to Terms' })).toHaveAttribute('aria-current', 'location');
  await page.evaluate(() => document.getElementById('termination')!.scrollIntoView({ block: 'start' }));
  await expect(contents.getByRole('link', { name: 'Termination' })).toHaveAttribute('aria-current', 'location');
  await expect(contents.getByRole('link', { name: 'Agreement to Terms' })).not.toHaveAttribute('aria-current');
  expect(problems).toEqual([]);
});

test("the article's footer newsletter island starts when reached for and subscribes without a page load", async ({ page }) => {
  const problems = collectProblems(page, { warnings: true });
  await page.goto(ARTICLE);
  await markDocument(page);
  const island = footerNewsletter(page);
  const email = island.getByLabel('Email address');
  await startIsland(email);

  const address = `island-${Date.now()}@example.com`;
  await email.fill(address);
  await island.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox to confirm' })).toBeVisible();
  await expect(email).toHaveValue('');
  // Already on the list: the same answer as a new address (the field is cleared by that success).
  await email.fill(address.toUpperCase());
  await island.getByRole('button', { name: 'Subscribe' }).click();
  await expect(email).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox to confirm' })).toBeVisible();
  await expect(page.getByText(/already subscribed|already on our list/i)).toHaveCount(0);
  expect(await documentIsMarked(page), 'no page was loaded').toBe(true);
  expect(problems).toEqual([]);
});

test('a subscription sent before the island has started is posted by the browser and comes back with the notice', async ({ page }) => {
  const release = await holdScripts(page);
  // The held runtime keeps the load event back: the page is read as soon as it arrives.
  await page.goto(ARTICLE, { waitUntil: 'commit' });
  const island = footerNewsletter(page);
  await island.getByLabel('Email address').fill(`early-island-${Date.now()}@example.com`);
  await island.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}(\\?notice=subscribed)?$`));
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox to confirm' })).toBeVisible();
  release();
});

test('the header of a page served as islands turns compact after scrolling more than 20 px', async ({ page }) => {
  await page.goto('/privacy');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(() => header.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(70);
  await page.mouse.wheel(0, -4000);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test("an article's links are ordinary page loads, and the app's pages still open from it", async ({ page }) => {
  await page.goto(ARTICLE);
  await markDocument(page);
  await page.getByRole('main').getByRole('link', { name: 'Back to blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('region', { name: 'Featured article' })).toBeVisible();
  expect(await documentIsMarked(page), 'a new page was loaded').toBe(false);
});

test('the testimonials island on /use-cases starts when scrolled to, rotates every 5 s and pauses', async ({ page }) => {
  await page.clock.install();
  await page.goto('/use-cases');
  const carousel = page.getByRole('region', { name: 'Customer testimonials', exact: true });
  const island = page.locator('[data-island="testimonials"]');
  const dot = (n: number) => carousel.getByRole('link', { name: `Go to testimonial ${n}`, exact: true });
  await expect(island).not.toHaveAttribute('data-island-ready');
  await carousel.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-island-ready', 'true');
  await page.mouse.move(0, 0);

  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await page.clock.fastForward(5000);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: 'Pause testimonials' }).click();
  await expect(carousel.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click(); // moves focus out of the carousel
  await page.clock.fastForward(5000);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
});

// Issue 27 item 15: the home page's problem-statement background is drawn by the server from the saved value, not by
// an island, so a desktop screen (where the section is within reach of the first screen) still runs no React.
test('the problem-statement background the admin saves is in the served HTML, shown without script and without React', async ({
  page,
  browser,
}) => {
  test.slow();
  // A 16x16 amber PNG (made with sharp) that no other spec uploads.
  const AMBER_PNG =
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWM4MU2EJMQwqmHaaCidGK5JAwBoSXIQbk8hSgAAAABJRU5ErkJggg==';
  await signInAsAdmin(page);
  const saved = await page.request.post('/api/media/save-background', {
    data: { elementId: 'problem-statement-bg-image', imageData: `data:image/png;base64,${AMBER_PNG}`, fileName: 'amber.png' },
    headers: { Origin: E2E_ORIGIN },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const answer = (await saved.json()) as { url: string; asset: { id: number } };
  const imageCss = new RegExp(answer.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  try {
    // Without script: the server's HTML draws the saved image.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    try {
      const home = await noScript.newPage();
      await home.goto('/');
      const background = home.locator('#problem-statement-bg-image');
      await expect(background).toHaveAttribute('data-background', 'image');
      await expect(background).toHaveCSS('background-image', imageCss);
      await expect(background).toHaveCSS('opacity', '0.7');
    } finally {
      await noScript.close();
    }

    // With script on a desktop screen: the same image, and no React fetched for it.
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const home = await desktop.newPage();
      const scripts = scriptRequests(home);
      const network = followRequests(home);
      await home.goto('/');
      await expect(home.locator('html')).toHaveAttribute('data-islands', 'started');
      await network.quiet();
      await expect(home.locator('#problem-statement-bg-image')).toHaveCSS('background-image', imageCss);
      expect(
        scripts.filter((script) => /\/assets\/react-/.test(script)),
        scripts.join(', '),
      ).toEqual([]);
    } finally {
      await desktop.close();
    }
  } finally {
    // Other specs expect the default pattern: delete the image (in use, so only with force).
    const deleted = await page.request.post('/trpc/media.delete', {
      data: { id: answer.asset.id, force: true },
      headers: { Origin: E2E_ORIGIN },
    });
    expect(deleted.status()).toBe(200);
  }
});
