import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';

// A sign-in, a whole-site download and two uploads: more than 30 s on a busy machine.
test.slow();

test('an admin downloads the content export and imports it with the keyboard, and reads the report', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  const sidebarLink = page.getByRole('link', { name: 'Export and import' });
  await sidebarLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Export and import', level: 1 })).toBeVisible();
  await expect(page.getByText(/accounts, sessions, messages and newsletter subscribers stay on this site/)).toBeVisible();

  // Download with the keyboard.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download content export' }).focus();
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^site-content-\d{4}-\d\d-\d\d\.tar\.gz$/);
  const archive = testInfo.outputPath('site-content.tar.gz');
  await download.saveAs(archive);

  // A file that is not an export: the server's reason is shown.
  const notAnArchive = join(testInfo.outputDir, 'notes.txt');
  await writeFile(notAnArchive, 'not an archive');
  const fileInput = page.getByLabel('Content export file');
  const choose = async (path: string) => {
    const choosing = page.waitForEvent('filechooser');
    await fileInput.focus();
    await page.keyboard.press('Space');
    await (await choosing).setFiles(path);
  };
  await choose(notAnArchive);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Import' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('That file is not a content export: it is not gzip-compressed.');

  // The real export, into the same site: everything is already here, so it is all skipped, and the report says so.
  await choose(archive);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Import report' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const posts = page.getByRole('row', { name: /^Blog posts/ });
  await expect(posts.getByRole('cell').nth(0)).toHaveText('0');
  await expect(posts.getByRole('cell').nth(2)).not.toHaveText('0');
  await expect(page.getByText(/^From http:\/\/127\.0\.0\.1:\d+, exported /)).toBeVisible();
});
