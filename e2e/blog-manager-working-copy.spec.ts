import { expect, test, type APIRequestContext } from './support/test.ts';
import { deleteOpenPost, expectToast, manager, newPost, openBlogManager } from './support/blog-manager.ts';

// Issue 40: a published post edited with autosave changes for visitors exactly once, on Update; Discard changes
// brings the editor back to the live text; an Update scheduled for later shows in the notice until canceled. A new post's address follows its title as it is typed.

test.slow();

/** The article's HTML as an anonymous visitor gets it. */
async function article(visitor: APIRequestContext, slug: string): Promise<string> {
  const res = await visitor.get(`/blog/${slug}`);
  expect(res.status()).toBe(200);
  return res.text();
}

test('a live post edited with autosave changes for visitors only on Update; Discard brings back the live text', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const title = `Working copy walk ${stamp}`;
  const slug = `working-copy-walk-${stamp}`;
  await openBlogManager(page);
  await newPost(page);
  const dialog = manager(page);

  // The address follows the title as it is typed.
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await expect(dialog.getByLabel('Slug', { exact: true })).toHaveValue(slug);
  await dialog.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'HTML', exact: true }).click();
  const html = dialog.getByLabel('Content (HTML)');
  await html.fill('<p>The published sentence.</p>');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expectToast(page, 'Post published');
  await expect(dialog.getByRole('button', { name: 'Update', exact: true })).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = visitorContext.request;
  expect(await article(visitor, slug)).toContain('The published sentence.');

  // Half-way through a sentence, autosave keeps it in the post's draft: visitors still read the published text.
  await html.fill('<p>The published sentence. WITH A TYPO teh</p>');
  const notice = dialog.getByRole('region', { name: 'What visitors see' });
  await expect(notice).toContainText(
    'Visitors see the published version. Your changes are saved as a draft of this post until you Update.',
  );
  await expect(dialog.getByRole('status').filter({ hasText: 'Saved as a draft (not live until Update)' })).toBeVisible();
  const beforeUpdate = await article(visitor, slug);
  expect(beforeUpdate).toContain('The published sentence.');
  expect(beforeUpdate).not.toContain('teh');

  // The compare shows what the Update would change.
  await html.fill('<p>The revised sentence.</p>');
  await expect(dialog.getByRole('status').filter({ hasText: 'Saved as a draft (not live until Update)' })).toBeVisible();
  await notice.getByRole('button', { name: 'Compare with published' }).click();
  const contentChanges = notice.getByRole('region', { name: 'Content changes' });
  await expect(contentChanges.getByRole('deletion')).toHaveText('published');
  await expect(contentChanges.getByRole('insertion')).toHaveText('revised');
  expect(await article(visitor, slug)).not.toContain('revised');

  await dialog.getByRole('button', { name: 'Update', exact: true }).click();
  await expectToast(page, 'Post updated', 'Visitors now see your changes.');
  const afterUpdate = await article(visitor, slug);
  expect(afterUpdate).toContain('The revised sentence.');
  expect(afterUpdate).not.toContain('The published sentence.');
  await expect(notice).toContainText('Changes you make are saved as a draft of this post until you Update.');

  // More changes, then Discard (after a confirmation): the editor shows the live text again, visitors never saw them.
  await html.fill('<p>A change to throw away.</p>');
  await expect(dialog.getByRole('status').filter({ hasText: 'Saved as a draft (not live until Update)' })).toBeVisible();

  // An Update scheduled for a time ahead shows in the notice (visitors keep the live text); Cancel takes it back.
  const ahead = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  const day = `${ahead.getFullYear()}-${String(ahead.getMonth() + 1).padStart(2, '0')}-${String(ahead.getDate()).padStart(2, '0')}`;
  // With a new address, scheduling asks first, naming both addresses and the time.
  const slugField = dialog.getByLabel('Slug', { exact: true });
  await slugField.fill(`${slug}-later`);
  await notice.getByLabel('Update at').fill(`${day}T09:30`);
  await notice.getByRole('button', { name: 'Schedule update' }).click();
  const askAddress = page.getByRole('alertdialog', { name: "Change the post's address?" });
  await expect(askAddress).toContainText(
    new RegExp(`The scheduled Update moves the post at .*\\b0?9:30\\b.* from /blog/${slug} to /blog/${slug}-later\\.`),
  );
  await askAddress.getByRole('button', { name: 'Change address and schedule' }).click();
  await expectToast(page, 'Update scheduled');
  await expect(notice).toContainText(/Update scheduled for .*\b0?9:30\b/);
  expect(await article(visitor, slug)).not.toContain('throw away');
  await notice.getByRole('button', { name: 'Cancel scheduled update' }).click();
  await expectToast(page, 'Scheduled update canceled');
  await expect(notice.getByLabel('Update at')).toBeVisible();
  await expect(notice).not.toContainText('Update scheduled for');
  await notice.getByRole('button', { name: 'Discard changes' }).click();
  await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await expectToast(page, 'Changes discarded');
  await expect(html).toHaveValue('<p>The revised sentence.</p>');
  await expect(dialog.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  expect(await article(visitor, slug)).toContain('The revised sentence.');
  await expect(slugField).toHaveValue(slug);

  // An Update that changes the address asks first; then the old address leads to the new one (301).
  await slugField.fill(`${slug}-moved`);
  await dialog.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(askAddress).toContainText(`Update moves the post from /blog/${slug} to /blog/${slug}-moved.`);
  await askAddress.getByRole('button', { name: 'Change address and update' }).click();
  await expectToast(page, 'Post updated');
  const moved = await visitor.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe(`/blog/${slug}-moved`);
  expect(await article(visitor, `${slug}-moved`)).toContain('The revised sentence.');
  await visitorContext.close();

  // The suite's later blog tests count the public posts: this one goes.
  await deleteOpenPost(page);
});
