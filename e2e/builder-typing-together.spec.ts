import { expect, test, type Browser, type Page } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { createAdminWithCli, disableAccount } from './support/admin-cli.ts';
import { add, buildNewPage, deletePage, element } from './support/builder-api.ts';
import { canvas, sidebar } from './support/builder.ts';

// Issue 40: two people typing into one builder heading at once both keep their words, on both screens and on the
// published page, and each undoes only their own typing, step by step; the top bar keeps Save, Schedule and
// Publish whole at 1280 px with three people on the page, the rest of its actions in the Page actions menu.

test.describe.configure({ timeout: 180_000 });

/** Signs the e2e admin and `count - 1` new admins into browser contexts of their own at 1280 × 800. */
async function people(browser: Browser, count: number) {
  const accounts = Array.from({ length: count - 1 }, (_, i) => createAdminWithCli(`together-${i + 2}`));
  const contexts = await Promise.all(Array.from({ length: count }, () => browser.newContext({ viewport: { width: 1280, height: 800 } })));
  const pages = await Promise.all(contexts.map((context) => context.newPage()));
  await signInAsAdmin(pages[0] as Page);
  for (const [i, account] of accounts.entries()) await signInAsAdmin(pages[i + 1] as Page, account);
  const close = async () => {
    for (const account of accounts) await disableAccount((pages[0] as Page).request, account.username);
    await Promise.all(contexts.map((context) => context.close()));
  };
  return { pages, close };
}

const heading = (page: Page) => canvas(page).getByRole('heading').first();

/** Types `parts` at the end of the heading's Text field, 40 ms a key, pausing 1.5 s between parts (one undo step each). */
async function typeParts(page: Page, parts: readonly string[]): Promise<void> {
  const field = sidebar(page).getByLabel('Text', { exact: true });
  await field.click();
  await page.keyboard.press('ControlOrMeta+End');
  for (const [i, part] of parts.entries()) {
    if (i > 0) await page.waitForTimeout(1500);
    await page.keyboard.type(part, { delay: 40 });
  }
}

test('two admins typing into one heading at once both keep their sentences, everywhere, and each undoes only their own typing', async ({
  browser,
}) => {
  const { pages, close } = await people(browser, 2);
  const [a, b] = pages as [Page, Page];
  const slug = `together-${Date.now().toString(36)}`;
  const pageId = await buildNewPage(a.request, slug, 'Typing together', [
    add(null, element('together-heading', 'heading', { name: 'Heading', content: 'Offer' })),
  ]);
  const mine = [' Spring sale:', ' 20% off.'];
  const theirs = [' Book your', ' spring audit.'];
  try {
    for (const page of [a, b]) {
      await page.goto(`/admin/elementor/${slug}`);
      await canvas(page).getByRole('heading', { name: 'Offer' }).click();
      await expect(page.getByTestId('selected-element-label')).toHaveText('Heading');
    }
    await Promise.all([typeParts(a, mine), typeParts(b, theirs)]);

    // Both sentences whole, in one order, on both screens and in both Text fields.
    const orders = [`Offer${mine.join('')}${theirs.join('')}`, `Offer${theirs.join('')}${mine.join('')}`];
    for (const page of [a, b]) await expect(page.getByText('All changes saved')).toBeVisible();
    // Matched as text, so a failure prints what the heading holds.
    const either = new RegExp(`^(${orders.map((order) => order.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
    await expect.poll(() => heading(a).innerText()).toMatch(either);
    const merged = await heading(a).innerText();
    await expect(heading(b)).toHaveText(merged);
    for (const page of [a, b]) await expect(sidebar(page).getByLabel('Text', { exact: true })).toHaveValue(merged);

    // Published: the page shows the same text to a visitor.
    await a.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(a.getByText('Website published')).toBeVisible();
    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    await reader.goto(`/${slug}`);
    await expect(reader.getByRole('heading', { name: merged })).toBeVisible();
    await visitor.close();

    // B undoes their typing step by step: only B's words go, on both screens; then A's, leaving where they started.
    const without = (text: string, part: string) => text.replace(part, '');
    let expected = merged;
    for (const [page, parts] of [
      [b, theirs],
      [a, mine],
    ] as const) {
      for (const part of [...parts].reverse()) {
        await page.getByRole('button', { name: 'Undo', exact: true }).click();
        expected = without(expected, part);
        for (const each of [a, b]) await expect(heading(each)).toHaveText(expected);
      }
    }
    expect(expected).toBe('Offer');
    await expect(b.getByRole('region', { name: 'Your changes clashed with another person’s' })).toHaveCount(0);
  } finally {
    await deletePage(a.request, pageId);
    await close();
  }
});

test('the top bar at 1280 × 800 with three people present shows Save, Schedule and Publish whole, the rest in Page actions by keyboard', async ({
  browser,
}) => {
  const { pages, close } = await people(browser, 3);
  const [first] = pages as [Page, Page, Page];
  const slug = `topbar-${Date.now().toString(36)}`;
  const pageId = await buildNewPage(first.request, slug, 'Top bar', [add(null, element('bar-heading', 'heading', { content: 'Top bar' }))]);
  try {
    for (const page of pages) await page.goto(`/admin/elementor/${slug}`);
    const bar = first.getByRole('banner');
    await expect(bar.getByRole('list', { name: 'Also here:' }).getByRole('listitem')).toHaveCount(2);
    for (const width of [1280, 1024]) {
      await first.setViewportSize({ width, height: 800 });
      for (const name of ['Save', 'Schedule', 'Publish']) {
        const box = await bar.getByRole('button', { name, exact: true }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x, `${name} at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${name} at ${width} px`).toBeLessThanOrEqual(width);
      }
      // Nothing in the bar is off-screen or cut by the part of the bar it sits in.
      const cut = await bar.evaluate((header) =>
        Array.from(header.querySelectorAll<HTMLElement>('a, button, select, input, [role="status"]'))
          .filter((node) => node.checkVisibility() && !node.closest('[popover], dialog'))
          .filter((node) => {
            const box = node.getBoundingClientRect();
            const zone = (node.parentElement?.closest('.overflow-hidden') as HTMLElement | null)?.getBoundingClientRect();
            return (
              box.left < 0 ||
              box.right > window.innerWidth ||
              (zone !== undefined && (box.left < zone.left || box.right > zone.right + 0.5))
            );
          })
          .map((node) => node.textContent || node.getAttribute('aria-label')),
      );
      expect(cut, `cut at ${width} px`).toEqual([]);
      // What left the bar is in the Page actions menu, reached by keyboard.
      const actions = bar.getByRole('button', { name: 'Page actions' });
      await actions.focus();
      await first.keyboard.press('ArrowDown');
      const menu = first.getByRole('menu', { name: 'Page actions' });
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      for (const name of ['Preview', 'New page', 'Exit Editor', 'Hide sidebar', 'All pages']) {
        const inBar = await bar
          .getByRole(name === 'New page' || name === 'Hide sidebar' ? 'button' : 'link', { name, exact: true })
          .count();
        await expect(menu.getByRole('menuitem', { name, exact: true })).toHaveCount(inBar === 0 ? 1 : 0);
      }
      await first.keyboard.press('End');
      await expect(menu.getByRole('menuitem').last()).toBeFocused();
      await first.keyboard.press('Escape');
      await expect(actions).toBeFocused();
    }
  } finally {
    await deletePage(first.request, pageId);
    await close();
  }
});
