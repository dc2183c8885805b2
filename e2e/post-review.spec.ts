import { expect, test, type Page } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { disableAccount } from './support/admin-cli.ts';
import { deleteOpenPost, expectToast, manager } from './support/blog-manager.ts';
import { acceptInvitation, inviteFromTeam, linkSentTo } from './support/team.ts';

// Issue 40's review step through the screens, a contributor and an editor (the e2e owner) in browsers of their own:
// Submit for review reaches the editor's sidebar with no reload, the editor sends it back with a note the contributor
// sees, and once an editor publishes it the contributor's editor is read-only and says why. Every transition and
// refusal by role, the e-mails and the notices stream's authorisation are in server/src/post-review/post-review.test.ts
// and server/src/routes/admin-notices.routes.test.ts.

test.describe.configure({ timeout: 180_000 });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const postList = (page: Page) => manager(page).getByRole('navigation', { name: 'Blog posts' });

test('a contributor submits for review, the editor’s sidebar counts it live, sends it back with a note, then publishes it read-only for the contributor', async ({
  page: editor,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const contributor = { name: 'Review Contributor', username: `reviewer${suffix}`, password: 'Review-Contrib-Passw0rd' };
  const email = `review-${suffix}@example.com`;
  const title = `Ready for review ${suffix}`;
  await signInAsAdmin(editor);
  await inviteFromTeam(editor, email, 'contributor');
  const contributorContext = await browser.newContext();
  const writer = await contributorContext.newPage();
  await acceptInvitation(writer, linkSentTo(email), contributor, 'contributor');

  // The editor waits on the dashboard in two tabs, which share one notices stream (browsers allow 6 connections to a
  // host: a stream per tab would soon starve the others).
  const streams: string[] = [];
  editor.context().on('request', (request) => {
    if (request.url().includes('/api/admin/notices/events')) streams.push(request.url());
  });
  await editor.reload();
  const secondTab = await editor.context().newPage();
  await secondTab.goto('/admin/profile');
  const inReviewLink = nav(editor).getByRole('link', { name: /^Posts in review/ });
  await expect(inReviewLink).toBeVisible();
  await expect(nav(secondTab).getByRole('link', { name: /^Posts in review/ })).toBeVisible();
  await expect(inReviewLink.getByRole('img', { name: /waiting$/ })).toHaveCount(0);

  // The contributor writes a draft and submits it: it is "In review" and read-only for them, saying why.
  await nav(writer).getByRole('link', { name: 'Posts', exact: true }).click();
  await manager(writer).getByRole('button', { name: 'New Post' }).click();
  await manager(writer).getByLabel('Title', { exact: true }).fill(title);
  await manager(writer).getByRole('button', { name: 'Submit for review' }).click();
  await expectToast(writer, 'Submitted for review');
  await expect(manager(writer).getByText('Read-only. In review: an editor is reading it.')).toBeVisible();
  await expect(manager(writer).getByRole('button', { name: 'Save Draft' })).toHaveCount(0);
  await expect(postList(writer).getByRole('button', { name: new RegExp(title) })).toContainText('In review');

  // With no reload, the editor's sidebar counts it (through the notices stream).
  await expect(inReviewLink.getByRole('img', { name: '1 waiting' })).toBeVisible();
  await expect(
    nav(secondTab)
      .getByRole('link', { name: /^Posts in review/ })
      .getByRole('img', { name: '1 waiting' }),
  ).toBeVisible();
  expect(streams).toHaveLength(1);
  await secondTab.close();

  // The editor opens the posts in review and sends it back with a note.
  await inReviewLink.click();
  await expect(manager(editor).getByLabel('Status')).toHaveValue('in_review');
  await postList(editor)
    .getByRole('button', { name: new RegExp(title) })
    .click();
  await expect(manager(editor).getByText(/^Submitted for review by Review Contributor/)).toBeVisible();
  await manager(editor).getByRole('button', { name: 'Send back' }).click();
  const dialog = editor.getByRole('dialog', { name: 'Send back to its contributor' });
  await dialog.getByLabel('Note for the contributor').fill('Add the opening hours, please.');
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expectToast(editor, 'Sent back');

  // The contributor's editor shows the note and is theirs to change again.
  const note = manager(writer).getByRole('region', { name: 'Note from the editor' });
  await expect(note).toContainText('Add the opening hours, please.');
  await expect(manager(writer).getByLabel('Title', { exact: true })).toBeEditable();
  await manager(writer).getByRole('button', { name: 'Submit for review' }).click();
  await expectToast(writer, 'Submitted for review');
  await expect(note).toHaveCount(0);

  // The editor publishes it; the contributor's editor turns read-only and says why before anyone types.
  await manager(editor).getByRole('button', { name: 'Publish', exact: true }).click();
  await expectToast(editor, 'Post published');
  await expect(manager(writer).getByText('Read-only. Published by an editor: ask an editor to change it.')).toBeVisible();
  await expect(manager(writer).getByLabel('Title', { exact: true })).toHaveCount(0);
  await expect(manager(writer).getByRole('button', { name: 'Save Draft' })).toHaveCount(0);
  await expect(manager(writer).getByRole('button', { name: 'Delete Post' })).toHaveCount(0);

  await deleteOpenPost(editor);
  await contributorContext.close();
  await disableAccount(editor.request, contributor.username);
});
