import { expect, test, type Locator, type Page } from './support/test.ts';
import { waitForHydration } from './support/hydration.ts';

// Issue 16: on a phone a public page styles and lays out only what is on and near the screen. The later
// sections and the footer are skipped by the browser until they come near the viewport, then render as any
// other; their text is findable all along.

test.use({ viewport: { width: 412, height: 823 } });

/** Whether the browser renders the element now (false while a `content-visibility: auto` ancestor skips it). */
function isRendered(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
}

/** Waits until the (smooth) scroll has ended with the heading on screen, below the sticky header. */
async function expectLandedOn(page: Page, heading: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const [header, box] = [await page.getByRole('banner').boundingBox(), await heading.boundingBox()];
      return box!.y >= header!.y + header!.height && box!.y + box!.height <= page.viewportSize()!.height;
    })
    .toBe(true);
}

for (const path of ['/', '/pricing', '/blog/ultimate-guide-local-seo-2025']) {
  test(`${path} renders the first screen and leaves the footer until it comes near`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const firstHeading = page.getByRole('heading', { level: 1 });
    const footerHeading = page.getByRole('contentinfo').getByRole('heading', { name: 'Get in touch' });
    expect(await isRendered(firstHeading)).toBe(true);
    expect(await isRendered(footerHeading)).toBe(false);
    // Skipped, not hidden: the heading was found by its role, so it is in the accessibility tree.
    await expect(footerHeading).toBeAttached();

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => isRendered(footerHeading)).toBe(true);
    await expect(footerHeading).toBeVisible();
  });
}

test('a link to a later section lands on it, rendered, and its top is not hidden under the header', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const demo = page.getByRole('heading', { level: 2, name: 'From sign-up to the map pack in four steps' });
  expect(await isRendered(demo)).toBe(false);

  await page.getByRole('main').getByRole('link', { name: 'See How It Works' }).click();
  await expect.poll(() => isRendered(demo)).toBe(true);
  await expectLandedOn(page, demo);
});

test("an address with a section's #fragment opens on that section", async ({ page }) => {
  await page.goto('/#how-it-works');
  await waitForHydration(page);
  await expectLandedOn(page, page.getByRole('heading', { level: 2, name: 'From sign-up to the map pack in four steps' }));
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('an anchor to a later section lands on it, below the header', async ({ page }) => {
    await page.goto('/');
    const demo = page.getByRole('heading', { level: 2, name: 'From sign-up to the map pack in four steps' });
    await page.getByRole('main').getByRole('link', { name: 'See How It Works' }).click();
    await expect(page).toHaveURL(/\/#how-it-works$/);
    await expectLandedOn(page, demo);
  });

  test("an address with a section's #fragment opens on that section", async ({ page }) => {
    await page.goto('/#how-it-works');
    await expectLandedOn(page, page.getByRole('heading', { level: 2, name: 'From sign-up to the map pack in four steps' }));
  });
});
