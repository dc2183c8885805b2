import { expect, test, type Locator, type Page } from './support/test.ts';
import { startIsland, waitForHydration } from './support/hydration.ts';

/** The home page's two carousels: names of their controls and slides. */
const CAROUSELS = [
  { name: 'Benefits', previous: 'Previous benefits', next: 'Next benefits', slides: 3, slideName: (n: number) => `Page ${n} of 3` },
  {
    name: 'Customer testimonials',
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    slides: 6,
    slideName: (n: number) => `${n} of 6`,
  },
];

/** The home page's carousel named `name`. */
function carousel(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

/** Whether keyboard focus has fallen back to the page's body (lost). */
const focusIsLost = (page: Page) => page.evaluate(() => document.activeElement === null || document.activeElement === document.body);

for (const { name, previous, next, slides, slideName } of CAROUSELS) {
  test(`${name}: Previous on the first slide and Next on the last keep keyboard focus on that control`, async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const region = carousel(page, name);
    await startIsland(region);
    const slide = region.getByRole('group');
    await expect(slide).toHaveAccessibleName(slideName(1));

    // Previous on the first slide wraps to the last; focus moves to Previous on the slide now shown.
    await region.getByRole('link', { name: previous }).focus();
    await page.keyboard.press('Enter');
    await expect(slide).toHaveAccessibleName(slideName(slides));
    await expect(region.getByRole('link', { name: previous })).toBeFocused();

    // Next on the last slide wraps to the first, reached from there with the keyboard (Tab past the dots).
    await page.clock.runFor(300);
    for (let dot = 0; dot < slides; dot++) await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(region.getByRole('link', { name: next })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slide).toHaveAccessibleName(slideName(1));
    await expect(region.getByRole('link', { name: next })).toBeFocused();
    expect(await focusIsLost(page)).toBe(false);
  });
}

test.describe('before and without the script', () => {
  test.use({ javaScriptEnabled: false });

  for (const { name, previous, next, slides, slideName } of CAROUSELS) {
    test(`${name}: Previous on the first slide and Next on the last keep focus in the slide they show`, async ({ page }) => {
      await page.goto('/');
      const region = carousel(page, name);
      const slide = (n: number) => region.getByRole('group', { name: slideName(n), exact: true });

      await slide(1).getByRole('link', { name: previous }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#.+-\d+$/);
      // Focus is on the slide the link showed, not dropped to the body, and Tab goes on from there.
      await expect(slide(slides)).toBeFocused();
      expect(await focusIsLost(page)).toBe(false);
      await page.keyboard.press('Tab');
      await expect(slide(slides).getByRole('link', { name: previous })).toBeFocused();

      await slide(slides).getByRole('link', { name: next }).focus();
      await page.keyboard.press('Enter');
      await expect(slide(1)).toBeFocused();
      expect(await focusIsLost(page)).toBe(false);
    });
  }
});
