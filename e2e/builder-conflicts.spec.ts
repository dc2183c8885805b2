import { expect, test, type Page } from './support/test.ts';
import { signInAsAdmin, signInRequestAsAdmin } from './support/admin.ts';
import { createAdminWithCli, disableAccount } from './support/admin-cli.ts';
import { axeViolations } from './support/axe.ts';
import { add, buildNewPage, deletePage, element } from './support/builder-api.ts';
import { canvas, sidebar } from './support/builder.ts';

// Two admins on one builder page: one types into a heading while the other deletes it. Typing into the same text
// merges (builder-typing-together.spec.ts); a deleted element is a true conflict: the one whose change lands second
// keeps it (both versions are shown), applies it on top in one click, and can still undo.

test.describe.configure({ timeout: 180_000 });

async function selectHeading(page: Page, text: string): Promise<void> {
  await canvas(page).getByRole('heading', { name: text }).click();
  await expect(page.getByTestId('selected-element-label')).toHaveText('Heading');
}

test('one admin edits a heading while another deletes it: the editor sees both versions, applies theirs on top, and undo still works', async ({
  browser,
}) => {
  const second = createAdminWithCli('conflict-admin');
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await contextA.newPage();
  const b = await contextB.newPage();
  await signInAsAdmin(a);
  await signInAsAdmin(b, second);
  const slug = `conflict-${Date.now().toString(36)}`;
  const pageId = await buildNewPage(a.request, slug, 'Conflict page', [
    add(null, element('conflict-heading', 'heading', { name: 'Heading', content: 'Opening offer' })),
  ]);
  try {
    for (const page of [a, b]) {
      await page.goto(`/admin/elementor/${slug}`);
      await selectHeading(page, 'Opening offer');
    }
    // B's change is held on its way until A's has landed: both are made on the same version.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await b.route('**/trpc/builderPage.submit**', async (route) => {
      await held;
      await route.continue();
    });
    await sidebar(b).getByLabel('Text', { exact: true }).fill('Spring offer from B');
    await expect(b.getByText('Saving...')).toBeVisible();
    await a.keyboard.press('Delete');
    await a.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(canvas(a).getByRole('heading')).toHaveCount(0);
    await expect(a.getByText('All changes saved')).toBeVisible();
    release();

    // B sees both versions: A's (deleted) on the page now, B's own kept; the text step that no longer applies is dropped.
    const panel = b.getByRole('region', { name: 'Your changes clashed with another person’s' });
    await expect(panel.getByRole('alert')).toContainText("The element 'Heading' was deleted by another edit");
    await expect(panel.getByRole('alert')).toContainText('1 undo step no longer applied and was dropped');
    const conflict = panel.getByRole('listitem').filter({ hasText: 'Heading · text' });
    await expect(conflict.getByRole('definition').first()).toHaveText('Deleted by another person');
    await expect(conflict.getByRole('definition').last()).toHaveText('Spring offer from B');
    await expect(canvas(b).getByRole('heading')).toHaveCount(0);
    // The panel passes axe's checks (labels, names, contrast) with the rest of the builder.
    expect(await axeViolations(b)).toEqual([]);
    await b.unroute('**/trpc/builderPage.submit**');

    // One click applies B's text on top: both end with it.
    await conflict.getByRole('button', { name: 'Apply mine on top' }).click();
    await expect(panel).toBeHidden();
    for (const page of [a, b]) await expect(canvas(page).getByRole('heading', { name: 'Spring offer from B' })).toBeVisible();
    await expect(b.getByRole('region', { name: 'History' })).toContainText('Add Heading');

    // B's undo still works: it takes B's heading away again, on both screens.
    await b.getByRole('button', { name: 'Undo', exact: true }).click();
    for (const page of [a, b]) await expect(canvas(page).getByRole('heading')).toHaveCount(0);
  } finally {
    await deletePage(a.request, pageId);
    await disableAccount(a.request, second.username);
    await contextA.close();
    await contextB.close();
  }
});

test('sixteen arrow presses on the font size slider are one history step, and one undo takes them all back', async ({ page }) => {
  await signInRequestAsAdmin(page);
  const slug = `steps-${Date.now().toString(36)}`;
  const pageId = await buildNewPage(page.request, slug, 'Steps page', [
    add(null, element('steps-heading', 'heading', { name: 'Heading', content: 'Step by step' }, { fontSize: '32px' })),
  ]);
  try {
    await page.goto(`/admin/elementor/${slug}`);
    await selectHeading(page, 'Step by step');
    await sidebar(page).getByLabel('Font Size').focus();
    for (let i = 0; i < 16; i += 1) await page.keyboard.press('ArrowRight');
    const heading = canvas(page).getByRole('heading', { name: 'Step by step' });
    await expect(heading).toHaveCSS('font-size', '48px');
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('listitem')).toHaveText(['Opened page', 'Heading · font size 32 → 48']);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(heading).toHaveCSS('font-size', '32px');
  } finally {
    await deletePage(page.request, pageId);
  }
});
