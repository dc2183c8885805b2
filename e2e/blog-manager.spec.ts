import { expect, test, type Locator, type Page } from './support/test.ts';
import { currentOrigin, signInRequestAsAdmin } from './support/admin.ts';
import { deleteOpenPost, expectToast, manager, newPost, openBlogManager } from './support/blog-manager.ts';

// Each test walks a whole editing session (several saves and a second browser), longer than most suites.
test.slow();

// A 16x16 PNG, small enough to travel in the test itself.
const DOT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWPQmttPEmIY1TB3NJS0hmvSAABstVYQg619JQAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin writes, publishes, updates, unpublishes and deletes a post; visitors follow at once', async ({ page, browser }) => {
  const title = `Writing for Local Search ${Date.now()}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  await openBlogManager(page);
  await newPost(page);

  // The manager is addressable: a reload keeps it open on the same post.
  await expect(page).toHaveURL(/[?&]post=\d+/);
  await page.reload();
  await expect(manager(page).getByLabel('Title', { exact: true })).toHaveValue('New Blog Post');

  const dialog = manager(page);
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Excerpt').fill('How a small shop climbed the local results in a month.');
  // The body through the editor's HTML view, as a writer pasting HTML would.
  await dialog.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'HTML', exact: true }).click();
  await dialog.getByLabel('Content (HTML)').fill('<h2>Start here</h2><p>Local <strong>visitors</strong> read this.</p>');
  await dialog.getByRole('button', { name: 'Generate from Title' }).click();
  await expectToast(page, 'Slug generated');
  await expect(dialog.getByLabel('Slug', { exact: true })).toHaveValue(slug);
  await expect(dialog.getByLabel('Canonical URL (optional)')).toHaveValue(`/blog/${slug}`);

  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expectToast(page, 'Post published', 'Your blog post is now live on the website.');
  await expect(dialog.getByRole('button', { name: 'Update', exact: true })).toBeVisible();
  await expect(dialog.getByRole('navigation', { name: 'Blog posts' }).getByRole('button', { name: new RegExp(title) })).toContainText(
    'Published',
  );

  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto('/blog');
  await expect(reader.getByRole('main').getByRole('heading', { name: title })).toBeVisible();
  await reader.goto(`/blog/${slug}`);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByRole('heading', { level: 2, name: 'Start here' })).toBeVisible();
  await expect(reader.getByText('visitors read this.')).toBeVisible();

  // Update: the change is live on the next request.
  await dialog.getByLabel('Title', { exact: true }).fill(`${title} (updated)`);
  await dialog.getByRole('button', { name: 'Update', exact: true }).click();
  await expectToast(page, 'Post updated', 'Visitors now see your changes.');
  await reader.goto(`/blog/${slug}`);
  await expect(reader.getByRole('heading', { level: 1, name: `${title} (updated)` })).toBeVisible();

  // Unpublish: the article is gone, with a 404.
  await dialog.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expectToast(page, 'Post unpublished');
  await expect(dialog.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  const response = await reader.goto(`/blog/${slug}`);
  expect(response?.status()).toBe(404);
  await expect(reader.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await visitor.close();

  // Delete asks first, then the post leaves the list and the editor clears.
  await dialog.getByRole('button', { name: 'Delete Post' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await expect(confirm).toContainText('Are you sure you want to delete this post? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete Post' }).click();
  await expectToast(page, 'Post deleted', 'The blog post has been permanently removed.');
  await expect(dialog.getByRole('heading', { name: 'No Blog Post Selected' })).toBeVisible();
  await expect(dialog.getByRole('navigation', { name: 'Blog posts' })).not.toContainText(title);
});

test('categories ignore blank input; a featured image is copied only into empty SEO image fields', async ({ page }) => {
  await openBlogManager(page);
  await newPost(page);
  const dialog = manager(page);

  const categories = dialog.getByRole('group', { name: 'Categories' });
  const before = await categories.getByRole('checkbox').count();
  await categories.getByLabel('New category').fill('   ');
  await categories.getByRole('button', { name: 'Add Category' }).click();
  await expect(categories.getByRole('checkbox')).toHaveCount(before);
  await categories.getByLabel('New category').fill('Voice Search');
  await categories.getByRole('button', { name: 'Add Category' }).click();
  await expect(categories.getByRole('checkbox', { name: 'Voice Search' })).toBeChecked();
  await expect(categories.getByRole('checkbox')).toHaveCount(before + 1);

  // Without a featured image nothing is copied.
  await dialog.getByRole('button', { name: 'Copy Featured Image to SEO' }).click();
  await expect(dialog.getByLabel('OG image URL')).toHaveValue('');

  await dialog.getByRole('button', { name: 'Upload Image' }).click();
  await dialog.getByLabel('Upload to library').setInputFiles({ name: 'blog-dot.png', mimeType: 'image/png', buffer: DOT_PNG });
  await expect(dialog.getByRole('img', { name: 'Featured image of the post' })).toBeVisible();

  await dialog.getByLabel('Twitter image URL').fill('https://example.com/twitter.png');
  await dialog.getByRole('button', { name: 'Copy Featured Image to SEO' }).click();
  await expectToast(page, 'Images copied', 'Featured image was copied to empty OG and Twitter image fields');
  await expect(dialog.getByLabel('OG image URL')).toHaveValue(/^\/media\/.+blog-dot\.png$/);
  await expect(dialog.getByLabel('Twitter image URL')).toHaveValue('https://example.com/twitter.png');

  // Autosave stores it all without a button.
  await expect(dialog.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(manager(page).getByLabel('OG image URL')).toHaveValue(/^\/media\/.+blog-dot\.png$/);
  await expect(manager(page).getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: 'Voice Search' })).toBeChecked();

  await deleteOpenPost(page);
});

test('unsaved changes ask before leaving; a schedule shows Scheduled; a revision can be restored', async ({ page, browser }) => {
  await openBlogManager(page);
  await newPost(page);
  const dialog = manager(page);
  const title = dialog.getByLabel('Title', { exact: true });

  // Escape right after typing (before autosave) asks first; Cancel keeps the manager open.
  await title.fill('A title not saved yet');
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Unsaved changes' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Save Draft' }).click();
  await expectToast(page, 'Changes saved', 'Your blog post has been updated successfully');
  await expect(dialog.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  // The revisions list holds the creation and the save; restoring the first brings its title back.
  const revisions = dialog.getByRole('region', { name: 'Revisions' });
  await expect(revisions.getByRole('listitem')).toHaveCount(2);
  await revisions.getByRole('button', { name: /^Restore revision/ }).click();
  await expectToast(page, 'Revision restored');
  await expect(title).toHaveValue('New Blog Post');

  // A publish time in the future schedules the post: 'Scheduled', and not on the site yet.
  await title.fill('Coming soon to the blog');
  await dialog.getByRole('button', { name: 'Generate from Title' }).click();
  await dialog.getByLabel('Publish at').fill('2099-01-01T09:00');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expectToast(page, 'Post scheduled');
  await expect(
    dialog.getByRole('navigation', { name: 'Blog posts' }).getByRole('button', { name: /Coming soon to the blog/ }),
  ).toContainText('Scheduled');
  const visitor = await browser.newContext();
  const response = await (await visitor.newPage()).goto('/blog/coming-soon-to-the-blog');
  expect(response?.status()).toBe(404);
  await visitor.close();

  await deleteOpenPost(page);
  // Closing with nothing unsaved asks nothing.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/blog=1/);
});

test('a save made on an older copy is refused; the admin compares both versions and reloads theirs', async ({ page }) => {
  await openBlogManager(page);
  await newPost(page);
  const url = page.url();

  // A second tab edits and saves the same post first.
  const other = await page.context().newPage();
  await other.goto(url);
  const otherDialog = manager(other);
  await otherDialog.getByLabel('Title', { exact: true }).fill('Their title');
  await otherDialog.getByRole('button', { name: 'Save Draft' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  await other.close();

  const dialog = manager(page);
  await dialog.getByLabel('Excerpt').fill('My excerpt');
  await dialog.getByRole('button', { name: 'Save Draft' }).click();
  const banner = dialog.getByRole('alert').filter({ hasText: 'This post was saved elsewhere' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'See both versions' }).click();
  const table = banner.getByRole('table', { name: 'Fields that differ' });
  await expect(table.getByRole('row', { name: /Title/ })).toContainText('Their title');
  await expect(table.getByRole('row', { name: /Excerpt/ })).toContainText('My excerpt');
  await banner.getByRole('button', { name: 'Keep their version' }).click();
  await expect(banner).toBeHidden();
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Their title');
  await expect(dialog.getByLabel('Excerpt')).toHaveValue('');
  await deleteOpenPost(page);
});

test('a post deleted in another tab while open: a save says so, and what was written is kept as a new draft', async ({ page }) => {
  await openBlogManager(page);
  await newPost(page);
  const dialog = manager(page);
  await dialog.getByLabel('Title', { exact: true }).fill('Words worth keeping');
  await dialog.getByRole('button', { name: 'Save Draft' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  const deletedId = new URL(page.url()).searchParams.get('post');

  // A second tab deletes it.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(manager(other).getByLabel('Title', { exact: true })).toHaveValue('Words worth keeping');
  await deleteOpenPost(other);
  await other.close();

  await dialog.getByLabel('Excerpt').fill('Written after it was deleted.');
  await dialog.getByRole('button', { name: 'Save Draft' }).click();
  const banner = dialog.getByRole('alert').filter({ hasText: 'This post was deleted' });
  await expect(banner).toContainText('what you see here is not saved anywhere');
  await expect(dialog.getByRole('status').filter({ hasText: 'Not saved: this post was deleted' })).toBeVisible();
  const posts = dialog.getByRole('navigation', { name: 'Blog posts' });
  await expect(posts.getByText('Words worth keeping')).toHaveCount(0);

  await banner.getByRole('button', { name: 'Save as a new draft' }).click();
  await expectToast(page, 'Saved as a new draft', 'What you had written is kept in a new draft post.');
  await expect(banner).toBeHidden();
  await expect(page).not.toHaveURL(new RegExp(`post=${deletedId}(&|$)`));
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Words worth keeping');
  await expect(dialog.getByLabel('Excerpt')).toHaveValue('Written after it was deleted.');
  await expect(dialog.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await expect(posts.getByText('Words worth keeping')).toHaveCount(1);

  // Stored: the new draft opens with both fields after a reload.
  await page.reload();
  await expect(manager(page).getByLabel('Title', { exact: true })).toHaveValue('Words worth keeping');
  await expect(manager(page).getByLabel('Excerpt')).toHaveValue('Written after it was deleted.');
  await deleteOpenPost(page);
});

/** Opens the manager on a New Post: its dialog, and the editor's save state. */
async function openNewPost(page: Page): Promise<{ dialog: Locator; state: Locator }> {
  await openBlogManager(page);
  await newPost(page);
  const dialog = manager(page);
  return { dialog, state: dialog.getByRole('status').filter({ hasText: /Saved|Saving|Unsaved|Not saved/ }) };
}

test('a save that gets no answer says the server could not be reached, and saves by itself once it can', async ({ page }) => {
  const { dialog, state } = await openNewPost(page);

  // The connection drops: the autosave after the change fails and says why in words a person can act on.
  const lost = (url: URL) => url.pathname.includes('blogAdmin.update');
  await page.route(lost, (route) => route.abort('internetdisconnected'));
  await dialog.getByLabel('Title', { exact: true }).fill('Written while offline');
  await expect(state).toHaveText('Not saved: The server could not be reached (the connection may be down). Trying again…');

  // It comes back: the editor saves again by itself, with no further keystroke, and the title is stored.
  await page.unroute(lost);
  await expect(state).toHaveText('Saved');
  await page.reload();
  await expect(manager(page).getByLabel('Title', { exact: true })).toHaveValue('Written while offline');
  await deleteOpenPost(page);
});

test('a save refused because the session ended says how to sign in again, and saves once the tab is back, signed in', async ({ page }) => {
  const { dialog, state } = await openNewPost(page);

  // Signed out (another tab's Log out, a password changed elsewhere): the next autosave is refused, nothing is lost.
  expect((await page.request.post('/api/logout', { headers: { Origin: currentOrigin() } })).status()).toBe(204);
  await dialog.getByLabel('Title', { exact: true }).fill('Written as the session ended');
  await expect(state).toHaveText(
    'Not saved: You are signed out. Sign in again in another tab (this one keeps what you wrote), then come back: it saves by itself.',
  );

  // Signed in again elsewhere; coming back to this tab saves with no keystroke.
  await signInRequestAsAdmin(page);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(state).toHaveText('Saved');
  await page.reload();
  await expect(manager(page).getByLabel('Title', { exact: true })).toHaveValue('Written as the session ended');
  await deleteOpenPost(page);
});
