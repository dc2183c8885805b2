import { expect, test, type Page } from './support/test.ts';
import { signInRequestAsAdmin } from './support/admin.ts';
import { canvas, sidebar } from './support/builder.ts';
import { add, buildNewPage, element } from './support/builder-api.ts';

// Templates: a section of one page saved as a template, inserted on another page as a copy with new ids (one undo
// step takes it away), then deleted.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The ids of the sections on the canvas, in page order. */
const sectionIds = (page: Page) =>
  canvas(page)
    .locator('section[data-builder-element]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-builder-element')));

const toast = (page: Page, title: string) => expect(page.getByRole('status').filter({ hasText: title }).first()).toBeVisible();

test('save a section as a template, insert it on another page, undo, delete the template', async ({ page }) => {
  await signInRequestAsAdmin(page);
  const u = unique();
  const [saved, first, last] = [`tpl-${u}-saved`, `tpl-${u}-first`, `tpl-${u}-last`];
  const name = `Offer banner ${u}`;
  const slugA = `tpl-a-${u}`;
  const slugB = `tpl-b-${u}`;
  const padded = { padding: '40px 20px' };
  await buildNewPage(page.request, slugA, 'Template source', [
    add(null, element(saved, 'section', {}, padded)),
    add(saved, element(`${saved}-heading`, 'heading', { content: 'Spring offer' })),
  ]);
  await buildNewPage(page.request, slugB, 'Template target', [
    add(null, element(first, 'section', {}, padded)),
    add(null, element(last, 'section', {}, padded)),
  ]);

  // Page A: select the section, Save as template, name it (its preview is drawn, hidden from assistive technology).
  await page.goto(`/admin/elementor/${slugA}`);
  await canvas(page)
    .locator(`[data-builder-element="${saved}"]`)
    .click({ position: { x: 5, y: 5 } });
  await sidebar(page).getByRole('button', { name: 'Save as template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save section as template' });
  await expect(dialog.locator('[aria-hidden="true"]').getByText('Spring offer')).toBeAttached();
  await dialog.getByLabel('Template name').fill(name);
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await toast(page, 'Template saved');
  await expect(dialog).toBeHidden();

  // Page B: with its first section selected, the template goes in right after it, as a copy with new ids.
  await page.goto(`/admin/elementor/${slugB}`);
  await canvas(page)
    .locator(`[data-builder-element="${first}"]`)
    .click({ position: { x: 5, y: 5 } });
  await sidebar(page).getByRole('tab', { name: 'Elements' }).click();
  await sidebar(page)
    .getByRole('button', { name: `Insert ${name}` })
    .click();
  await toast(page, 'Template inserted');
  await expect(canvas(page).getByRole('heading', { name: 'Spring offer' })).toBeVisible();
  const ids = await sectionIds(page);
  expect(ids).toHaveLength(3);
  expect([ids[0], ids[2]]).toEqual([first, last]);
  expect(ids[1]).toMatch(/^element-\d+-\d+$/);
  const headingId = await canvas(page).getByRole('heading', { name: 'Spring offer' }).getAttribute('data-builder-element');
  expect(headingId).toMatch(/^element-\d+-\d+$/);
  expect(headingId).not.toBe(ids[1]);

  // One undo takes the whole copy away.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(canvas(page).getByRole('heading', { name: 'Spring offer' })).toHaveCount(0);
  expect(await sectionIds(page)).toEqual([first, last]);

  // Delete the template, after a confirmation.
  await sidebar(page)
    .getByRole('button', { name: `Delete template ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: `Delete template ${name}?` });
  await confirm.getByRole('button', { name: 'Delete template' }).click();
  await toast(page, 'Template deleted');
  await expect(sidebar(page).getByRole('button', { name: `Insert ${name}` })).toHaveCount(0);
});
