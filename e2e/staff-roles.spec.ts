import { expect, test, type Page } from './support/test.ts';
import { E2E_ORIGIN, signInAsAdmin } from './support/admin.ts';
import { deleteOpenPost, manager, newPost } from './support/blog-manager.ts';
import { acceptInvitation, disableAccount, inviteFromTeam, linkSentTo } from './support/team.ts';

// Issue 30's roles through the screens: the owner invites an editor and a contributor from Team; each accepts in a
// browser of their own and sees only what their role may use. Every role × procedure is tried in
// server/src/trpc/authorization.test.ts; here, what needs a browser.

test.describe.configure({ timeout: 180_000 });

/** The admin sidebar. */
const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** A new staff account's details, unique to this run. */
function newcomer(role: string) {
  const suffix = `${role}${Date.now().toString(36)}`;
  return { name: `New ${role}`, username: suffix, password: 'Staff-Role-Passw0rd', email: `${suffix}@example.com` };
}

test('an invited editor and contributor each see what their role may use; the contributor cannot publish', async ({ page, browser }) => {
  const editor = newcomer('editor');
  const contributor = newcomer('contributor');
  await signInAsAdmin(page);
  await inviteFromTeam(page, editor.email, 'editor');
  await inviteFromTeam(page, contributor.email, 'contributor');

  // The editor: every page and the builder, but no team, inbox or activity log.
  const editorContext = await browser.newContext();
  const asEditor = await editorContext.newPage();
  await asEditor.goto(linkSentTo(editor.email));
  await expect(asEditor.getByText('to help run the website as an editor.')).toBeVisible();
  await acceptInvitation(asEditor, linkSentTo(editor.email), editor);
  await expect(nav(asEditor).getByRole('link', { name: 'Visual Page Builder' })).toBeVisible();
  await expect(nav(asEditor).getByRole('link', { name: /^Home/ })).toBeVisible();
  for (const absent of ['Team', 'Messages', 'Activity', 'Export and import'])
    await expect(nav(asEditor).getByRole('link', { name: absent })).toHaveCount(0);
  await asEditor.goto('/admin/team');
  await expect(asEditor.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(asEditor.getByRole('status').filter({ hasText: 'Your role (Editor) cannot manage the team.' })).toBeVisible();
  await expect(asEditor.getByRole('table')).toHaveCount(0);

  // The contributor: their own posts only, as drafts.
  const contributorContext = await browser.newContext();
  const asContributor = await contributorContext.newPage();
  await acceptInvitation(asContributor, linkSentTo(contributor.email), contributor, 'contributor');
  await expect(asContributor.getByRole('heading', { level: 1, name: 'Your Blog Posts' })).toBeVisible();
  await expect(nav(asContributor).getByRole('link', { name: 'Posts', exact: true })).toBeVisible();
  for (const absent of ['Visual Page Builder', 'Image Uploader', 'Team', 'Messages', 'Activity', 'Export and import']) {
    await expect(nav(asContributor).getByRole('link', { name: absent })).toHaveCount(0);
  }
  await nav(asContributor).getByRole('link', { name: 'Posts', exact: true }).click();
  await expect(manager(asContributor)).toBeVisible();
  // None of the site's posts is theirs to list.
  await expect(manager(asContributor).getByRole('heading', { name: 'No Blog Post Selected' })).toBeVisible();
  await newPost(asContributor);
  await expect(manager(asContributor).getByRole('button', { name: 'Save Draft' })).toBeVisible();
  await expect(manager(asContributor).getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await expect(manager(asContributor).getByRole('button', { name: 'Schedule' })).toHaveCount(0);
  await expect(manager(asContributor).getByText('Your role (Contributor) cannot publish or schedule posts')).toBeVisible();
  // Publishing anyway, straight at the server, is refused.
  await expect(asContributor).toHaveURL(/[?&]post=\d+/);
  const id = Number(new URL(asContributor.url()).searchParams.get('post'));
  const post = await (await asContributor.request.get(`/trpc/blogAdmin.byId?input=${encodeURIComponent(JSON.stringify({ id }))}`)).json();
  const refused = await asContributor.request.post('/trpc/blogAdmin.publish', {
    data: { id, baseRevision: post.result.data.revision },
    headers: { Origin: E2E_ORIGIN },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toBe('This action needs an author or higher role.');
  await deleteOpenPost(asContributor);

  // The two accounts made here are disabled again.
  for (const username of [editor.username, contributor.username]) await disableAccount(page, username);
  await editorContext.close();
  await contributorContext.close();
});
