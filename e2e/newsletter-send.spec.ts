import { expect, test, type Page } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { deleteOpenPost, expectToast, manager, newPost } from './support/blog-manager.ts';
import {
  linkIn,
  mutate,
  receivedFor,
  relayedAdminApi,
  startRelayedSite,
  subjectOf,
  textOf,
  type RelayedSite,
} from './support/relay-server.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { acceptInvitation, inviteFromTeam, linkSentTo } from './support/team.ts';

// Issue 43: an editor e-mails a published post to the newsletter from the post editor, and follows the send on its
// report. The e-mails are read from a real SMTP relay: a second server of the suite's build sends to one started here
// (support/relay-server.ts). Delivery under crash and outage, suppression and the rate limit are Vitest's (server/).

test.describe.configure({ timeout: 240_000 });

/** The admin sidebar. */
const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** The value beside a count's label (Queued, Sent, …) on a send's report. */
const countOf = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Deliveries' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Asserts axe finds nothing on the page as it is shown now (softly: the test goes on). */
async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const violations = await axeViolations(page);
  expect.soft(violations, `${screen}:\n${describeViolations(violations)}`).toEqual([]);
}

/** Unique to this run. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.describe('with the e-mails read from a real SMTP relay', () => {
  let site: RelayedSite;
  test.beforeAll(async () => {
    site = await startRelayedSite();
  });
  test.afterAll(async () => {
    await site?.close();
  });

  test('an editor previews a published post, sends a test, sends it to the subscribers once, and reads the report', async ({ browser }) => {
    const run = unique();
    const api = await relayedAdminApi(site.origin);

    /** Signs `email` up and opens the confirmation link the relay received. */
    const subscribe = async (email: string) => {
      await mutate(api, 'newsletter.subscribe', { email, source: 'footer' });
      const [confirmation] = await receivedFor(site.relay, email);
      const confirmed = await api.get(linkIn(confirmation!, '/newsletter/confirm'), { maxRedirects: 0 });
      expect(confirmed.headers()['location']).toBe('/newsletter/confirmed');
    };
    // Three readers and an address that later closes sign up and confirm; a fourth reader does while the editor is
    // about to send. From now on the relay refuses the closed address for good (550), as a mailbox deleted since.
    const readers = [1, 2, 3, 4].map((n) => `reader${n}-${run}@example.com`);
    const gone = `gone-${run}@example.com`;
    for (const email of [...readers.slice(0, 3), gone]) await subscribe(email);
    site.relay.answer = (to) => (to === gone ? { code: 550, message: '5.1.1 No such mailbox here' } : 'accept');

    // A published post, and an editor invited to the team (the invitation also comes through the relay).
    const title = `Winning the map pack ${run}`;
    const created = await mutate<{ id: number; revision: number }>(api, 'blogAdmin.create', {});
    const saved = await mutate<{ revision: number }>(api, 'blogAdmin.update', {
      id: created.id,
      baseRevision: created.revision,
      title,
      slug: `winning-the-map-pack-${run}`,
      excerpt: 'Three changes that moved a bakery into the map pack.',
      content: '<p>Reviews, categories and a page per town moved the bakery up.</p>',
    });
    await mutate(api, 'blogAdmin.publish', { id: created.id, baseRevision: saved.revision });
    const editor = {
      name: 'Newsletter Editor',
      username: `nleditor${run}`,
      password: 'Newsletter-Editor-Passw0rd',
      email: `nleditor${run}@example.com`,
    };
    await mutate(api, 'team.invite', { email: editor.email, role: 'editor' });
    const [invitation] = await receivedFor(site.relay, editor.email);
    const invitationLink = /https?:\/\/\S+\/admin\/invitation\?token=[\w-]+/.exec(textOf(invitation!))![0];

    const context = await browser.newContext({ baseURL: site.origin });
    const page = await context.newPage();
    await acceptInvitation(page, invitationLink, editor);

    // The post in the blog manager: its Newsletter card.
    await nav(page).getByRole('link', { name: 'Posts', exact: true }).click();
    await manager(page)
      .getByRole('navigation', { name: 'Blog posts' })
      .getByRole('button', { name: new RegExp(title) })
      .click();
    const card = manager(page).getByRole('region', { name: 'Newsletter' });
    await expect(card).toContainText('Goes to 4 confirmed subscribers.');
    const open = card.getByRole('button', { name: 'Email to subscribers' });
    const dialog = page.getByRole('dialog', { name: 'Email to subscribers' });
    // Escape closes it, giving the focus back.
    await open.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await expect(dialog.getByLabel('Subject')).toHaveValue(title);
    await expect(dialog.getByLabel('Subject')).toBeFocused();
    await expect(dialog.frameLocator('iframe[title="E-mail preview"]').getByText(title).first()).toBeVisible();
    await expect(dialog.getByTitle('E-mail preview')).toHaveAttribute('sandbox', '');
    await dialog.getByRole('button', { name: 'Phone' }).click();
    await expect(dialog.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByText('Goes to 4 confirmed subscribers')).toBeVisible();
    await expectNoAxeViolations(page, 'the send dialog');

    // A test to the editor's own address.
    await dialog.getByRole('button', { name: 'Send a test to me' }).click();
    await expectToast(page, 'Test e-mail sent', editor.email);
    const [test] = await receivedFor(site.relay, editor.email, 2).then((mails) => mails.slice(1));
    expect(textOf(test!)).toContain(title);
    for (const email of readers.slice(0, 3)) expect(site.relay.receivedFor(email)).toHaveLength(1);

    // Send, confirming the count; a reader who joined meanwhile makes the server refuse the count confirmed.
    await dialog.getByRole('button', { name: 'Send to 4 subscribers' }).click();
    await expect(dialog.getByText(`Send “${title}” to 4 confirmed subscribers now?`)).toBeVisible();
    await subscribe(readers[3]!);
    await api.dispose();
    await dialog.getByRole('button', { name: 'Yes, send to 4 subscribers' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Not sent:');
    await expect(dialog.getByText('Goes to 5 confirmed subscribers')).toBeVisible();
    for (const email of readers.slice(0, 3)) expect(site.relay.receivedFor(email)).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Send to 5 subscribers' }).click();
    await dialog.getByRole('button', { name: 'Yes, send to 5 subscribers' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Newsletter on its way');

    // Once sent, the card says so; the report counts the deliveries until done.
    await expect(card).toContainText('to 5 subscribers.');
    await expect(card.getByRole('button', { name: 'Email to subscribers' })).toHaveCount(0);
    await card.getByRole('link', { name: 'View report' }).click();
    await expect(page).toHaveURL(/\/admin\/newsletters\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(countOf(page, 'Sent')).toHaveText('4');
    await expect(countOf(page, 'Bounced')).toHaveText('1');
    await expect(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    for (const label of ['Queued', 'Failed', 'Skipped']) await expect(countOf(page, label)).toHaveText('0');
    const problem = page.getByRole('table', { name: 'Deliveries that failed or bounced' }).getByRole('row').filter({ hasText: gone });
    await expect(problem).toContainText('Bounced');
    await expect(problem).toContainText('No such mailbox here');
    await expectNoAxeViolations(page, 'the report');
    await expect(page.getByRole('link', { name: 'View in browser' })).toHaveAttribute('href', /\/newsletter\/view\//);

    // Each reader got it once, through the relay; the closed address was tried once.
    expect(site.relay.recipientsAsked.filter((to) => to === gone)).toHaveLength(2);
    for (const email of readers) {
      const mails = await receivedFor(site.relay, email, 2);
      expect(mails).toHaveLength(2);
      expect(subjectOf(mails[1]!)).toBe(title);
      expect(textOf(mails[1]!)).toContain(title);
    }

    // The list of newsletters, from the sidebar.
    await nav(page).getByRole('link', { name: 'Newsletters' }).click();
    const row = page.getByRole('table', { name: 'Newsletters sent' }).getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Newsletter Editor');
    await expect(row.getByRole('link', { name: title })).toBeVisible();

    // Back in the post: sent, and not offered again.
    await nav(page).getByRole('link', { name: 'Posts', exact: true }).click();
    await manager(page)
      .getByRole('navigation', { name: 'Blog posts' })
      .getByRole('button', { name: new RegExp(title) })
      .click();
    await expect(manager(page).getByRole('region', { name: 'Newsletter' })).toContainText('to 5 subscribers.');
    await expect(manager(page).getByRole('button', { name: 'Email to subscribers' })).toHaveCount(0);
    await context.close();
  });
});

test('an author sees no Newsletter card, no Newsletters entry, and /admin/newsletters asks for an editor', async ({ page, browser }) => {
  const author = { name: 'Newsletter Author', username: `nlauthor${unique()}`, password: 'Newsletter-Author-Passw0rd' };
  const email = `${author.username}@example.com`;
  await signInAsAdmin(page);
  await inviteFromTeam(page, email, 'author');
  const context = await browser.newContext();
  const asAuthor = await context.newPage();
  await acceptInvitation(asAuthor, linkSentTo(email), author, 'author');
  await expect(nav(asAuthor).getByRole('link', { name: 'Newsletters' })).toHaveCount(0);

  // Their own post, published: the editor shows no Newsletter card.
  await nav(asAuthor).getByRole('link', { name: 'Posts', exact: true }).click();
  await newPost(asAuthor);
  await manager(asAuthor).getByRole('button', { name: 'Publish', exact: true }).click();
  await expectToast(asAuthor, 'Post published');
  await expect(manager(asAuthor).getByRole('button', { name: 'Update', exact: true })).toBeVisible();
  await expect(manager(asAuthor).getByRole('region', { name: 'Publishing' })).toBeVisible();
  await expect(manager(asAuthor).getByRole('region', { name: 'Newsletter' })).toHaveCount(0);
  // Gone again: the public blog's counts stay the seed's for the specs after this one.
  await deleteOpenPost(asAuthor);

  await asAuthor.goto('/admin/newsletters');
  await expect(asAuthor.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible();
  await expect(asAuthor.getByRole('status').filter({ hasText: 'Your role (Author) cannot send newsletters' })).toContainText(
    'Ask an editor or higher',
  );
  await expect(asAuthor.getByRole('table')).toHaveCount(0);
  await asAuthor.goto('/admin/newsletters/1');
  await expect(asAuthor.getByRole('status').filter({ hasText: 'Your role (Author) cannot send newsletters' })).toBeVisible();
  await context.close();
});
