import { expect, type Locator, type Page } from '@playwright/test';
import { openPageEditor, signInAsAdmin } from './admin.ts';

/** The blog manager's dialog. */
export function manager(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Blog Manager' });
}

/** Waits for a toast with this title (and description, if given). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const notice = page.getByRole('status').filter({ hasText: title });
  await expect(notice).toBeVisible();
  if (description) await expect(notice).toContainText(description);
}

/** Signs in, opens Editing Blog Page and its blog manager. */
export async function openBlogManager(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await openPageEditor(page, 'Blog Page');
  await page.getByRole('button', { name: 'Manage Blog Posts' }).click();
  await expect(manager(page)).toBeVisible();
  await expect(manager(page).getByRole('heading', { name: 'No Blog Post Selected' })).toBeVisible();
}

/** Creates a post with New Post and waits for its editor. */
export async function newPost(page: Page): Promise<void> {
  await manager(page).getByRole('button', { name: 'New Post' }).click();
  await expectToast(page, 'New post created', 'A new draft post has been created. Start editing now!');
  await expect(manager(page).getByLabel('Title', { exact: true })).toHaveValue('New Blog Post');
}

/** Deletes the post open in the editor, through the confirmation. */
export async function deleteOpenPost(page: Page): Promise<void> {
  await manager(page).getByRole('button', { name: 'Delete Post' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete Post' }).click();
  await expectToast(page, 'Post deleted', 'The blog post has been permanently removed.');
  await expect(manager(page).getByRole('heading', { name: 'No Blog Post Selected' })).toBeVisible();
}
