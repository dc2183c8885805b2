import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { mailsTo } from './support/outbox.ts';
import { inviteFromTeam, linkSentTo, pendingList } from './support/team.ts';

// An admin invites a new admin by e-mail; the invitee opens the link in their own browser, chooses a
// name, username and password, and lands in the admin panel signed in. The link then no longer works.

test('an invited admin accepts the e-mailed link in their own browser and reaches the admin panel; the link works once', async ({
  page,
  browser,
}) => {
  const email = `invited-${Date.now().toString(36)}@example.com`;
  await signInAsAdmin(page);
  await inviteFromTeam(page, email);
  await expect.poll(() => mailsTo(email).at(-1)?.subject).toBe('You are invited to the LocalRank admin team');
  const link = linkSentTo(email);

  const invitee = await browser.newContext();
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(link);
  await expect(inviteePage.getByRole('heading', { level: 1, name: 'Join the admin team' })).toBeVisible();
  await expect(inviteePage.getByText(email)).toBeVisible();
  const username = `invited${Date.now().toString(36)}`;
  await inviteePage.getByLabel('Full Name', { exact: true }).fill('Invited Admin');
  await inviteePage.getByLabel('Username', { exact: true }).fill(username);
  await inviteePage.getByLabel('Password', { exact: true }).fill('Invited-Passw0rd');
  await inviteePage.getByLabel('Confirm Password', { exact: true }).fill('Invited-Passw0rd-typo');
  await inviteePage.getByRole('button', { name: 'Create Editor Account' }).click();
  await expect(inviteePage.getByLabel('Confirm Password', { exact: true })).toHaveAccessibleDescription('Passwords do not match');
  await inviteePage.getByLabel('Confirm Password', { exact: true }).fill('Invited-Passw0rd');
  await inviteePage.getByRole('button', { name: 'Create Editor Account' }).click();
  await expect(inviteePage).toHaveURL(/\/admin\/dashboard/);
  await expect(inviteePage.getByRole('heading', { level: 1, name: 'Website Content Manager' })).toBeVisible();
  await expect(inviteePage.getByRole('status').filter({ hasText: 'Welcome to the team' })).toBeVisible();

  // The link was used: opening it again says so and points to the sign-in.
  const later = await browser.newContext();
  const laterPage = await later.newPage();
  await laterPage.goto(link);
  await expect(laterPage.getByRole('heading', { level: 1, name: 'This invitation no longer works' })).toBeVisible();
  await expect(laterPage.getByRole('alert')).toHaveText(
    'This invitation link is invalid, used or expired. Ask an admin of the site to invite you again.',
  );
  await laterPage.getByRole('link', { name: 'Go to the admin sign-in' }).click();
  await expect(laterPage).toHaveURL(/\/admin\/login/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Invite to the team' })).toBeVisible();
  // No longer pending: a staff account with that address instead.
  await expect(pendingList(page).getByText(email)).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Staff' }).getByRole('row').filter({ hasText: email })).toContainText('Invited Admin');
  await invitee.close();
  await later.close();
});

test('a withdrawn invitation leaves its link dead', async ({ page, browser }) => {
  const email = `withdrawn-${Date.now().toString(36)}@example.com`;
  await signInAsAdmin(page);
  await inviteFromTeam(page, email);
  await pendingList(page)
    .getByRole('button', { name: `Withdraw the invitation to ${email}` })
    .click();
  await page
    .getByRole('alertdialog', { name: `Withdraw the invitation to ${email}?` })
    .getByRole('button', { name: 'Withdraw invitation' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation withdrawn' })).toContainText(email);
  await expect(pendingList(page).getByText(email)).toHaveCount(0);

  const invitee = await browser.newContext();
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(linkSentTo(email));
  await expect(inviteePage.getByRole('heading', { level: 1, name: 'This invitation no longer works' })).toBeVisible();
  await invitee.close();
});
