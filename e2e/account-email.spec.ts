import { expect, test, type Locator, type Page } from './support/test.ts';
import { axeViolations } from './support/axe.ts';
import { waitForHydration } from './support/hydration.ts';
import { mailsAbout } from './support/outbox.ts';

// A customer's e-mail address, from the keyboard: the sign-up's verification link (resent from the dashboard's
// notice), then a change of address confirmed from the new address's link, the old address told at each step,
// and a sign-in afterwards showing the new address. Each rule's permutations (expiry, single use, wrong
// password, an address in use, rate limits) are tested against the server in server/src/account/email-address.test.ts.

const PASSWORD = 'Str0ng-Passw0rd';
const VERIFY_SUBJECT = 'Confirm your LocalRank e-mail address';
const CHANGE_LINK_SUBJECT = 'Confirm your new LocalRank e-mail address';
const CHANGE_ASKED_SUBJECT = 'A change of your LocalRank e-mail address was asked for';
const CHANGED_SUBJECT = 'Your LocalRank e-mail address was changed';

/** Puts the keyboard's focus in `field` and types `text` into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.type(text);
}

/** The link to `path` (with its token) in the text of `mail`. */
function linkIn(mail: { text: string }, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[0];
}

test('a customer verifies the address from the sign-up e-mail, then changes it through the new address, by keyboard', async ({ page }) => {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = { name: 'Mail Tester', email: `mail-${unique}@example.com`, username: `mail${unique}` };
  const newEmail = `moved-${unique}@example.com`;

  // Sign up from the keyboard.
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Sign up', exact: true }).focus();
  await page.keyboard.press('Enter');
  await waitForHydration(page);
  await typeInto(page, page.getByLabel('Full Name', { exact: true }), account.name);
  await typeInto(page, page.getByLabel('Email', { exact: true }), account.email);
  await typeInto(page, page.getByLabel('Username', { exact: true }), account.username);
  await typeInto(page, page.getByLabel('Password', { exact: true }), PASSWORD);
  await typeInto(page, page.getByLabel('Confirm Password', { exact: true }), PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('button', { name: account.name })).toBeVisible();
  await expect.poll(() => mailsAbout(account.email, VERIFY_SUBJECT).length).toBe(1);

  // The dashboard says the address is not verified; "Resend link" sends a new link (the first one dies).
  await page.goto('/dashboard');
  await waitForHydration(page);
  const notice = page.getByRole('region', { name: 'Your e-mail address is not verified' });
  await expect(notice).toContainText(`Open the link we sent to ${account.email}`);
  expect(await axeViolations(page)).toEqual([]);
  await notice.getByRole('button', { name: 'Resend link' }).focus();
  await page.keyboard.press('Enter');
  await expect(notice.getByRole('status')).toHaveText(`A new link is on its way to ${account.email}.`);
  await expect.poll(() => mailsAbout(account.email, VERIFY_SUBJECT).length).toBe(2);
  const verifyMails = mailsAbout(account.email, VERIFY_SUBJECT);
  expect(verifyMails[1]!.text).toContain('within 7 days');

  await page.goto(linkIn(verifyMails[0]!, '/account/verify-email'));
  await expect(page).toHaveURL('/account/email-link-expired');
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired or was already used' })).toBeVisible();
  await page.goto(linkIn(verifyMails[1]!, '/account/verify-email'));
  await expect(page).toHaveURL('/account/email-verified');
  await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address is verified' })).toBeVisible();

  // The dashboard no longer asks; its security activity says so.
  await page.getByRole('link', { name: 'Go to your dashboard' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
  const events = page.getByRole('list', { name: 'Recent security activity' }).getByRole('listitem');
  await expect(events.first()).toContainText(`E-mail address ${account.email} verified`);
  await expect(page.getByRole('region', { name: 'Your e-mail address is not verified' })).toHaveCount(0);

  // Ask for the change in the settings with the password, from the keyboard: nothing changes yet.
  await page.goto('/dashboard/settings');
  await waitForHydration(page);
  await expect(page.getByText(`Your address is ${account.email} (verified).`)).toBeVisible();
  const form = page.getByRole('form', { name: 'E-mail address' });
  await typeInto(page, form.getByLabel('New Email', { exact: true }), newEmail);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Current Password', { exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Check your new inbox' })).toBeVisible();
  await expect(page.getByText(`Waiting for confirmation: ${newEmail}.`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect.poll(() => mailsAbout(account.email, CHANGE_ASKED_SUBJECT).length).toBe(1);
  expect(mailsAbout(account.email, CHANGE_ASKED_SUBJECT)[0]!.text).toContain(newEmail);
  await expect.poll(() => mailsAbout(newEmail, CHANGE_LINK_SUBJECT).length).toBe(1);
  const changeLinks = mailsAbout(newEmail, CHANGE_LINK_SUBJECT);
  expect(changeLinks[0]!.text).toContain('within 24 hours');

  // The new address opens its link: the address changes, and the old one is told.
  await page.goto(linkIn(changeLinks[0]!, '/account/confirm-email'));
  await expect(page).toHaveURL('/account/email-changed');
  await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address has been changed' })).toBeVisible();
  await expect.poll(() => mailsAbout(account.email, CHANGED_SUBJECT).length).toBe(1);
  expect(mailsAbout(account.email, CHANGED_SUBJECT)[0]!.text).toContain(`from ${account.email} to ${newEmail}`);

  // Sign out and in again (by username): the dashboard shows the new address and the change.
  await page.goto('/dashboard');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign out' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('button', { name: account.name })).toHaveCount(0);
  await page.goto('/auth');
  await waitForHydration(page);
  await typeInto(page, page.getByLabel('Username', { exact: true }), account.username);
  await typeInto(page, page.getByLabel('Password', { exact: true }), PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('button', { name: account.name })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByText(newEmail, { exact: true })).toBeVisible();
  await expect(events.first()).toContainText('Signed in from');
  await expect(events.nth(1)).toContainText(`E-mail address changed from ${account.email} to ${newEmail}`);
  await expect(events.nth(2)).toContainText(`Asked to change the e-mail address to ${newEmail}`);
  await expect(page.getByRole('region', { name: 'Your e-mail address is not verified' })).toHaveCount(0);
});
