import { expect, type Browser, type Page } from '@playwright/test';
import { E2E_ORIGIN } from './admin.ts';
import { mailsTo } from './outbox.ts';

// The admin Team screen (/admin/team) as its end-to-end tests use it.

/** The Team screen's list of invitations waiting to be accepted. */
export const pendingList = (page: Page) => page.getByRole('list', { name: 'Pending invitations' });

/** The roles an invitation gives, as its confirmation names them. */
const ROLE_ARTICLES = {
  contributor: 'a contributor',
  author: 'an author',
  editor: 'an editor',
  administrator: 'an administrator',
} as const;

/** Invites `email` as `role` (the default, editor, unless said) from the Team screen (opened from the sidebar), confirming, and waits for the toast and the e-mail. */
export async function inviteFromTeam(page: Page, email: string, role: keyof typeof ROLE_ARTICLES = 'editor'): Promise<void> {
  const mailsBefore = mailsTo(email).length;
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team' }).click();
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption(role);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Invite ${email} as ${ROLE_ARTICLES[role]}?` });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation sent' })).toContainText(`${email} has 48 hours to accept it.`);
  await expect(pendingList(page).getByRole('listitem').filter({ hasText: email })).toBeVisible();
  // The invitation goes through the mail queue: it arrives just after the answer.
  await expect.poll(() => mailsTo(email).length).toBe(mailsBefore + 1);
}

/** The invitation link e-mailed to `email` last. */
export function linkSentTo(email: string): string {
  return /http:\/\/\S+\/admin\/invitation\?token=[\w-]+/.exec(mailsTo(email).at(-1)!.text)![0];
}

/** Accepts the invitation (for `role`, editor unless said) at `link` in `page` (a browser of the invitee's own) and waits for the admin panel. */
export async function acceptInvitation(
  page: Page,
  link: string,
  account: { name: string; username: string; password: string },
  role: keyof typeof ROLE_ARTICLES = 'editor',
): Promise<void> {
  await page.goto(link);
  await page.getByLabel('Full Name', { exact: true }).fill(account.name);
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(account.password);
  // The button names the role the invitation gives: 'Create Editor Account'.
  await page.getByRole('button', { name: `Create ${role[0]!.toUpperCase()}${role.slice(1)} Account` }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

/** Opens Team from the admin sidebar. */
export async function openTeamFromSidebar(page: Page) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/admin\/team/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
}

/** The row of the team table shown (Staff or Customers) whose Username cell is `username`. */
export function accountRow(page: Page, username: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
}

/**
 * Searches the team screen for `username` and waits for the list to show it: `list` when the caller knows which
 * (after a role change, the list shown may still hold the row until its fresh answer arrives), else the list shown,
 * or else the other one, which the search follows to.
 */
export async function searchFor(page: Page, username: string, list?: 'Staff' | 'Customers') {
  await page.getByLabel('Search accounts').fill(username);
  await expect(page).toHaveURL(new RegExp(`search=${username}`));
  const lists = page.getByRole('group', { name: 'Team lists' });
  if (list) {
    const other = lists.getByRole('button', { name: list, pressed: false });
    if ((await other.count()) > 0) await other.click();
    await expect(lists.getByRole('button', { name: list, pressed: true })).toBeVisible();
  }
  await expect(page.getByText(`matching “${username}”`)).toBeVisible();
  if (!list && (await accountRow(page, username).count()) === 0) {
    await lists.getByRole('button', { pressed: false }).click();
  }
  await expect(accountRow(page, username)).toBeVisible();
}

/**
 * Clicks a row's action (a button, or a choice in the row's Role select), answers its confirmation with `confirm`,
 * and waits for the success toast.
 */
export async function confirmAction(
  page: Page,
  action: ({ button: string } | { role: { of: string; value: string } }) & {
    dialog: string;
    confirm: string;
    toast: string;
    about: string;
  },
) {
  if ('button' in action) await page.getByRole('button', { name: action.button, exact: true }).click();
  else await page.getByLabel(`Role of ${action.role.of}`, { exact: true }).selectOption(action.role.value);
  const dialog = page.getByRole('alertdialog', { name: action.dialog });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: action.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: action.toast })).toContainText(action.about);
}

/** Disables the account `username` over the API, as the signed-in administrator of `page` (a test's account made for it). */
export async function disableAccount(page: Page, username: string): Promise<void> {
  const list = await page.request.get(`/trpc/team.list?input=${encodeURIComponent(JSON.stringify({ search: username }))}`);
  const [member] = (await list.json()).result.data.items as Array<{ id: number }>;
  const disabled = await page.request.post('/trpc/team.setDisabled', {
    data: { id: member!.id, disabled: true },
    headers: { Origin: E2E_ORIGIN },
  });
  expect(disabled.status()).toBe(200);
}

/** A staff screen above an author's role, as an author meets it. */
export interface ScreenAboveAuthor {
  /** The sidebar link's name, which is also the screen's heading. */
  name: string;
  /** The screen's address. */
  path: string;
  /** What the screen says to an author instead of its content. */
  refusal: string;
  /** Addresses the server refuses an author with a 403 (tRPC calls, exports). */
  refusedCalls: string[];
}

/**
 * Invites an author (run `run`) from the Team screen, as the administrator signed in on `page`, and checks as that
 * author, in a browser of their own, that `screen` is not theirs: no link in the sidebar, the screen saying why with
 * no table, and the server's 403 for each of its calls. The author's account is disabled again at the end.
 */
export async function expectScreenRefusedToAuthor(page: Page, browser: Browser, run: string, screen: ScreenAboveAuthor): Promise<void> {
  const nav = (on: Page) => on.getByRole('navigation', { name: 'Admin' });
  const author = { name: 'New author', username: `author${run}`, password: 'Staff-Role-Passw0rd', email: `author${run}@example.com` };
  await expect(nav(page).getByRole('link', { name: screen.name })).toBeVisible();
  await inviteFromTeam(page, author.email, 'author');
  const authorContext = await browser.newContext();
  try {
    const asAuthor = await authorContext.newPage();
    await acceptInvitation(asAuthor, linkSentTo(author.email), author, 'author');
    await expect(nav(asAuthor).getByRole('link', { name: 'Posts', exact: true })).toBeVisible();
    await expect(nav(asAuthor).getByRole('link', { name: screen.name })).toHaveCount(0);
    await asAuthor.goto(screen.path);
    await expect(asAuthor.getByRole('heading', { level: 1, name: screen.name })).toBeVisible();
    await expect(asAuthor.getByRole('status').filter({ hasText: screen.refusal })).toBeVisible();
    await expect(asAuthor.getByRole('table')).toHaveCount(0);
    for (const call of screen.refusedCalls) expect((await asAuthor.request.get(call)).status(), call).toBe(403);
  } finally {
    await authorContext.close();
  }
  // The account made here is disabled again.
  await disableAccount(page, author.username);
}
