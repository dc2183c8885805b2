import { expect, test } from './support/test.ts';
import { axeViolations } from './support/axe.ts';
import { waitForHydration } from './support/hydration.ts';
import { mailsTo } from './support/outbox.ts';

// A customer's account security in two browsers: both sessions listed, a password change that signs the
// other browser out and e-mails a notice, and the events on the dashboard. Each rule's permutations are
// tested against the server in server/src/account/account-security.test.ts.

const PASSWORD = 'Str0ng-Passw0rd';
const NEW_PASSWORD = 'N3w-Str0ng-Passw0rd';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('a customer sees both sessions, changes the password, the other browser is signed out, and the dashboard lists it', async ({
  browser,
}) => {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = { name: 'Sec Tester', email: `sec-${unique}@example.com`, username: `sec${unique}` };
  const laptopContext = await browser.newContext({ userAgent: LAPTOP });
  const phoneContext = await browser.newContext({ userAgent: PHONE });
  const laptop = await laptopContext.newPage();
  const phone = await phoneContext.newPage();

  // Sign up on the laptop.
  await laptop.goto('/auth');
  await waitForHydration(laptop);
  await laptop.getByRole('link', { name: 'Sign up', exact: true }).click();
  await waitForHydration(laptop);
  await laptop.getByLabel('Full Name', { exact: true }).fill(account.name);
  await laptop.getByLabel('Email', { exact: true }).fill(account.email);
  await laptop.getByLabel('Username', { exact: true }).fill(account.username);
  await laptop.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await laptop.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await laptop.getByRole('button', { name: 'Create Account' }).click();
  await expect(laptop.getByRole('banner').getByRole('button', { name: account.name })).toBeVisible();

  // Sign in on the phone.
  await phone.goto('/auth');
  await waitForHydration(phone);
  await phone.getByLabel('Username', { exact: true }).fill(account.username);
  await phone.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await phone.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(phone.getByRole('banner').getByRole('button', { name: account.name })).toBeVisible();

  // The dashboard leads to the settings; both sessions are there, this one marked.
  await laptop.goto('/dashboard');
  await laptop.getByRole('link', { name: 'Account settings' }).first().click();
  await expect(laptop).toHaveURL('/dashboard/settings');
  await waitForHydration(laptop);
  const sessions = laptop.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.nth(0)).toContainText('Firefox 133 on Windows');
  await expect(sessions.nth(0)).toContainText('This device');
  await expect(sessions.nth(1)).toContainText('Safari 17 on iPhone');
  await expect(laptop.getByRole('button', { name: /^Sign out Safari 17 on iPhone/ })).toBeVisible();
  expect(await axeViolations(laptop)).toEqual([]);

  // The name, from the keyboard: typed, then Enter; the header greets the new name.
  const name = laptop.getByRole('form', { name: 'Your name' }).getByLabel('Full Name', { exact: true });
  await name.focus();
  await laptop.keyboard.press('ControlOrMeta+a');
  await laptop.keyboard.type('Sec Renamed');
  await laptop.keyboard.press('Enter');
  await expect(laptop.getByRole('status').filter({ hasText: 'Name saved' })).toBeVisible();
  await expect(laptop.getByRole('banner').getByRole('button', { name: 'Sec Renamed' })).toBeVisible();

  // The password change, from the keyboard: typed, then Enter.
  const password = laptop.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current Password', { exact: true }).fill(PASSWORD);
  await password.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
  await laptop.keyboard.press('Enter');
  await expect(laptop.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();
  await expect(sessions).toHaveCount(1);
  // The notice goes through the mail queue: it arrives just after the answer.
  await expect.poll(() => mailsTo(account.email).map((mail) => mail.subject)).toContain('Your LocalRank password was changed');

  // The phone is signed out at once.
  await phone.goto('/dashboard');
  await expect(phone).toHaveURL(/\/auth/);
  await phone.goto('/dashboard/settings');
  await expect(phone).toHaveURL(/\/auth/);

  // The dashboard lists what happened, newest first.
  await laptop.goto('/dashboard');
  const events = laptop.getByRole('list', { name: 'Recent security activity' }).getByRole('listitem');
  await expect(events).toHaveCount(3);
  await expect(events.nth(0)).toContainText('Password changed; 1 other session signed out');
  await expect(events.nth(1)).toContainText('Signed in from Safari 17 on iPhone');
  await expect(events.nth(2)).toContainText('Signed in from Firefox 133 on Windows');

  await laptopContext.close();
  await phoneContext.close();
});
