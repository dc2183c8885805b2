import { expect, test, type Page } from './support/test.ts';
import { signInRequestAsAdmin } from './support/admin.ts';
import { startIsland, waitForHydration } from './support/hydration.ts';

// A fixed moment for the fake clock; every timed behaviour below is driven from it, never waited for.
const START = new Date('2025-03-03T09:00:00Z').getTime();

/** Installs Playwright's clock and pauses it, so timers only fire when the test moves time on. */
async function pauseClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1000);
}

function main(page: Page) {
  return page.getByRole('main');
}

function region(page: Page, name: string) {
  return main(page).getByRole('region', { name, exact: true });
}

test.describe('Home page', () => {
  test('shows its sections in the spec’s order, then the footer', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page).toHaveTitle(/LocalRank/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Get found first when locals search for what you do');
    await expect(main(page).getByText('Trusted by 1,000+ businesses')).toBeVisible();

    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
      'Your customers are searching nearby. Are they finding you?', // problem statement
      'See exactly where you rank, street by street', // analytics insights
      'Everything your business profile needs, in one place', // features grid
      'Why local businesses choose LocalRank', // benefits carousel
      'Trusted by businesses that live on local search', // testimonials
      'From sign-up to the map pack in four steps', // demo
      'Simple plans that grow with you', // pricing summary
      'Ready to be the first name locals find?', // call to action
    ]);
    await expect(page.getByRole('contentinfo')).toBeVisible();

    const hero = main(page).locator('section').first();
    await expect(hero.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/auth?mode=sign-up');
    await expect(hero.getByText('14-day free trial')).toBeVisible();
    await expect(hero.getByText('No credit card required')).toBeVisible();
    await expect(hero.getByText('Cancel anytime')).toBeVisible();
  });

  test('See How It Works brings the demo steps into view', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const demo = region(page, 'From sign-up to the map pack in four steps');
    await expect(demo).not.toBeInViewport();

    await main(page).getByRole('link', { name: 'See How It Works' }).click();
    await expect(demo).toBeInViewport();
    await expect(demo).toBeFocused();
    await expect(demo.getByRole('listitem')).toHaveCount(4);
  });

  test('the calls to action lead to sign-up, contact and features', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const cta = region(page, 'Ready to be the first name locals find?');
    await cta.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL('/auth?mode=sign-up');

    await page.goto('/');

    await waitForHydration(page);
    await region(page, 'Ready to be the first name locals find?').getByRole('link', { name: 'Request a Demo' }).click();
    await expect(page).toHaveURL('/contact');

    await page.goto('/');

    await waitForHydration(page);
    await main(page).getByRole('link', { name: 'Discover All Features' }).click();
    await expect(page).toHaveURL('/features');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Every tool you need to win local search');
  });

  test('the benefits carousel shows eight per page, wraps, jumps by dot and ignores changes for 300 ms', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const carousel = region(page, 'Benefits');
    await startIsland(carousel);
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = carousel.getByRole('group');
    // A page's benefit tiles (its controls' dots are list items too).
    const tiles = slide.getByRole('listitem').filter({ has: page.getByRole('heading') });
    const next = carousel.getByRole('link', { name: 'Next benefits' });
    const previous = carousel.getByRole('link', { name: 'Previous benefits' });
    // Once the app runs, only the current page is exposed (the others are off screen and inert).
    await expect(slide).toHaveCount(1);

    await expect(slide).toHaveAccessibleName('Page 1 of 3');
    await expect(tiles).toHaveCount(8);
    await expect(slide.getByRole('heading', { name: 'Show up in the map pack' })).toBeVisible();
    await expect(carousel.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('aria-current', 'true');

    await next.click();
    await expect(slide).toHaveAccessibleName('Page 2 of 3');
    await expect(slide.getByRole('heading', { name: 'Reports people read' })).toBeVisible();
    await expect(carousel.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('link', { name: 'Go to page 1' })).not.toHaveAttribute('aria-current');

    // Within 300 ms of a change, another change is ignored.
    await next.click();
    await expect(slide).toHaveAccessibleName('Page 2 of 3');

    await page.clock.runFor(300);
    await next.click();
    await expect(slide).toHaveAccessibleName('Page 3 of 3');
    await expect(tiles).toHaveCount(8);

    await page.clock.runFor(300);
    await next.click();
    await expect(slide).toHaveAccessibleName('Page 1 of 3');

    await page.clock.runFor(300);
    await previous.click();
    await expect(slide).toHaveAccessibleName('Page 3 of 3');

    await page.clock.runFor(300);
    await carousel.getByRole('link', { name: 'Go to page 2' }).click();
    await expect(slide).toHaveAccessibleName('Page 2 of 3');
    await expect(carousel.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'true');
  });

  test('the testimonials advance every 5 seconds and wrap around', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const carousel = region(page, 'Customer testimonials');
    await startIsland(carousel);
    await page.mouse.move(0, 0); // the pointer is not left resting on the quotes
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = (n: number) => carousel.getByRole('group', { name: `${n} of 6`, exact: true });
    const dot = (n: number) => carousel.getByRole('link', { name: `Go to testimonial ${n}`, exact: true });

    await expect(slide(1)).toBeVisible();
    await expect(slide(1).getByText('Priya Raman')).toBeVisible();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');

    await page.clock.fastForward(4000);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await page.clock.fastForward(1000);
    await expect(slide(2)).toBeVisible();
    await expect(slide(2).getByText('Marcus Feld')).toBeVisible();
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');

    for (const n of [3, 4, 5, 6]) {
      await page.clock.fastForward(5000);
      await expect(dot(n)).toHaveAttribute('aria-current', 'true');
    }
    await page.clock.fastForward(5000);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await expect(slide(1)).toBeVisible();
  });

  test('the testimonials have previous, next and dot controls, and the pause button stops rotation', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const carousel = region(page, 'Customer testimonials');
    await startIsland(carousel);
    const dot = (n: number) => carousel.getByRole('link', { name: `Go to testimonial ${n}`, exact: true });

    await carousel.getByRole('link', { name: 'Next testimonial' }).click();
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('link', { name: 'Previous testimonial' }).click();
    await carousel.getByRole('link', { name: 'Previous testimonial' }).click();
    await expect(dot(6)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('group', { name: '6 of 6' }).getByText('James Whitaker')).toBeVisible();
    await dot(4).click();
    await expect(dot(4)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('group', { name: '4 of 6' }).getByText('Tom Gallagher')).toBeVisible();

    await carousel.getByRole('button', { name: 'Pause testimonials' }).click();
    await expect(carousel.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click(); // moves focus out of the carousel
    await page.clock.fastForward(5000);
    await expect(dot(4)).toHaveAttribute('aria-current', 'true');
  });

  test('choosing the testimonial already shown leaves focus where the visitor puts it, through the next rotation', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    const carousel = region(page, 'Customer testimonials');
    await startIsland(carousel);
    await page.mouse.move(0, 0);
    const dot = (n: number) => carousel.getByRole('link', { name: `Go to testimonial ${n}`, exact: true });

    await dot(1).focus();
    await page.keyboard.press('Enter'); // the quote shown already: nothing to do
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('heading', { level: 1 }).click(); // the visitor moves on
    await page.clock.fastForward(5000);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.locator(':focus')).toHaveCount(0);
  });

  test('the pricing summary is monthly by default and switches to annual', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const pricing = region(page, 'Simple plans that grow with you');
    const plan = (name: string) => pricing.getByRole('article', { name, exact: true });

    await expect(pricing.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    // The Pricing page's figures, from the one price table.
    await expect(plan('Starter').getByText('$39', { exact: true })).toBeVisible();
    await expect(plan('Growth').getByText('$89', { exact: true })).toBeVisible();
    await expect(plan('Pro').getByText('$149', { exact: true })).toBeVisible();
    await expect(plan('Starter')).toContainText('/month');
    await expect(plan('Starter').getByText('Billed monthly')).toBeVisible();
    await expect(plan('Starter')).toContainText('50 geo-grid scans/year');
    // Both billing periods' prices are in the page; the other period's is hidden.
    await expect(plan('Enterprise').getByText('Custom', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(plan('Enterprise').getByRole('link', { name: /Contact Sales/ })).toHaveAttribute('href', '/contact');

    await pricing.getByRole('radio', { name: 'Annual' }).check();
    await expect(pricing.getByRole('radio', { name: 'Annual' })).toHaveAccessibleDescription('Save 20%');
    await expect(pricing.getByText('Save 20%')).toBeVisible();
    await expect(plan('Starter').getByText('$29', { exact: true })).toBeVisible();
    await expect(plan('Starter').getByText('Billed annually $348')).toBeVisible();
    await expect(plan('Growth').getByText('$69', { exact: true })).toBeVisible();
    await expect(plan('Growth').getByText('Billed annually $828')).toBeVisible();
    await expect(plan('Pro').getByText('$119', { exact: true })).toBeVisible();
    await expect(plan('Pro').getByText('Billed annually $1,428')).toBeVisible();
    // The annual summary's larger limits (docs/product.md §9).
    await expect(plan('Starter')).toContainText('60 geo-grid scans/year');
    await expect(plan('Growth')).toContainText('240 geo-grid scans/year');
    await expect(plan('Growth')).toContainText('120 AI posts/month');
    await expect(plan('Growth')).toContainText('Track 15 competitors');
    await expect(plan('Pro')).toContainText('600 geo-grid scans/year');
    await expect(plan('Pro')).toContainText('300 AI posts/month');
    await expect(plan('Pro')).toContainText('Track 25 competitors');
  });
});

test.describe('Home drawings on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test('each drawing and avatar shows as a picture sharp enough for the screen', async ({ page }) => {
    await page.goto('/');
    const pictures = [
      main(page).getByRole('img', { name: /^The LocalRank dashboard/ }),
      main(page).getByRole('img', { name: /^A seven-by-seven geo-grid/ }),
      main(page).getByRole('img', { name: /^A sample LocalRank progress report/ }),
      main(page).locator('img[data-edit-key$=".image"][alt=""]').first(),
    ];
    for (const picture of pictures) {
      await picture.scrollIntoViewIfNeeded();
      // Loaded, as a WebP (decoded off the main thread), with at least a pixel per screen pixel.
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const shown = await picture.evaluate((img: HTMLImageElement) => ({
        source: img.currentSrc,
        needed: img.getBoundingClientRect().width * window.devicePixelRatio,
      }));
      // The file's width is in its name (a unit test checks each file has it).
      const width = Number(/-(\d+)w\.webp$/.exec(shown.source)?.[1]);
      expect(width, shown.source).toBeGreaterThanOrEqual(Math.floor(shown.needed));
    }
  });
});

// The public home page draws the background the server saved, as HTML (no island: issue 27); where the app runs, in
// the admin's editor of the home page, the section also follows the local-storage cache and GET /api/media.
test.describe('Home problem-statement background', () => {
  const background = (page: Page) => page.locator('#problem-statement-bg-image');
  /** The home page as the admin's content manager draws it: the app, where the section asks the server itself. */
  const openHomeEditor = async (page: Page) => {
    await signInRequestAsAdmin(page);
    await page.goto('/admin/dashboard?page=home');
  };

  test('shows the default pattern when the server has no uploaded background', async ({ page }) => {
    await page.goto('/');
    await expect(background(page)).toHaveAttribute('data-background', 'pattern');
    await expect(background(page)).toHaveCSS('background-image', /radial-gradient/);
    expect(await page.evaluate(() => localStorage.getItem('problem-statement-bg-url'))).toBeNull();
  });

  test('falls back to the pattern and logs when the media list fails', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/media', (route) => route.fulfill({ status: 500, body: 'Media store offline' }));
    await openHomeEditor(page);
    await expect(background(page)).toHaveAttribute('data-background', 'pattern');
    await expect.poll(() => errors.some((text) => text.includes('problem-statement background'))).toBe(true);
  });

  test('uses the uploaded image named for the problem statement, cover-sized at opacity 0.7, and caches it', async ({ page }) => {
    await page.route('**/api/media', (route) =>
      route.fulfill({
        json: [
          { filename: 'hero.json', originalName: 'hero.png', url: '/media/hero.json' },
          {
            filename: 'problem-statement-bg-image.json',
            originalName: 'problem-statement-bg-image.jpg',
            url: '/media/problem-statement-bg-image.json',
          },
        ],
      }),
    );
    await page.route('**/media/problem-statement-bg-image.json', (route) =>
      route.fulfill({ json: { imageUrl: '/media/uploaded-problem-bg.svg' } }),
    );
    await page.route('**/media/uploaded-problem-bg.svg', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: "<svg xmlns='http://www.w3.org/2000/svg' width='8' height='8'><rect width='8' height='8' fill='#345'/></svg>",
      }),
    );
    await openHomeEditor(page);

    await expect(background(page)).toHaveAttribute('data-background', 'image');
    await expect(background(page)).toHaveCSS('background-image', /uploaded-problem-bg\.svg/);
    await expect(background(page)).toHaveCSS('background-size', 'cover');
    await expect(background(page)).toHaveCSS('opacity', '0.7');
    expect(await page.evaluate(() => localStorage.getItem('problem-statement-bg-url'))).toBe('/media/uploaded-problem-bg.svg');
  });

  test('shows the cached image first, then follows the server', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('problem-statement-bg-url', '/media/cached-problem-bg.svg');
        sessionStorage.setItem('seeded', 'yes');
      }
    });
    await page.route('**/media/cached-problem-bg.svg', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='4'/>",
      }),
    );
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/media', async (route) => {
      await held;
      await route.fulfill({ json: [] });
    });
    await openHomeEditor(page);

    await expect(background(page)).toHaveAttribute('data-background', 'image');
    await expect(background(page)).toHaveCSS('background-image', /cached-problem-bg\.svg/);

    answer();
    await expect(background(page)).toHaveAttribute('data-background', 'pattern');
    expect(await page.evaluate(() => localStorage.getItem('problem-statement-bg-url'))).toBeNull();
  });
});

test.describe('Pricing page', () => {
  test('the plan table defaults to annual billing and switches to monthly', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    await expect(page).toHaveTitle('Pricing · LocalRank');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);
    const table = page.locator('#pricing-table');
    const plan = (name: string) => table.getByRole('article', { name, exact: true });

    await expect(table.getByRole('radio', { name: 'Annual' })).toBeChecked();
    await expect(table.getByText('Save 20%')).toBeVisible();
    await expect(plan('Starter').getByText('$29', { exact: true })).toBeVisible();
    await expect(plan('Starter')).toContainText('Billed annually $348');
    await expect(plan('Growth').getByText('$69', { exact: true })).toBeVisible();
    await expect(plan('Growth')).toContainText('Billed annually $828');
    await expect(plan('Pro').getByText('$119', { exact: true })).toBeVisible();
    await expect(plan('Pro')).toContainText('Billed annually $1,428');
    // Both billing periods' prices are in the page; the other period's is hidden.
    await expect(plan('Enterprise').getByText('Custom', { exact: true }).filter({ visible: true })).toBeVisible();

    await table.getByRole('radio', { name: 'Monthly' }).check();
    await expect(table.getByRole('radio', { name: 'Annual' })).not.toBeChecked();
    await expect(plan('Starter').getByText('$39', { exact: true })).toBeVisible();
    await expect(plan('Growth').getByText('$89', { exact: true })).toBeVisible();
    await expect(plan('Pro').getByText('$149', { exact: true })).toBeVisible();
    // Both periods' prices are in the page; only the shown one counts.
    await expect(plan('Starter')).not.toContainText('Billed annually', { useInnerText: true });

    await table.getByRole('radio', { name: 'Annual' }).press('ArrowLeft');
    await expect(table.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  });

  test('each plan lists its limits in the billing shown (annual by default), credits and citations-vault access', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    const table = page.locator('#pricing-table');
    const plan = (name: string) => table.getByRole('article', { name, exact: true });
    const both: Record<string, string[]> = {
      Starter: [
        '3 business profiles',
        '25 AI posts/month',
        'Monthly scheduled scans',
        'Email support',
        '120,000 credits per year',
        'Citations vault: pay-as-you-go',
      ],
      Growth: ['10 business profiles', 'Weekly scheduled scans', '300,000 credits per year', 'Citations vault: pay-as-you-go'],
      Pro: [
        '25 business profiles',
        'Daily scheduled scans',
        'Dedicated account manager',
        '600,000 credits per year',
        'Citations vault included',
      ],
      Enterprise: ['Flexible credits', 'Citations vault included'],
    };
    // The annual limits are larger (docs/product.md §9), as on the Home summary's annual view.
    const annual: Record<string, string[]> = {
      Starter: ['60 geo-grid scans/year'],
      Growth: ['240 geo-grid scans/year', '120 AI posts/month', 'Track 15 competitors'],
      Pro: ['600 geo-grid scans/year', '300 AI posts/month', 'Track 25 competitors'],
    };
    const monthly: Record<string, string[]> = {
      Starter: ['50 geo-grid scans/year'],
      Growth: ['200 geo-grid scans/year', '100 AI posts/month', 'Track 10 competitors'],
      Pro: ['500 geo-grid scans/year', '250 AI posts/month', 'Track 20 competitors'],
    };
    const expectLines = async (lines: Record<string, string[]>) => {
      for (const [name, texts] of Object.entries(lines)) {
        for (const line of texts) await expect(plan(name).getByRole('listitem').filter({ hasText: line })).toHaveCount(1);
      }
    };
    await expectLines(both);
    await expectLines(annual);
    await expect(plan('Growth').getByRole('listitem').filter({ hasText: '200 geo-grid scans/year' })).toHaveCount(0);
    // Each trial link carries its plan and the billing shown.
    await expect(plan('Starter').getByRole('link', { name: /Start Free Trial/ })).toHaveAttribute(
      'href',
      '/auth?mode=sign-up&plan=starter&billing=annual',
    );
    await expect(plan('Enterprise').getByRole('link', { name: /Contact Sales/ })).toHaveAttribute('href', '/contact');

    await table.getByRole('radio', { name: 'Monthly' }).check();
    await expectLines(both);
    await expectLines(monthly);
    await expect(plan('Growth').getByRole('listitem').filter({ hasText: '240 geo-grid scans/year' })).toHaveCount(0);
    await expect(plan('Growth').getByRole('link', { name: /Start Free Trial/ })).toHaveAttribute(
      'href',
      '/auth?mode=sign-up&plan=growth&billing=monthly',
    );
  });

  test('Compare Plans Below scrolls the pricing table into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 640 });
    await page.goto('/pricing');
    await waitForHydration(page);
    const table = page.locator('#pricing-table');
    const title = table.getByRole('heading', { name: 'Choose the plan that fits' });
    await expect(title).not.toBeInViewport();

    await main(page).getByRole('link', { name: 'Compare Plans Below' }).click();
    await expect(title).toBeInViewport();
    await expect(table).toBeFocused();
  });

  test('the add-ons show their prices', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    const addOns = region(page, 'Pay only for the extras you use');
    await expect(addOns.getByRole('listitem').filter({ hasText: 'Citations' })).toContainText('$0.10 per citation');
    await expect(addOns.getByRole('listitem').filter({ hasText: 'Extra AI posts' })).toContainText('$0.05 per extra AI post');
    await expect(addOns.getByRole('listitem').filter({ hasText: 'Extra geo-grid scans' })).toContainText('$2 per extra geo-grid scan');
  });

  test('feature tooltips open on hover and on focus, and Escape closes them', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    const breakdown = region(page, 'Compare every feature');
    await expect(breakdown.getByRole('table')).toBeVisible();
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    const scans = breakdown.getByRole('button', { name: 'About Geo-grid scans' });
    await startIsland(scans);
    await expect(scans).toHaveAccessibleDescription(/every point of a grid/);
    await scans.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText(/every point of a grid/);
    // Drawn beside its trigger, whatever contains the section it sits in.
    const [trigger, tip] = [await scans.boundingBox(), await tooltip.boundingBox()];
    expect(trigger && tip).toBeTruthy();
    expect(Math.min(Math.abs(tip!.y - (trigger!.y + trigger!.height)), Math.abs(trigger!.y - (tip!.y + tip!.height)))).toBeLessThan(16);
    expect(tip!.x).toBeLessThan(trigger!.x + trigger!.width);
    expect(tip!.x + tip!.width).toBeGreaterThan(trigger!.x);
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCount(0);

    const vault = breakdown.getByRole('button', { name: 'About Citations vault (200+ sites)' });
    await startIsland(vault);
    await vault.focus();
    await expect(page.getByRole('tooltip')).toHaveText(/Starter and Growth pay per citation; Pro and Enterprise include it/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(vault).toBeFocused();

    const row = breakdown.getByRole('row', { name: /Citations vault/ });
    await expect(row.getByRole('cell')).toHaveText(['Pay-as-you-go', 'Pay-as-you-go', 'Included', 'Included']);
  });

  test('tooltips open after 700 ms of hover, at once when moving between triggers, and wait again after 300 ms', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/pricing');
    await waitForHydration(page);
    const breakdown = region(page, 'Compare every feature');
    const trigger = (feature: string) => breakdown.getByRole('button', { name: `About ${feature}`, exact: true });
    const tooltip = page.getByRole('tooltip');
    for (const feature of ['Keyword research', 'NAP inconsistency scans', 'Schema markup']) await startIsland(trigger(feature));
    await trigger('Keyword research').scrollIntoViewIfNeeded();

    await trigger('Keyword research').hover();
    await page.clock.runFor(699);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(tooltip).toHaveText(/“near me” phrases/);

    // Moving straight to the next trigger skips the delay, and only one tooltip is ever open.
    await trigger('NAP inconsistency scans').hover();
    await expect(tooltip).toHaveCount(1);
    await expect(tooltip).toHaveText(/name, address or phone number/);

    // Once the skip window has passed, the full delay applies again.
    await page.mouse.move(0, 0);
    await page.clock.runFor(100); // the grace period that lets the pointer reach the tooltip
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(300);
    await trigger('Schema markup').hover();
    await page.clock.runFor(699);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(tooltip).toHaveText(/Structured data/);
  });

  test('the final call to action offers the trial', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    const cta = region(page, 'Try any plan free for 14 days');
    await expect(cta.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/auth?mode=sign-up');
    await expect(cta.getByText('No credit card required').first()).toBeVisible();
  });
});

test.describe('Features, Use Cases and About', () => {
  test('Features lists 18 features with benefits, testimonials and a call to action', async ({ page }) => {
    await page.goto('/features');
    await waitForHydration(page);
    await expect(page).toHaveTitle('Features · LocalRank');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(region(page, 'Local search is won on details you cannot check by hand').getByRole('listitem')).toHaveCount(5);

    const list = region(page, '18 features, one platform');
    await expect(list.getByRole('heading', { level: 3 })).toHaveCount(18);
    await expect(list.getByRole('heading', { name: 'Geo-grid ranking scans' })).toBeVisible();
    await expect(list.getByRole('heading', { name: 'Ads and analytics integration' })).toBeVisible();
    await expect(list.getByRole('list', { name: 'Benefits of Citations vault' }).getByRole('listitem')).toHaveCount(2);

    await expect(region(page, 'Customer testimonials')).toBeVisible();
    const cta = region(page, 'Put all eighteen features to work on your profile');
    await cta.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL('/auth?mode=sign-up');
  });

  test('Use Cases shows eight use cases and its final call to action', async ({ page }) => {
    await page.goto('/use-cases');
    await waitForHydration(page);
    await expect(page).toHaveTitle('Use Cases · LocalRank');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(region(page, 'One platform, shaped around your situation')).toBeVisible();
    await expect(region(page, 'Eight ways teams use LocalRank').getByRole('heading', { level: 3 })).toHaveText([
      'Small businesses',
      'Agencies',
      'White-label agencies',
      'Multi-location businesses',
      'Franchises',
      'Service businesses',
      'Healthcare providers',
      'Real estate agencies',
    ]);
    await expect(region(page, 'Customer testimonials')).toBeVisible();

    const cta = region(page, 'See LocalRank working for a business like yours');
    await expect(cta.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/auth?mode=sign-up');
    await cta.getByRole('link', { name: 'Schedule Demo' }).click();
    await expect(page).toHaveURL('/contact');
  });

  test('About tells the story, six values and the numbers', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page).toHaveTitle('About Us · LocalRank');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(main(page).getByRole('heading', { name: 'Founded in 2022, in London' })).toBeVisible();

    await expect(region(page, 'What we stand for').getByRole('heading', { level: 3 })).toHaveText([
      'Local first',
      'Radical clarity',
      'Results over vanity',
      'Useful AI',
      'Trust and privacy',
      'Partnership',
    ]);

    const numbers = region(page, 'LocalRank in numbers');
    for (const [value, label] of [
      ['5,000+', 'Businesses'],
      ['50M+', 'Rankings tracked'],
      ['25+', 'Countries'],
      ['3+', 'Years'],
    ]) {
      await expect(numbers.getByRole('definition').filter({ hasText: value })).toBeVisible();
      await expect(numbers.getByRole('term').filter({ hasText: label })).toBeVisible();
    }

    await region(page, 'Start your 14-day free trial').getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL('/auth?mode=sign-up');
  });
});

test.describe('on a 360 px wide screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no marketing page scrolls sideways', async ({ page }) => {
    for (const path of ['/', '/features', '/use-cases', '/pricing', '/about']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});
