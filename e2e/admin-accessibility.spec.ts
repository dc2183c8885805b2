import { expect, test, type Page } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { axeViolations, describeViolations } from './support/axe.ts';

/** Asserts axe finds nothing on the page as it is shown now (softly: the test goes on to report every screen). */
async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const violations = await axeViolations(page);
  expect.soft(violations, `${screen}:\n${describeViolations(violations)}`).toEqual([]);
}

/** Opens an admin screen from the side navigation, as an admin would, and waits for its heading. */
async function openFromSidebar(page: Page, link: string | RegExp, heading: string | RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('the admin login screen has no accessibility violations', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Login to Admin Panel' })).toBeVisible();
  await expectNoAxeViolations(page, '/admin/login');
});

test('every admin screen has no accessibility violations (axe: WCAG A/AA and best practices)', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await expectNoAxeViolations(page, 'content manager');

  await openFromSidebar(page, /^Blog Page/, 'Editing Blog Page');
  // The page's own component is loaded on demand: check it once it is drawn (its <main> is the screen's).
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoAxeViolations(page, 'content manager, Blog Page');
  await page.getByRole('button', { name: 'Manage Blog Posts' }).click();
  const manager = page.getByRole('dialog', { name: 'Blog Manager' });
  await expect(manager.getByRole('heading', { name: 'No Blog Post Selected' })).toBeVisible();
  await expectNoAxeViolations(page, 'blog manager');
  await manager
    .getByRole('button', { name: /The Ultimate Guide to Local SEO in 2025/ })
    .first()
    .click();
  await expect(manager.getByRole('button', { name: 'Delete Post' })).toBeVisible();
  await expectNoAxeViolations(page, 'blog manager, a post open');
  await page.keyboard.press('Escape');
  await expect(manager).toBeHidden();

  await openFromSidebar(page, 'Image Uploader', /Image/);
  await expectNoAxeViolations(page, 'media');

  await openFromSidebar(page, /^Media$/, 'Media');
  await expect(page.getByLabel('Upload images')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Images' }).or(page.getByText('No images yet.'))).toBeVisible();
  await expectNoAxeViolations(page, 'media library');

  await openFromSidebar(page, 'Newsletters', 'Newsletters');
  await expect(page.getByRole('table', { name: 'Newsletters sent' }).or(page.getByText('No newsletter sent yet.'))).toBeVisible();
  await expectNoAxeViolations(page, 'newsletters');

  await openFromSidebar(page, 'Redirects', '404s and redirects');
  await expect(page.getByRole('region', { name: 'Not found (404)' }).getByLabel('Search 404 paths')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Redirect rules, by source' }).or(page.getByText('No redirects yet.'))).toBeVisible();
  await expectNoAxeViolations(page, 'redirects');

  await openFromSidebar(page, 'Site search', 'Site search');
  await expect(page.getByLabel('Search terms')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Terms visitors searched the blog for' }).or(page.getByText('No searches yet.')),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'site search');

  await openFromSidebar(page, 'Analytics', 'Analytics');
  await expect(page.getByRole('group', { name: 'Range' })).toBeVisible();
  // Drawn: the chart (or the overview's error), the live visitors and the last table, each with its rows or its empty text.
  await expect(page.getByRole('img', { name: /^Visitors and page views by/ }).or(page.getByRole('alert').first())).toBeVisible();
  await expect(page.getByRole('region', { name: 'Live visitors' }).getByText('in the last 5 minutes')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Devices' }).or(page.getByText('No visitors in this range yet.'))).toBeVisible();
  await expectNoAxeViolations(page, 'analytics');

  await openFromSidebar(page, 'Messages', /Messages|Inbox/);
  await expectNoAxeViolations(page, 'inbox');

  await openFromSidebar(page, 'Team', /Team/);
  await expectNoAxeViolations(page, 'team');

  await openFromSidebar(page, 'Profile', /Profile/);
  await expectNoAxeViolations(page, 'profile');

  await openFromSidebar(page, 'Activity', /Activity/);
  await expectNoAxeViolations(page, 'activity');

  await openFromSidebar(page, 'Export and import', /Export and import/);
  await expectNoAxeViolations(page, 'export and import');

  await openFromSidebar(page, 'Visual Page Builder', /./);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expectNoAxeViolations(page, 'builder');
});
