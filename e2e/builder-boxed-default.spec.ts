import { expect, test, type Locator, type Page } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { deletePage } from './support/builder-api.ts';
import { canvas, newPage, palette, sidebar } from './support/builder.ts';

// Issue 30, the boxed default: a new section's content sits in a centred box with side padding that narrows per
// device, in the canvas and on the published page alike, at 1280, 768 and 375 px; full width is a setting.

async function box(locator: Locator): Promise<{ x: number; right: number }> {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('not drawn');
  return { x: found.x, right: found.x + found.width };
}

/** The heading's distance from the canvas's left and right edges, and whether the canvas scrolls sideways. */
async function insetInCanvas(page: Page): Promise<{ left: number; right: number; overflows: boolean }> {
  const area = await box(canvas(page));
  const heading = await box(canvas(page).getByRole('heading', { name: 'New Heading' }));
  const overflows = await canvas(page).evaluate((node) => node.scrollWidth > node.clientWidth);
  return { left: Math.round(heading.x - area.x), right: Math.round(area.right - heading.right), overflows };
}

test("a new section's heading keeps off the edges in the canvas and on the published page at 1280, 768 and 375 px", async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const slug = `boxed-${Date.now().toString(36)}`;
  await newPage(page, 'Boxed default', slug);
  try {
    await palette(page, 'Section').click();
    await palette(page, 'Heading').click();
    const heading = canvas(page).getByRole('heading', { name: 'New Heading' });
    await expect(heading).toBeVisible();

    // The canvas at 1280 px is narrower than the box's 1200 px, so the side padding alone sets the inset.
    for (const [view, padding] of [
      ['Desktop View', 40],
      ['Tablet View', 32],
      ['Mobile View', 20],
    ] as const) {
      await page.getByRole('button', { name: view }).click();
      await expect.poll(() => insetInCanvas(page), { message: view }).toEqual({ left: padding, right: padding, overflows: false });
    }

    // Full width is the section's labelled setting: the heading then starts at the canvas's edge.
    await page.getByRole('button', { name: 'Desktop View' }).click();
    // A click in the section's top padding selects the section.
    await canvas(page)
      .locator('section[data-builder-element]')
      .click({ position: { x: 10, y: 10 } });
    const settings = sidebar(page);
    await expect(settings.getByRole('heading', { name: 'Section', exact: true })).toBeVisible();
    const width = settings.getByLabel('Content width');
    await expect(width).toHaveValue('boxed');
    await width.selectOption('full');
    await expect.poll(async () => (await insetInCanvas(page)).left).toBe(0);
    await width.selectOption('boxed');
    await expect.poll(async () => (await insetInCanvas(page)).left).toBe(40);

    await expect(page.getByText('All changes saved')).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Website published' }).first()).toBeVisible();

    // The published page: centred at 1280 (80 px = (1280 - 1200) / 2 + 40), padded at 768 and 375, never wider.
    for (const [width, inset] of [
      [1280, 80],
      [768, 32],
      [375, 20],
    ] as const) {
      const visitor = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
      await visitor.goto(`/${slug}`);
      const shown = await box(visitor.getByRole('heading', { name: 'New Heading' }));
      const scrollWidth = await visitor.evaluate(() => document.documentElement.scrollWidth);
      expect({ left: Math.round(shown.x), right: Math.round(width - shown.right), scrollWidth }, `${width} px`).toEqual({
        left: inset,
        right: inset,
        scrollWidth: width,
      });
      await visitor.context().close();
    }
  } finally {
    const found = await page.request.get(`/trpc/builderPage.bySlug?input=${encodeURIComponent(JSON.stringify({ slug }))}`);
    const made = (await found.json()).result.data as { id: number } | null;
    if (made) await deletePage(page.request, made.id);
  }
});
