import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { E2E_ADMIN, signInRequestAsAdmin } from './support/admin.ts';
import { waitForHydration } from './support/hydration.ts';
import { accountRow, searchFor } from './support/team.ts';

test('a customer downloads their data, deletes the account with the password, is signed out and cannot sign in again', async ({
  page,
  baseURL,
}) => {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = { name: 'Pria Vacy', email: `pria-${unique}@example.com`, username: `pria${unique}`, password: 'Str0ng-Passw0rd' };
  // Signed up through the API (the sign-up form has its own specs); the page shares the session cookie.
  const signUp = await page.request.post('/api/register', { data: account, headers: { Origin: baseURL! } });
  expect(signUp.status()).toBe(201);
  await page.goto('/dashboard');
  await waitForHydration(page);
  const privacy = page.getByRole('region', { name: 'Privacy' });

  // With the keyboard alone: the link, then the dialog's button, field and submit.
  const downloading = page.waitForEvent('download');
  await privacy.getByRole('link', { name: 'Download my data' }).focus();
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-account-\d+-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    tables: { users: { rows: Array<Record<string, unknown>> } };
  };
  expect(file.tables.users.rows).toEqual([
    expect.objectContaining({ username: account.username, name: account.name, email: account.email }),
  ]);

  await privacy.getByRole('button', { name: 'Delete my account…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account' });
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  await expect(dialog).toContainText('What we keep, and why');
  await expect(dialog).toContainText('held back for 30 days');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Your current password is not correct.')).toBeVisible();
  await dialog.getByLabel('Your password').fill('');
  await dialog.getByLabel('Your password').pressSequentially(account.password);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);

  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toContainText('Invalid username or password');
});

test('an admin exports and deletes the account of a person who asked by e-mail, from the team screen', async ({
  page,
  request,
  baseURL,
}) => {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = { name: 'Asked ByMail', email: `asked-${unique}@example.com`, username: `asked${unique}`, password: 'Str0ng-Passw0rd' };
  expect((await request.post('/api/register', { data: account, headers: { Origin: baseURL! } })).status()).toBe(201);
  await signInRequestAsAdmin(page);
  await page.goto('/admin/team');
  await searchFor(page, account.username);
  const row = accountRow(page, account.username);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Export data of ${account.username}` }).click();
  const file = JSON.parse(await readFile(await (await downloading).path(), 'utf8')) as { tables: { users: { rows: unknown[] } } };
  expect(file.tables.users.rows).toEqual([expect.objectContaining({ username: account.username, email: account.email })]);

  await row.getByRole('button', { name: `Delete account of ${account.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete the account of ${account.username}?` });
  await dialog.getByLabel('Your admin password').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Delete account', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Account deleted' })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await request.get('/api/user')).status()).toBe(401);
});
