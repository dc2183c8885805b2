import { expect, test, type Locator, type Page } from './support/test.ts';

// Someone who asked their system for reduced transparency sees opaque surfaces, nothing blurred behind them and no
// decorative glow; anyone else sees the site's translucent header over a blurred backdrop and its glows. The suite's
// browser asks for reduced transparency (scripts/chromium.ts); the other case is emulated here.

/** The computed backdrop filter and background colour of `locator`'s element. */
function surface(locator: Locator): Promise<{ backdropFilter: string; backgroundColor: string }> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { backdropFilter: style.backdropFilter, backgroundColor: style.backgroundColor };
  });
}

/** The hero's glow on the home page (a decorative, hidden-from-assistive-technology shape). */
const glow = (page: Page) => page.locator('[aria-hidden="true"].blur-3xl').first();

test('with reduced transparency: an opaque header with no blur behind it, and no glow', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-transparency: reduce)').matches)).toBe(true);
  // The flag that asks for it keeps what Playwright's own headless settings say: a mouse that hovers.
  expect(await page.evaluate(() => matchMedia('(hover: hover) and (pointer: fine)').matches)).toBe(true);
  const header = await surface(page.getByRole('banner'));
  expect(header.backdropFilter).toBe('none');
  // An opaque colour: rgb(…), or oklab/oklch without an alpha part.
  expect(header.backgroundColor).not.toMatch(/\/|rgba|transparent/);
  await expect(glow(page)).toBeHidden();
});

test('without the preference: the translucent header blurs what lies behind it, and the glow shows', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-transparency', value: 'no-preference' }] });
  await page.goto('/');
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-transparency: reduce)').matches)).toBe(false);
  const header = await surface(page.getByRole('banner'));
  expect(header.backdropFilter).toMatch(/^blur\(/);
  expect(header.backgroundColor).toMatch(/\/ 0\.7\)|, 0\.7\)/);
  await expect(glow(page)).toBeVisible();
});
