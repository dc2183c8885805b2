import { expect, test } from './support/test.ts';
import { E2E_ADMIN, signInAsAdmin } from './support/admin.ts';
import { entriesOf, openActivityFromSidebar } from './support/activity.ts';
import { canvas, newPage, palette, sidebar } from './support/builder.ts';
import { acceptInvitation, confirmAction, inviteFromTeam, linkSentTo, openTeamFromSidebar, searchFor } from './support/team.ts';

// Issue 17's journey: an admin invites a second admin, who accepts in a browser of their own; both edit one
// builder page live; the first demotes the second while the second's builder screen is open. The second's
// live feed closes, the screen says why and offers to sign in again, and their next admin call is refused.

test.describe.configure({ timeout: 180_000 });

test('an invited admin co-edits a builder page live, and once demoted is refused, told why and sent to sign in', async ({
  page: first,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const second = {
    name: 'Second Admin',
    username: `second${suffix}`,
    password: 'Second-Admin-Passw0rd',
    email: `second-${suffix}@example.com`,
  };
  await signInAsAdmin(first);
  await inviteFromTeam(first, second.email);
  const secondContext = await browser.newContext();
  const other = await secondContext.newPage();
  await acceptInvitation(other, linkSentTo(second.email), second);

  // Both on one page, live.
  const slug = `co-edit-${suffix}`;
  await newPage(first, 'Co-edited Page', slug);
  await other.goto(`/admin/elementor/${slug}`);
  await expect(canvas(other).getByText('This page is empty')).toBeVisible();
  await first.getByRole('button', { name: 'Add Elements' }).click();
  await palette(first, 'Section').click();
  await expect(canvas(other).locator('section[data-builder-element]')).toBeVisible();
  await canvas(other)
    .locator('section[data-builder-element]')
    .click({ position: { x: 5, y: 5 } });
  await sidebar(other).getByRole('tab', { name: 'Elements' }).click();
  await palette(other, 'Heading').click();
  await expect(canvas(first).getByRole('heading', { name: 'New Heading' })).toBeVisible();

  // The first admin makes the second a user from the Team screen, in another tab.
  const team = await first.context().newPage();
  await team.goto('/admin/dashboard');
  await openTeamFromSidebar(team);
  await searchFor(team, second.username);
  await confirmAction(team, {
    role: { of: second.username, value: 'user' },
    dialog: `Make ${second.username} a customer?`,
    confirm: 'Make customer',
    toast: 'Role changed',
    about: second.username,
  });

  // The second admin's live feed ends within its 5 s re-check, and the screen says why instead of a canvas
  // that can no longer save; whatever their browser asks of the admin API next is refused.
  await expect(
    other.getByRole('alert').filter({
      hasText: 'Your role no longer lets you edit builder pages (an editor or higher role is needed), so live updates have stopped.',
    }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(sidebar(other)).toHaveCount(0);
  const refused = await other.request.get('/trpc/builderPage.list');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toBe('This action needs an editor or higher role.');
  await other.getByRole('link', { name: 'Sign in again' }).click();
  await expect(other).toHaveURL(/\/admin\/login/);
  await secondContext.close();

  // The activity log tells the story with the right names.
  await openActivityFromSidebar(team);
  await expect(entriesOf(team, { kindLabel: 'Staff invited', actor: E2E_ADMIN.username, about: second.email })).toHaveCount(1);
  await expect(entriesOf(team, { kindLabel: 'Invitation accepted', actor: second.username, about: second.email })).toHaveCount(1);
  await expect(entriesOf(team, { kindLabel: 'Builder page created', actor: E2E_ADMIN.username, about: `/${slug}` })).toHaveCount(1);
  await expect(
    entriesOf(team, {
      kindLabel: 'Role changed',
      actor: E2E_ADMIN.username,
      about: `Changed ${second.username}'s role from Editor to Customer`,
    }),
  ).toHaveCount(1);
});
