import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test.ts';
import { E2E_ORIGIN, signInAsAdmin } from './support/admin.ts';
import { holdRequests } from './support/network.ts';

// Issue 28: the blog manager's list comes a slice (50) at a time from the server, searches titles and filters by status
// and category there, and New Post still shows the new draft at the top at once.

test.slow();

const manager = (page: Page): Locator => page.getByRole('dialog', { name: 'Blog Manager' });
const postList = (page: Page): Locator => manager(page).getByRole('navigation', { name: 'Blog posts' });
const rows = (page: Page): Locator => postList(page).getByRole('list').getByRole('listitem');

/** How many posts the list says there are in all. */
async function shownTotal(page: Page): Promise<number> {
  const text = (await postList(page).getByRole('status').textContent()) ?? '';
  return Number(/(\d+) posts?$/.exec(text)?.[1] ?? NaN);
}

interface Created {
  id: number;
  revision: number;
}

/** Calls a blog-manager mutation as the signed-in admin, failing the test on anything but 200. */
async function mutate<T>(request: APIRequestContext, path: string, input: unknown = {}): Promise<T> {
  const res = await request.post(`/trpc/blogAdmin.${path}`, { data: input, headers: { Origin: E2E_ORIGIN } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/** A draft titled `title` in `category`, made through the API as New Post and a save would make it. */
async function draft(request: APIRequestContext, title: string, category: string): Promise<Created> {
  const created = await mutate<Created>(request, 'create');
  return mutate<Created>(request, 'update', { id: created.id, baseRevision: created.revision, title, categories: [category] });
}

test('the manager lists the first slice, loads more at the end, searches titles, filters, shows New Post on top at once, and saves and deletes in place', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const category = `Paging ${stamp}`;
  const oldTitle = `Lighthouse keepers' almanac ${stamp}`;
  await signInAsAdmin(page);

  // 61 drafts in a category of their own (drafts and a scheduled post stay off the public blog): the oldest is the one
  // searched for later, far below the first slice.
  const made: Created[] = [await draft(page.request, oldTitle, category)];
  for (let n = 1; n <= 60; n += 1) made.push(await draft(page.request, `Paging post ${n} ${stamp}`, category));
  const scheduled = await draft(page.request, `Scheduled for later ${stamp}`, `${category} scheduled`);
  await mutate(page.request, 'publish', { id: scheduled.id, baseRevision: scheduled.revision, at: '2099-01-01T09:00:00Z' });
  made.push(scheduled);

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Blog Page/ })
    .click();
  await page.getByRole('button', { name: 'Manage Blog Posts' }).click();

  // The first slice: 50 posts, newest first, with how many there are in all.
  await expect(rows(page)).toHaveCount(50);
  await expect(postList(page).getByRole('status')).toHaveText(/^50 of \d+ posts$/);
  await expect(postList(page).getByRole('button', { name: new RegExp(`Paging post 60 ${stamp}`) })).toBeVisible();
  await expect(postList(page).getByRole('button', { name: new RegExp(oldTitle) })).toHaveCount(0);

  // Scrolling to the end of the list loads the next slice.
  await postList(page).getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect(rows(page)).not.toHaveCount(50);
  expect(await rows(page).count()).toBeGreaterThan(50);

  // A category: its 61 posts, the 11 beyond the first slice with 'Load more' from the keyboard.
  await postList(page).getByLabel('Category').selectOption(category);
  await expect(postList(page).getByRole('status')).toHaveText('50 of 61 posts');
  await expect(rows(page)).toHaveCount(50);
  await postList(page).getByRole('button', { name: 'Load more' }).focus();
  await page.keyboard.press('Enter');
  await expect(rows(page)).toHaveCount(61);
  await expect(postList(page).getByRole('status')).toHaveText('61 posts');
  await expect(postList(page).getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // A status: the scheduled post is not in that category, so nothing; in its own category, it is there.
  await postList(page).getByLabel('Status').selectOption('Scheduled');
  await expect(postList(page).getByText('No posts match this search.')).toBeVisible();
  await postList(page).getByLabel('Category').selectOption(`${category} scheduled`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Scheduled for later ${stamp}`);
  await expect(rows(page).first()).toContainText('Scheduled');
  await postList(page).getByLabel('Status').selectOption('All statuses');
  await postList(page).getByLabel('Category').selectOption('All categories');
  await expect(rows(page)).not.toHaveCount(1);

  // Search: the oldest post by a part of its title, in another case.
  await postList(page).getByLabel('Search posts').fill(`LIGHTHOUSE KEEPERS' ALMANAC ${stamp.toUpperCase()}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(postList(page).getByRole('status')).toHaveText('1 post');
  await postList(page)
    .getByRole('button', { name: new RegExp(oldTitle) })
    .click();
  await expect(manager(page).getByLabel('Title', { exact: true })).toHaveValue(oldTitle);

  // A search nothing matches says so, and clears.
  await postList(page).getByLabel('Search posts').fill(`no post is called this ${stamp}`);
  await expect(postList(page).getByText('No posts match this search.')).toBeVisible();
  await postList(page).getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(postList(page).getByLabel('Search posts')).toHaveValue('');
  await expect(rows(page)).not.toHaveCount(0);
  const total = await shownTotal(page);

  // New Post: the new draft is on top (scheduled posts, dated later, stay above it) and selected before the server has
  // answered, and stays there after.
  const topRow = () => rows(page).filter({ hasNotText: 'Scheduled' }).first();
  const release = await holdRequests(page, 'blogAdmin.create');
  await manager(page).getByRole('button', { name: 'New Post', exact: true }).click();
  await expect(topRow()).toContainText('New Blog Post');
  await expect(topRow().getByRole('button')).toHaveAttribute('aria-current', 'true');
  release();
  await expect(page.getByRole('status').filter({ hasText: 'New post created' })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`[?&]post=${made[0]?.id}(&|$)`));
  const newId = Number(new URL(page.url()).searchParams.get('post'));
  made.push({ id: newId, revision: 1 });
  await expect(topRow()).toContainText('New Blog Post');
  await expect(topRow().getByRole('button')).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => shownTotal(page)).toBe(total + 1);

  // A save renames the row in place, and a delete takes it out, without reading the list again.
  const listReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('blogAdmin.list')) listReads.push(request.url());
  });
  const renamed = `Renamed in place ${stamp}`;
  await manager(page).getByLabel('Title', { exact: true }).fill(renamed);
  await manager(page).getByRole('button', { name: 'Save Draft' }).click();
  await expect(topRow()).toContainText(renamed);
  await manager(page).getByRole('button', { name: 'Delete Post' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete Post' }).click();
  await expect(postList(page).getByRole('button', { name: new RegExp(renamed) })).toHaveCount(0);
  await expect.poll(() => shownTotal(page)).toBe(total);
  made.pop();
  expect(listReads).toEqual([]);

  // Leave the shared database as it was.
  for (const post of made) await mutate(page.request, 'delete', { id: post.id });
});
