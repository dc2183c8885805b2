import { expect, type Page } from '@playwright/test';

// The admin Activity screen (/admin/activity) as its end-to-end tests use it.

/** Opens Activity from the admin sidebar. */
export async function openActivityFromSidebar(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/admin\/activity/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
}

/** The 'Activity log' table. */
export const activityTable = (page: Page) => page.getByRole('table', { name: 'Activity log' });

/** The entries of the activity table (its rows of cells; the header row holds column headers only). */
export const activityRows = (page: Page) =>
  activityTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** A cell whose whole text is `text`. */
export const cellOf = (page: Page, text: string) => page.getByRole('cell', { name: text, exact: true });

/** The entries of kind `kindLabel` done by `actor`, optionally only those whose text contains `about`. */
export function entriesOf(page: Page, entry: { kindLabel: string; actor: string; about?: string }) {
  const rows = activityRows(page)
    .filter({ has: cellOf(page, entry.kindLabel) })
    .filter({ has: cellOf(page, entry.actor) });
  return entry.about === undefined ? rows : rows.filter({ hasText: entry.about });
}

/** Fills the 'Filter activity' form (a field left out is left as it is) and applies it. */
export async function applyActivityFilters(
  page: Page,
  filters: { person?: string; kind?: string; from?: string; to?: string },
): Promise<void> {
  const form = page.getByRole('form', { name: 'Filter activity' });
  if (filters.person !== undefined) await form.getByLabel('Person', { exact: true }).fill(filters.person);
  if (filters.kind !== undefined) await form.getByLabel('Kind', { exact: true }).selectOption({ label: filters.kind });
  if (filters.from !== undefined) await form.getByLabel('From', { exact: true }).fill(filters.from);
  if (filters.to !== undefined) await form.getByLabel('To', { exact: true }).fill(filters.to);
  await form.getByRole('button', { name: 'Apply filters' }).click();
}
