import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_ORIGIN, signInAsAdmin, signUpOrdinaryUser } from './support/admin.ts';
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
  const table = page.getByRole('table', { name: 'Accounts' });
  for (const column of ['Name', 'Username', 'E-mail', 'Role', 'Last sign-in', 'Created', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  // The admin's own row says so.
  await expect(accountRow(page, E2E_ADMIN.username).getByText('You', { exact: true })).toBeVisible();

  await searchFor(page, name);
  await expect(page.getByText(`1 account matching “${name}”`)).toBeVisible();
  const row = accountRow(page, name);
  await expect(row.getByRole('cell', { name: 'User', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Never', exact: true })).toBeVisible();
  await expect(row.getByText('You', { exact: true })).toHaveCount(0);
  // The search is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByLabel('Search accounts')).toHaveValue(name);
  await expect(row).toBeVisible();

  // Cancel changes nothing.
  await row.getByRole('button', { name: `Make ${name} an admin` }).click();
  await page
    .getByRole('alertdialog', { name: `Make ${name} an admin?` })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(row.getByRole('cell', { name: 'User', exact: true })).toBeVisible();

  await confirmAction(page, {
    button: `Make ${name} an admin`,
    dialog: `Make ${name} an admin?`,
    confirm: 'Make admin',
    toast: 'Role changed',
    about: name,
  });
  await expect(row.getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();

  // The account can now sign in to the admin panel, in a browser of its own.
  await signInAsAdmin(other, account);

  await confirmAction(page, {
    button: `Make ${name} a user`,
    dialog: `Make ${name} a user?`,
    confirm: 'Make user',
    toast: 'Role changed',
    about: name,
  });
  await expect(row.getByRole('cell', { name: 'User', exact: true })).toBeVisible();
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

  // An admin again, signed in in the other browser, then signed out everywhere from Team.
  await confirmAction(page, {
    button: `Make ${name} an admin`,
    dialog: `Make ${name} an admin?`,
    confirm: 'Make admin',
    toast: 'Role changed',
    about: name,
  });
  await signInAsAdmin(other, account);
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
  await signInAsAdmin(other, account);
  await other.goto(`/admin/team?search=${name}`);
  await expect(other.getByLabel('Search accounts')).toHaveValue(name);
  await expect(accountRow(other, name).getByText('You', { exact: true })).toBeVisible();
  await other.getByRole('button', { name: `Make ${name} a user` }).click();
  await expect(other.getByRole('alertdialog', { name: `Make ${name} a user?` })).toContainText('You will lose access to the admin panel');
  await other.getByRole('alertdialog').getByRole('button', { name: 'Make user', exact: true }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Role changed' })).toContainText(name);
  await expect(other).toHaveURL(/\/admin\/login/);
  await expect(other.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await other.context().close();
});

test('the last active admin cannot make themself a user: the server says why and nothing changes', async ({ page }) => {
  await signInAsAdmin(page);
  // Other tests make admins: each other active admin is made a user first, so the e2e admin is the last.
  for (let pageNumber = 1; ; pageNumber++) {
    const list = await page.request.get(`/trpc/team.list?input=${encodeURIComponent(JSON.stringify({ page: pageNumber }))}`);
    const { items, pageCount } = (await list.json()).result.data as {
      items: Array<{ id: number; role: string; disabled: boolean; you: boolean }>;
      pageCount: number;
    };
    for (const member of items.filter((row) => row.role === 'admin' && !row.disabled && !row.you)) {
      const demoted = await page.request.post('/trpc/team.setRole', {
        data: { id: member.id, role: 'user' },
        headers: { Origin: E2E_ORIGIN },
      });
      expect(demoted.status()).toBe(200);
    }
    if (pageNumber >= pageCount || items.some((row) => row.role === 'user')) break;
  }
  const message = `"${E2E_ADMIN.username}" is the last active admin: make another account an admin first.`;
  await openTeamFromSidebar(page);
  await searchFor(page, E2E_ADMIN.username);
  const row = accountRow(page, E2E_ADMIN.username);
  await row.getByRole('button', { name: `Make ${E2E_ADMIN.username} a user` }).click();
  await page
    .getByRole('alertdialog', { name: `Make ${E2E_ADMIN.username} a user?` })
    .getByRole('button', { name: 'Make user', exact: true })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not change the account' })).toContainText(message);
  await expect(row.getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/team/);
  await page.reload();
  await expect(accountRow(page, E2E_ADMIN.username).getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
});
