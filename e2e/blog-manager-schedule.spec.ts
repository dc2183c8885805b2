import { expect, test, type Browser } from './support/test.ts';
import { deleteOpenPost, expectToast, manager, newPost, openBlogManager } from './support/blog-manager.ts';

test.slow();

/** The status a visitor's browser gets for a path. */
async function visitorStatus(browser: Browser, path: string): Promise<number | undefined> {
  const visitor = await browser.newContext();
  const response = await (await visitor.newPage()).goto(path);
  await visitor.close();
  return response?.status();
}

test('scheduling a live post asks first, keeps its date unless asked, and Publish brings it back', async ({ page, browser }) => {
  const title = `Back in spring ${Date.now()}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  await openBlogManager(page);
  await newPost(page);
  const dialog = manager(page);
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByRole('button', { name: 'Generate from Title' }).click();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expectToast(page, 'Post published');
  const publishing = dialog.getByRole('region', { name: 'Publishing' });
  await expect(publishing).toContainText('Published on');
  const datedText = (await publishing.textContent()) ?? '';
  const originalDate = /Published on (.+?)\./.exec(datedText)?.[1] ?? '';
  expect(originalDate).not.toBe('');

  // Cancel changes nothing: the post stays live.
  await dialog.getByLabel('Publish at').fill('2099-01-01T09:00');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  const question = page.getByRole('alertdialog', { name: 'Take this post offline until then?' });
  await expect(question).toContainText('This post is live.');
  await expect(question.getByLabel(/Date it .* \(otherwise it keeps /)).not.toBeChecked();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect(await visitorStatus(browser, `/blog/${slug}`)).toBe(200);

  // Confirmed, it goes offline until then and keeps its original date.
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await question.getByRole('button', { name: 'Take offline and schedule' }).click();
  await expectToast(page, 'Post scheduled', 'then live again with its original date');
  await expect(publishing).toContainText(`then live again, dated ${originalDate}.`);
  await expect(dialog.getByRole('navigation', { name: 'Blog posts' }).getByRole('button', { name: new RegExp(title) })).toContainText(
    'Scheduled',
  );
  expect(await visitorStatus(browser, `/blog/${slug}`)).toBe(404);

  // Publish brings it back at once, with the same date.
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expectToast(page, 'Post published');
  await expect(publishing).toContainText(`Published on ${originalDate}.`);
  expect(await visitorStatus(browser, `/blog/${slug}`)).toBe(200);

  // Other specs count the seeded posts.
  await deleteOpenPost(page);
});
