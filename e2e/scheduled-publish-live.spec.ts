import { expect, test, type APIRequestContext } from './support/test.ts';
import { E2E_ORIGIN, openPageEditor, signInAsAdmin, signInRequestAsAdmin } from './support/admin.ts';
import { buildNewPage, call, deletePage } from './support/builder-api.ts';
import { manager } from './support/blog-manager.ts';

// A scheduled publish going live while an admin screen is open: the screen reads the page or post again at its
// time and stops saying "Scheduled", with no reload (a few seconds ahead, set through the API).

/** An ISO time `seconds` from now. */
const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
// Far enough ahead that the screen shows the scheduled state first even on a loaded CI machine (a sign-in and a
// page load before it), then waited for: a passing run waits about this long.
const LEAD_SECONDS = 20;

/** Calls a blogAdmin procedure as the admin's browser would, returning its data. */
async function blogAdmin<T>(request: APIRequestContext, procedure: string, input: unknown): Promise<T> {
  const res = await request.post(`/trpc/blogAdmin.${procedure}`, { data: input, headers: { Origin: E2E_ORIGIN } });
  expect(res.status(), `${procedure}: ${await res.text()}`).toBe(200);
  return (await res.json()).result.data as T;
}

test('the builder’s open tab turns “Scheduled” into “Schedule” when the page goes live', async ({ page }) => {
  await signInRequestAsAdmin(page);
  const slug = `due-${Date.now()}`;
  const pageId = await buildNewPage(page.request, slug, 'Due page · LocalRank', []);
  await call(page.request, 'publish', { pageId, at: secondsFromNow(LEAD_SECONDS) });
  await page.goto(`/admin/elementor/${slug}`);
  const button = page.getByRole('button', { name: /^Schedule/ });
  await expect(button).toHaveText('Scheduled');
  await expect(button).toHaveText('Schedule', { timeout: 2 * LEAD_SECONDS * 1000 });
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Schedule publish' })).toContainText('Live since');
  await deletePage(page.request, pageId);
});

test('the blog manager’s list turns a scheduled post into a published one at its time', async ({ page }) => {
  await signInAsAdmin(page);
  const title = `Due post ${Date.now()}`;
  const created = await blogAdmin<{ id: number; revision: number }>(page.request, 'create', {});
  const saved = await blogAdmin<{ revision: number }>(page.request, 'update', {
    id: created.id,
    baseRevision: created.revision,
    title,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
  });
  await blogAdmin(page.request, 'publish', {
    id: created.id,
    baseRevision: saved.revision,
    at: secondsFromNow(LEAD_SECONDS),
  });
  // The manager lists the post as scheduled, then as published once its time has come.
  await openPageEditor(page, 'Blog Page');
  await page.getByRole('button', { name: 'Manage Blog Posts' }).click();
  const row = manager(page)
    .getByRole('navigation', { name: 'Blog posts' })
    .getByRole('button', { name: new RegExp(title) });
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('Published', { timeout: 2 * LEAD_SECONDS * 1000 });
  // Other specs count the seeded posts.
  await blogAdmin(page.request, 'delete', { id: created.id });
});
