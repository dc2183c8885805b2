import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { activityRows, activityTable, applyActivityFilters, cellOf, entriesOf, openActivityFromSidebar } from './support/activity.ts';
import { E2E_ADMIN, signInAsAdmin, signUpOrdinaryUser } from './support/admin.ts';
import { accountRow, confirmAction, openTeamFromSidebar, searchFor } from './support/team.ts';

// A sign-in, a confirmed change on Team, then several filtered reads and a download: more than 30 s on a busy machine.
test.slow();

const ROLE_CHANGED = 'Role changed';
const SIGNED_IN = 'Signed in to the admin panel';

test('the activity log shows who changed what, filters it, links to the account and exports it', async ({ page }) => {
  // A fresh ordinary account, made over the API; the browser then forgets its session.
  const { username: name } = await signUpOrdinaryUser(page);
  await page.context().clearCookies();

  await signInAsAdmin(page);
  await openTeamFromSidebar(page);
  await searchFor(page, name);
  await confirmAction(page, {
    role: { of: name, value: 'administrator' },
    dialog: `Make ${name} an administrator?`,
    confirm: 'Make administrator',
    toast: 'Role changed',
    about: name,
  });

  await openActivityFromSidebar(page);
  const table = activityTable(page);
  for (const column of ['When', 'Who', 'What', 'Details']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/^\d+ entr(y|ies)$/)).toBeVisible();
  // Newest first: the change just made, then (further down) the sign-in before it.
  const newest = activityRows(page).first();
  await expect(newest.getByRole('cell').nth(2)).toHaveText(ROLE_CHANGED);
  await expect(newest.getByRole('cell').nth(1)).toHaveText(E2E_ADMIN.username);
  await expect(newest.getByRole('cell').nth(3)).toContainText(name);
  await expect(entriesOf(page, { kindLabel: SIGNED_IN, actor: E2E_ADMIN.username }).first()).toBeVisible();

  // Kind and person: only role changes by the e2e admin are left.
  await applyActivityFilters(page, { person: E2E_ADMIN.username, kind: ROLE_CHANGED });
  await expect(page).toHaveURL(/[?&]kind=team\.role-changed/);
  await expect(page).toHaveURL(/[?&]actor=e2e-admin/);
  await expect(activityRows(page).filter({ hasNot: cellOf(page, ROLE_CHANGED) })).toHaveCount(0);
  await expect(activityRows(page).filter({ hasNot: cellOf(page, E2E_ADMIN.username) })).toHaveCount(0);
  const change = entriesOf(page, { kindLabel: ROLE_CHANGED, actor: E2E_ADMIN.username, about: name });
  await expect(change).toHaveCount(1);
  // The filters are in the address: a reload keeps them, in the form too.
  await page.reload();
  await expect(page.getByLabel('Person', { exact: true })).toHaveValue(E2E_ADMIN.username);
  await expect(page.getByLabel('Kind', { exact: true })).toHaveValue('team.role-changed');
  await expect(change).toHaveCount(1);

  // Export CSV downloads what the filters select.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d\d-\d\d\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('at,who,kind,what,link');
  expect(csv).toContain(name);
  expect(csv).toContain(`,${E2E_ADMIN.username},${ROLE_CHANGED},`);
  expect(csv).not.toContain(SIGNED_IN);

  // Open leads to the account on the Team screen.
  await change.getByRole('link', { name: new RegExp(`^Open: .*${name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/team\\?search=${name}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByLabel('Search accounts')).toHaveValue(name);
  await expect(accountRow(page, name)).toBeVisible();

  // From after To: the server's reason is said beside the form, and nothing breaks.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/activity\?/);
  await applyActivityFilters(page, { from: '2026-11-25', to: '2026-11-01' });
  const refusal = page.getByRole('alert').filter({ hasText: 'The first day must not be after the last.' });
  await expect(refusal).toBeVisible();
  await expect(page.getByRole('form', { name: 'Filter activity' })).toBeVisible();
  await expect(table).toBeHidden();

  // Clear filters: the whole log again.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(refusal).toBeHidden();
  await expect(page.getByLabel('Person', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('');
  await expect(entriesOf(page, { kindLabel: SIGNED_IN, actor: E2E_ADMIN.username }).first()).toBeVisible();
});
