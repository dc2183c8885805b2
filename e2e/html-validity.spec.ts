import { expect, test, type Page } from './support/test.ts';
import { signInRequestAsAdmin, signUpOrdinaryUser } from './support/admin.ts';
import { htmlProblems, onePerPage, publicPagePaths } from './support/html-validity.ts';
import { waitForHydration } from './support/hydration.ts';

test('every public page is served as valid HTML', async ({ request }) => {
  const paths = await publicPagePaths(request);
  // The static pages, the blog's nine articles and the not-found page at least.
  expect(paths.length).toBeGreaterThanOrEqual(22);
  const problems: string[] = [];
  for (const path of paths) {
    const res = await request.get(path);
    expect([200, 404], path).toContain(res.status());
    expect(res.headers()['content-type'], path).toContain('text/html');
    problems.push(...(await htmlProblems(await res.text(), path)));
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

/** The document as the page's script has left it, with the doctype the serialisation drops. */
async function hydratedProblems(page: Page, where: string): Promise<string[]> {
  const html = await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
  return htmlProblems(html, `${where} (after hydration)`);
}

/** The admin's screens, each with the level-1 heading that says it has drawn. */
const ADMIN_SCREENS: { path: string; heading: RegExp }[] = [
  { path: '/admin/dashboard', heading: /Website Content Manager/ },
  { path: '/admin/image-uploader', heading: /Image/ },
  { path: '/admin/messages', heading: /Messages|Inbox/ },
  { path: '/admin/team', heading: /Team/ },
  { path: '/admin/profile', heading: /Profile/ },
  { path: '/admin/activity', heading: /Activity/ },
  { path: '/admin/content-transfer', heading: /Export and import/ },
  { path: '/admin/newsletters', heading: /Newsletters/ },
  { path: '/admin/redirects', heading: /404s and redirects/ },
  { path: '/admin/site-search', heading: /Site search/ },
  { path: '/admin/analytics', heading: /Analytics/ },
  { path: '/admin/elementor', heading: /./ },
];

// Scripts change the markup they hydrate (a menu button's states, a form's controls): the document a visitor's browser
// holds once they ran is held to the same rules as the one served, on every public page (signed out; one category and
// one article stand for the others, whose content the test above checks), the account's pages and the header's
// account menu (signed in), and the admin's screens with the blog manager open on a post.
test('every public, account and admin page is valid HTML once its script has run', async ({ page }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];

  const paths = onePerPage(await publicPagePaths(page.request));
  // The static pages, a category, an article and the not-found page at least.
  expect(paths.length).toBeGreaterThanOrEqual(22);
  for (const path of paths) {
    // The page's images need not have arrived: the wait is for its script.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    problems.push(...(await hydratedProblems(page, path)));
  }

  await signUpOrdinaryUser(page);
  for (const path of ['/', '/blog', '/dashboard', '/dashboard/settings']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Ordinary User' })).toHaveAttribute('aria-expanded', 'false');
    problems.push(...(await hydratedProblems(page, `${path}, signed in`)));
  }

  await signInRequestAsAdmin(page);
  for (const { path, heading } of ADMIN_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    problems.push(...(await hydratedProblems(page, path)));
  }
  await page.goto('/admin/dashboard');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Blog Page/ })
    .click();
  await page.getByRole('button', { name: 'Manage Blog Posts' }).click();
  const manager = page.getByRole('dialog', { name: 'Blog Manager' });
  await manager
    .getByRole('button', { name: /The Ultimate Guide to Local SEO in 2025/ })
    .first()
    .click();
  await expect(manager.getByRole('textbox', { name: 'Body', exact: true })).toBeVisible();
  problems.push(...(await hydratedProblems(page, 'blog manager, a post open')));

  expect(problems, problems.join('\n')).toEqual([]);
});
