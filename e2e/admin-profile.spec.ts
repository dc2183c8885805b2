import { expect, test, type Browser, type Page } from './support/test.ts';
import { E2E_ORIGIN, signInAsAdmin, signUpOrdinaryUser } from './support/admin.ts';
import { mailsTo } from './support/outbox.ts';

// An admin changes their own name, e-mail and password at /admin/profile. The e2e server's own admin
// (E2E_ADMIN) is left alone, as other specs sign in with it: the test makes an admin of its own.

// Four browsers and several argon2 checks: more than the default 30 s on a busy machine.
test.slow();

const NEW_PASSWORD = 'Profile-Passw0rd2';

/** A new browser (context) with one page. */
async function newBrowserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/**
 * A fresh account made an admin: signed up in a browser of its own (then signed out there), and promoted
 * over the API by the e2e server's admin signed in on `page`.
 */
async function freshAdmin(browser: Browser, page: Page) {
  const own = await newBrowserPage(browser);
  const account = await signUpOrdinaryUser(own);
  const me = await own.request.get('/api/user');
  expect(me.status()).toBe(200);
  const { id, name, email } = (await me.json()) as { id: number; name: string; email: string };
  await own.context().clearCookies();

  await signInAsAdmin(page);
  const promoted = await page.request.post('/trpc/team.setRole', { data: { id, role: 'administrator' }, headers: { Origin: E2E_ORIGIN } });
  expect(promoted.status()).toBe(200);
  return { ...account, name, email };
}

/** Opens Profile from the admin sidebar. */
async function openProfileFromSidebar(page: Page) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/admin\/profile/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
}

test('an admin changes their name, e-mail and password; the password change signs out their other browsers', async ({ page, browser }) => {
  const account = await freshAdmin(browser, page);
  const me = await newBrowserPage(browser);
  await signInAsAdmin(me, account);
  await openProfileFromSidebar(me);

  // Two forms, each named by its heading, so their "Current Password" fields are told apart.
  const details = me.getByRole('form', { name: 'Your details' });
  const password = me.getByRole('form', { name: 'Change password' });
  await expect(details.getByLabel('Full Name', { exact: true })).toHaveValue(account.name);
  await expect(details.getByLabel('Email', { exact: true })).toHaveValue(account.email);

  // A wrong current password: the message under the field, a toast, and nothing saved.
  const newEmail = `profile-${Date.now().toString(36)}@example.com`;
  await details.getByLabel('Full Name', { exact: true }).fill('Profile Tester');
  await details.getByLabel('Email', { exact: true }).fill(newEmail);
  await details.getByLabel('Current Password', { exact: true }).fill('Not-the-Passw0rd');
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(details.getByLabel('Current Password', { exact: true })).toHaveAccessibleDescription(
    /^Your current password is not correct\./,
  );
  await expect(me.getByRole('alert').filter({ hasText: 'Could not save' })).toContainText('Your current password is not correct.');
  await me.reload();
  await expect(details.getByLabel('Full Name', { exact: true })).toHaveValue(account.name);
  await expect(details.getByLabel('Email', { exact: true })).toHaveValue(account.email);

  // The connection drops as they save: the toast says the server could not be reached (not the browser's "Failed to
  // fetch"), and the fields keep what was typed for the next try.
  const lost = (url: URL) => url.pathname.includes('profile.update');
  await me.route(lost, (route) => route.abort('internetdisconnected'));
  await details.getByLabel('Full Name', { exact: true }).fill('Profile Tester');
  await details.getByLabel('Current Password', { exact: true }).fill(account.password);
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(me.getByRole('alert').filter({ hasText: 'Could not save' })).toContainText(
    'The server could not be reached (the connection may be down). Please try again.',
  );
  await expect(details.getByLabel('Full Name', { exact: true })).toHaveValue('Profile Tester');
  await me.unroute(lost);
  await me.reload();

  // The right one saves both; a reload shows them, and the old address was told.
  await details.getByLabel('Full Name', { exact: true }).fill('Profile Tester');
  await details.getByLabel('Email', { exact: true }).fill(newEmail);
  await details.getByLabel('Current Password', { exact: true }).fill(account.password);
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(me.getByRole('status').filter({ hasText: 'Details saved' })).toBeVisible();
  await expect(details.getByLabel('Current Password', { exact: true })).toHaveValue('');
  await me.reload();
  await expect(details.getByLabel('Full Name', { exact: true })).toHaveValue('Profile Tester');
  await expect(details.getByLabel('Email', { exact: true })).toHaveValue(newEmail);
  await expect.poll(() => mailsTo(account.email).at(-1)?.subject).toBe('Your LocalRank e-mail address was changed');
  const changedNotice = mailsTo(account.email).at(-1);
  expect(changedNotice?.subject).toBe('Your LocalRank e-mail address was changed');
  expect(changedNotice?.text).toContain(`to ${newEmail}.`);

  // Another browser signed in as the same admin.
  const other = await newBrowserPage(browser);
  await signInAsAdmin(other, account);

  await password.getByLabel('Current Password', { exact: true }).fill(account.password);
  await password.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(me.getByRole('status').filter({ hasText: 'Password changed' })).toContainText('Your other sessions have been signed out.');
  await expect(password.getByLabel('New Password', { exact: true })).toHaveValue('');
  await expect.poll(() => mailsTo(newEmail).at(-1)?.subject).toBe('Your LocalRank password was changed');

  // The other browser's next admin page load finds it signed out; this one stays signed in.
  await other.goto('/admin/dashboard');
  await expect(other).toHaveURL(/\/admin\/login/);
  await me.reload();
  await expect(me).toHaveURL(/\/admin\/profile/);
  await expect(details.getByLabel('Full Name', { exact: true })).toHaveValue('Profile Tester');

  // The new password signs in.
  await signInAsAdmin(other, { username: account.username, password: NEW_PASSWORD });
});
