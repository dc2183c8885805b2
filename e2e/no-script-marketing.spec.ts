import { expect, test, type Locator, type Page } from './support/test.ts';
import { collectProblems, holdScripts, startIsland, waitForHydration } from './support/hydration.ts';

// The marketing and legal pages' controls with JavaScript off (issue 16: nothing is dead before the
// script runs): billing toggles switch with CSS, in-page buttons are anchors, carousels are tracks of
// linked slides, tooltips show with CSS and the legal contents are plain anchors. Then, with
// JavaScript on, the enhanced behaviour keeps what was done before the script arrived.

function main(page: Page): Locator {
  return page.getByRole('main');
}

function region(page: Page, name: string): Locator {
  return main(page).getByRole('region', { name, exact: true });
}

test.describe('marketing and legal pages with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the Pricing plan table switches between annual and monthly prices', async ({ page }) => {
    await page.goto('/pricing');
    const table = page.locator('#pricing-table');
    const plan = (name: string) => table.getByRole('article', { name, exact: true });

    await expect(table.getByRole('radio', { name: 'Annual' })).toBeChecked();
    await expect(plan('Starter').getByText('$29', { exact: true })).toBeVisible();
    await expect(plan('Starter').getByText('Billed annually $348')).toBeVisible();
    await expect(plan('Starter').getByText('$39', { exact: true })).toBeHidden();

    await table.getByRole('radio', { name: 'Monthly' }).check();
    await expect(plan('Starter').getByText('$39', { exact: true })).toBeVisible();
    await expect(plan('Growth').getByText('$89', { exact: true })).toBeVisible();
    await expect(plan('Pro').getByText('$149', { exact: true })).toBeVisible();
    await expect(plan('Starter').getByText('$29', { exact: true })).toBeHidden();
    await expect(plan('Starter')).not.toContainText('Billed annually', { useInnerText: true });

    // The keyboard moves between the radios natively, and the prices follow.
    await table.getByRole('radio', { name: 'Monthly' }).press('ArrowRight');
    await expect(table.getByRole('radio', { name: 'Annual' })).toBeChecked();
    await expect(plan('Growth').getByText('$69', { exact: true })).toBeVisible();
    await expect(plan('Growth').getByText('Billed annually $828')).toBeVisible();
  });

  test('the Home pricing summary toggles to the annual prices and limits', async ({ page }) => {
    await page.goto('/');
    const pricing = region(page, 'Simple plans that grow with you');
    const plan = (name: string) => pricing.getByRole('article', { name, exact: true });

    await expect(pricing.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(plan('Starter').getByText('$39', { exact: true })).toBeVisible();
    await expect(plan('Starter').getByText('50 geo-grid scans/year')).toBeVisible();

    await pricing.getByRole('radio', { name: 'Annual' }).check();
    await expect(plan('Starter').getByText('$29', { exact: true })).toBeVisible();
    await expect(plan('Growth').getByText('$69', { exact: true })).toBeVisible();
    await expect(plan('Pro').getByText('Billed annually $1,428')).toBeVisible();
    await expect(plan('Starter').getByText('60 geo-grid scans/year')).toBeVisible();
    await expect(plan('Starter').getByText('50 geo-grid scans/year')).toBeHidden();
    await expect(plan('Starter').getByText('$39', { exact: true })).toBeHidden();
  });

  test('Compare Plans Below and See How It Works are anchors to their sections', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 640 });
    await page.goto('/pricing');
    const title = page.locator('#pricing-table').getByRole('heading', { name: 'Choose the plan that fits' });
    await expect(title).not.toBeInViewport();
    await main(page).getByRole('link', { name: 'Compare Plans Below' }).click();
    await expect(page).toHaveURL(/\/pricing#pricing-table$/);
    await expect(title).toBeInViewport();

    await page.goto('/');
    const demo = region(page, 'From sign-up to the map pack in four steps');
    await expect(demo).not.toBeInViewport();
    await main(page).getByRole('link', { name: 'See How It Works' }).click();
    await expect(page).toHaveURL(/\/#how-it-works$/);
    await expect(demo).toBeInViewport();
    await expect(main(page).getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/auth?mode=sign-up');
  });

  test("the benefits carousel's links reach every page", async ({ page }) => {
    await page.goto('/');
    const carousel = region(page, 'Benefits');
    const slide = (n: number) => carousel.getByRole('group', { name: `Page ${n} of 3`, exact: true });

    // Every benefit is in the page (none hidden away until a script adds it).
    await expect(carousel.getByRole('heading', { level: 3 })).toHaveCount(24);
    await slide(1).scrollIntoViewIfNeeded();
    await expect(slide(1)).toBeInViewport();
    await expect(slide(2)).not.toBeInViewport();

    await slide(1).getByRole('link', { name: 'Next benefits' }).click();
    await expect(page).toHaveURL(/#home-benefits-page-2$/);
    await expect(slide(2)).toBeInViewport();
    await expect(slide(2).getByRole('heading', { name: 'Reports people read' })).toBeInViewport();
    await expect(slide(1)).not.toBeInViewport();
    await expect(slide(2).getByRole('link', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'true');

    await slide(2).getByRole('link', { name: 'Go to page 3' }).click();
    await expect(slide(3)).toBeInViewport();
    await slide(3).getByRole('link', { name: 'Next benefits' }).click();
    await expect(slide(1)).toBeInViewport();
    await slide(1).getByRole('link', { name: 'Previous benefits' }).click();
    await expect(slide(3)).toBeInViewport();
  });

  test("the testimonials' next control reveals the next quote, and the pause control is not offered", async ({ page }) => {
    await page.goto('/features');
    const carousel = region(page, 'Customer testimonials');
    const slide = (n: number) => carousel.getByRole('group', { name: `${n} of 6`, exact: true });

    await slide(1).scrollIntoViewIfNeeded();
    await expect(slide(1).getByText('Priya Raman')).toBeInViewport();
    await expect(slide(2)).not.toBeInViewport();
    await expect(carousel.getByRole('button', { name: /testimonials/ })).toHaveCount(0);

    await slide(1).getByRole('link', { name: 'Next testimonial' }).click();
    await expect(slide(2).getByText('Marcus Feld')).toBeInViewport();
    await expect(slide(1)).not.toBeInViewport();
    await slide(2).getByRole('link', { name: 'Go to testimonial 6' }).click();
    await expect(slide(6).getByText('James Whitaker')).toBeInViewport();
    await slide(6).getByRole('link', { name: 'Next testimonial' }).click();
    await expect(slide(1).getByText('Priya Raman')).toBeInViewport();
  });

  test("the feature breakdown's tooltips are in the page and show on focus and hover", async ({ page }) => {
    await page.goto('/pricing');
    const breakdown = region(page, 'Compare every feature');
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    const scans = breakdown.getByRole('button', { name: 'About Geo-grid scans' });
    await expect(scans).toHaveAccessibleDescription(/every point of a grid/);
    await scans.focus();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText(/every point of a grid/);
    // Fixed to the viewport: the table's scrolling box does not clip it.
    await expect(tooltip).toBeInViewport({ ratio: 1 });

    // Tab moves to the next feature's info button, and its tooltip replaces the first.
    await page.keyboard.press('Tab');
    await expect(breakdown.getByRole('button', { name: 'About Scheduled scans' })).toBeFocused();
    await expect(tooltip).toHaveText('How often your saved geo-grid scans run automatically to build a ranking history.');
    await page.locator('h1').click();
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    const vault = breakdown.getByRole('button', { name: 'About Citations vault (200+ sites)' });
    await vault.hover();
    await expect(page.getByRole('tooltip')).toHaveText(/Starter and Growth pay per citation; Pro and Enterprise include it/);
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('the legal contents links move to their sections; Print is not offered', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('button', { name: 'Print this page' })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Data Retention' }).click();
    await expect(page).toHaveURL(/\/privacy#data-retention$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Data Retention' })).toBeInViewport();

    await page.goto('/terms');
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Termination' }).click();
    await expect(page).toHaveURL(/\/terms#termination$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Termination' })).toBeInViewport();
  });
});

test.describe('marketing and legal pages with JavaScript on', () => {
  for (const path of ['/', '/pricing', '/features', '/use-cases', '/privacy', '/#home-testimonials-3']) {
    test(`${path} hydrates without a console error or warning`, async ({ page }) => {
      const problems = collectProblems(page, { warnings: true });
      await page.goto(path);
      await waitForHydration(page);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('a carousel page reached before the scripts ran is kept once they run', async ({ page }) => {
    const release = await holdScripts(page);
    const problems = collectProblems(page, { warnings: true });
    // The held runtime keeps the load event back: the page is read as soon as it arrives.
    await page.goto('/', { waitUntil: 'commit' });
    const carousel = region(page, 'Benefits');
    await carousel.getByRole('group', { name: 'Page 1 of 3' }).getByRole('link', { name: 'Next benefits' }).click();
    await expect(carousel.getByRole('group', { name: 'Page 2 of 3' })).toBeInViewport();
    await expect(page.locator('[data-island="benefits"]'), 'its island has not started yet').not.toHaveAttribute('data-island-ready');

    release();
    await startIsland(carousel);
    // Once the app runs only the current page is exposed, and it is still the second.
    await expect(carousel.getByRole('group')).toHaveCount(1);
    await expect(carousel.getByRole('group')).toHaveAccessibleName('Page 2 of 3');
    await expect(carousel.getByRole('group')).toBeInViewport();
    await carousel.getByRole('link', { name: 'Next benefits' }).click();
    await expect(carousel.getByRole('group')).toHaveAccessibleName('Page 3 of 3');
    await expect(carousel.getByRole('group')).toBeInViewport();
    expect(problems).toEqual([]);
  });

  test('the carousel links scroll the track in place and keep keyboard focus on the control', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const carousel = region(page, 'Benefits');
    await startIsland(carousel);
    await expect(carousel.getByRole('group')).toHaveCount(1);
    const next = carousel.getByRole('link', { name: 'Next benefits' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('group')).toHaveAccessibleName('Page 2 of 3');
    await expect(carousel.getByRole('group')).toBeInViewport();
    // The address is left alone, and focus moved to the same control on the page now shown.
    await expect(page).toHaveURL(/\/$/);
    await expect(next).toBeFocused();
  });

  test('a billing period chosen before the scripts ran is kept once they run', async ({ page }) => {
    const release = await holdScripts(page);
    // The held runtime keeps the load event back: the page is read as soon as it arrives.
    await page.goto('/pricing', { waitUntil: 'commit' });
    const table = page.locator('#pricing-table');
    await table.getByRole('radio', { name: 'Monthly' }).check();
    await expect(table.getByRole('article', { name: 'Starter', exact: true }).getByText('$39', { exact: true })).toBeVisible();

    release();
    await page.waitForLoadState('load'); // the page's script has run
    await expect(table.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(table.getByRole('article', { name: 'Starter', exact: true }).getByText('$39', { exact: true })).toBeVisible();
    await table.getByRole('radio', { name: 'Annual' }).check();
    await expect(table.getByRole('article', { name: 'Starter', exact: true }).getByText('$29', { exact: true })).toBeVisible();
  });

  test('with the app running, tooltips open on focus, close on Escape and are not clipped by the table', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    const breakdown = region(page, 'Compare every feature');
    const trigger = breakdown.getByRole('button', { name: 'About Business profiles' });
    await startIsland(trigger);
    await trigger.focus();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText('How many business-profile listings (locations) you can connect and manage.');
    await expect(tooltip).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
});
