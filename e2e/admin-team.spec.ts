import { expect, test, type Browser, type Page } from './support/test.ts';
import { E2E_ADMIN, E2E_ORIGIN, signInAsAdmin, signInRequestAsAdmin, signUpOrdinaryUser } from './support/admin.ts';
import { accountRow, confirmAction, openTeamFromSidebar, searchFor } from './support/team.ts';

// Two browsers and several confirmed changes each: more than the default 30 s on a busy machine.
test.slow();

const DISABLED_MESSAGE = 'This account has been disabled. Ask an administrator of the site to enable it.';

/** A fresh ordinary account, made in a browser of its own that is then signed out (its cookies cleared). */
async function freshAccount(browser: Browser): Promise<{ page: Page; account: { username: string; password: string } }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await signUpOrdinaryUser(page);
  await context.clearCookies();
  return { page, account };
}

/** Signs in at /admin/login and expects the refusal `message`. */
async function expectAdminSignInRefused(page: Page, account: { username: string; password: string }, message: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login to Admin Panel' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toContainText(message);
  await expect(page).toHaveURL(/\/admin\/login/);
}

test('the admin promotes, demotes, disables, enables and signs out an account from Team; the account then demotes itself', async ({
  page,
  browser,
}) => {
  const { page: other, account } = await freshAccount(browser);
  const name = account.username;

  await signInAsAdmin(page);
  await openTeamFromSidebar(page);
  const table = page.getByRole('table', { name: 'Staff' });
  for (const column of ['Name', 'Username', 'E-mail', 'Role', 'Last sign-in', 'Created', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  // The admin's own row says so.
  await expect(accountRow(page, E2E_ADMIN.username).getByText('You', { exact: true })).toBeVisible();

  await searchFor(page, name, 'Customers');
  // A customer: in the Customers list, not among the staff.
  await expect(page.getByRole('table', { name: 'Customers' })).toBeVisible();
  await expect(page.getByText(`1 account matching “${name}”`)).toBeVisible();
  const row = accountRow(page, name);
  const role = row.getByLabel(`Role of ${name}`, { exact: true });
  await expect(role).toHaveValue('user');
  await expect(row.getByRole('cell', { name: 'Never', exact: true })).toBeVisible();
  await expect(row.getByText('You', { exact: true })).toHaveCount(0);
  // The search is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByLabel('Search accounts')).toHaveValue(name);
  await expect(row).toBeVisible();

  // Cancel changes nothing.
  await role.selectOption('administrator');
  await page
    .getByRole('alertdialog', { name: `Make ${name} an administrator?` })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(role).toHaveValue('user');

  await confirmAction(page, {
    role: { of: name, value: 'administrator' },
    dialog: `Make ${name} an administrator?`,
    confirm: 'Make administrator',
    toast: 'Role changed',
    about: name,
  });
  // Now on the staff list.
  await searchFor(page, name, 'Staff');
  await expect(role).toHaveValue('administrator');

  // The account can now sign in to the admin panel, in a browser of its own.
  await signInRequestAsAdmin(other, account);

  await confirmAction(page, {
    role: { of: name, value: 'user' },
    dialog: `Make ${name} a customer?`,
    confirm: 'Make customer',
    toast: 'Role changed',
    about: name,
  });
  await searchFor(page, name, 'Customers');
  await expect(role).toHaveValue('user');
  await expect(row.getByRole('cell', { name: 'Never', exact: true })).toHaveCount(0);
  // Its next admin page load finds it without the role.
  await other.goto('/admin/messages');
  await expect(other).toHaveURL(/\/admin\/login/);

  await confirmAction(page, {
    button: `Disable ${name}`,
    dialog: `Disable ${name}?`,
    confirm: 'Disable',
    toast: 'Account disabled',
    about: name,
  });
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Enable ${name}` })).toBeVisible();
  await expectAdminSignInRefused(other, account, DISABLED_MESSAGE);

  await confirmAction(page, {
    button: `Enable ${name}`,
    dialog: `Enable ${name}?`,
    confirm: 'Enable',
    toast: 'Account enabled',
    about: name,
  });
  await expect(row.getByText('Disabled', { exact: true })).toHaveCount(0);

  // An administrator again, signed in in the other browser, then signed out everywhere from Team.
  await confirmAction(page, {
    role: { of: name, value: 'administrator' },
    dialog: `Make ${name} an administrator?`,
    confirm: 'Make administrator',
    toast: 'Role changed',
    about: name,
  });
  await searchFor(page, name, 'Staff');
  await signInRequestAsAdmin(other, account);
  await confirmAction(page, {
    button: `Sign ${name} out everywhere`,
    dialog: `Sign ${name} out everywhere?`,
    confirm: 'Sign out everywhere',
    toast: 'Signed out everywhere',
    about: name,
  });
  await other.goto('/admin/dashboard');
  await expect(other).toHaveURL(/\/admin\/login/);
  await expect(other.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();

  // Signed in again, the account makes itself a user from its own row, is warned, and is sent to sign in.
  await signInRequestAsAdmin(other, account);
  await other.goto(`/admin/team?search=${name}`);
  await expect(other.getByLabel('Search accounts')).toHaveValue(name);
  await expect(accountRow(other, name).getByText('You', { exact: true })).toBeVisible();
  await other.getByLabel(`Role of ${name}`, { exact: true }).selectOption('user');
  await expect(other.getByRole('alertdialog', { name: `Make ${name} a customer?` })).toContainText(
    'You will lose access to the admin panel',
  );
  await other.getByRole('alertdialog').getByRole('button', { name: 'Make customer', exact: true }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Role changed' })).toContainText(name);
  await expect(other).toHaveURL(/\/admin\/login/);
  await expect(other.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await other.context().close();
});

test("the owner's row offers no role, disabling or sign-out to an administrator; the server refuses such a call", async ({
  page,
  browser,
}) => {
  // The e2e admin, the first staff account of the site, is its owner.
  const { page: other, account } = await freshAccount(browser);
  await signInAsAdmin(page);
  await openTeamFromSidebar(page);
  await searchFor(page, account.username);
  await confirmAction(page, {
    role: { of: account.username, value: 'administrator' },
    dialog: `Make ${account.username} an administrator?`,
    confirm: 'Make administrator',
    toast: 'Role changed',
    about: account.username,
  });

  await signInRequestAsAdmin(other, account);
  await other.goto(`/admin/team?search=${E2E_ADMIN.username}`);
  const ownerRow = accountRow(other, E2E_ADMIN.username);
  await expect(ownerRow.getByRole('cell', { name: 'Owner', exact: true })).toBeVisible();
  await expect(ownerRow.getByRole('combobox')).toHaveCount(0);
  await expect(ownerRow.getByRole('button')).toHaveCount(0);
  const ownerId = (await (await page.request.get('/api/user')).json()).id as number;
  const refused = await other.request.post('/trpc/team.setDisabled', {
    data: { id: ownerId, disabled: true },
    headers: { Origin: E2E_ORIGIN },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toBe("Only the site's owner can change or disable the owner's account.");

  // The owner sees the row as theirs: no role select (ownership is handed over), no Disable.
  await page.goto(`/admin/team?search=${E2E_ADMIN.username}`);
  await expect(accountRow(page, E2E_ADMIN.username).getByRole('cell', { name: 'Owner', exact: true })).toBeVisible();
  await expect(accountRow(page, E2E_ADMIN.username).getByRole('button', { name: `Disable ${E2E_ADMIN.username}` })).toHaveCount(0);

  // The owner hands ownership to the administrator (a wrong password is said in the dialog), who hands it back.
  await page.goto(`/admin/team?search=${account.username}`);
  await accountRow(page, account.username)
    .getByRole('button', { name: `Make ${account.username} the owner` })
    .click();
  const handover = page.getByRole('dialog', { name: `Hand ownership to ${account.username}?` });
  await handover.getByLabel('Your password', { exact: true }).fill('Not-the-Passw0rd');
  await handover.getByRole('button', { name: 'Hand over ownership' }).click();
  await expect(handover.getByRole('alert')).toHaveText('That is not your password.');
  await handover.getByLabel('Your password', { exact: true }).fill(E2E_ADMIN.password);
  await handover.getByRole('button', { name: 'Hand over ownership' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ownership handed over' })).toContainText(`${account.username} is now the owner`);
  await expect(accountRow(page, account.username).getByRole('cell', { name: 'Owner', exact: true })).toBeVisible();
  const back = await other.request.post('/trpc/team.transferOwnership', {
    data: { id: ownerId, password: account.password },
    headers: { Origin: E2E_ORIGIN },
  });
  expect(back.status()).toBe(200);

  // The administrator made for this test goes back to being a customer.
  await page.goto(`/admin/team?search=${account.username}`);
  await confirmAction(page, {
    role: { of: account.username, value: 'user' },
    dialog: `Make ${account.username} a customer?`,
    confirm: 'Make customer',
    toast: 'Role changed',
    about: account.username,
  });
  await other.context().close();
});
