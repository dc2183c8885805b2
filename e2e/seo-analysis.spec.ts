import { expect, test, type Locator, type Page } from './support/test.ts';
import { analyse, snippetPreview } from '@app/seo-analysis';
import { currentOrigin, signInAsAdmin, signInRequestAsAdmin } from './support/admin.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { add, buildNewPage, element } from './support/builder-api.ts';
import { canvas } from './support/builder.ts';

// SEO analysis as you write (issue 29): the analysis panel, the search-result and social previews and the robots
// switches of a post, a built-in page's SEO dialog and a builder page's SEO settings.

/** A blogAdmin mutation through the signed-in admin's browser context. */
async function blogAdmin<T>(page: Page, procedure: string, input: unknown): Promise<T> {
  const res = await page.request.post(`/trpc/blogAdmin.${procedure}`, { data: input, headers: { Origin: currentOrigin() } });
  expect(res.status(), `${procedure}: ${await res.text()}`).toBe(200);
  return (await res.json()).result.data as T;
}

const CONTENT =
  '<p>Local search brings nearby customers to a plumber. However, most owners never look at their profile.</p>' +
  '<h2>Why reviews matter</h2><p>Reviews tell Google that real people trust the business. Ask every happy customer for one.</p>' +
  '<p>Read <a href="/blog">our other guides</a> or <a href="https://support.google.com/business">Google\'s help</a>.</p>';

/** A draft post made over the API with a body, opened in the blog manager (its address names it). */
async function openNewPost(page: Page, stamp: number): Promise<{ id: number; manager: Locator }> {
  const created = await blogAdmin<{ id: number; revision: number }>(page, 'create', {});
  await blogAdmin(page, 'update', {
    id: created.id,
    baseRevision: created.revision,
    title: `Plumber reviews ${stamp}`,
    slug: `plumber-reviews-${stamp}`,
    excerpt: 'How reviews bring local customers.',
    content: CONTENT,
  });
  await page.goto(`/admin/dashboard?page=blog&post=${created.id}`);
  const manager = page.getByRole('dialog', { name: 'Blog Manager' });
  await expect(manager.getByLabel('Title', { exact: true })).toHaveValue(`Plumber reviews ${stamp}`);
  return { id: created.id, manager };
}

/** The named list of checks ('SEO checks', 'Readability checks') within `scope`. */
const checks = (scope: Locator, name: string) => scope.getByRole('list', { name });
/** One check of a list, by its name. */
const check = (scope: Locator, name: string) => checks(scope, 'SEO checks').getByRole('listitem').filter({ hasText: name });

test.afterEach(async ({ page }, info) => {
  for (const note of info.annotations) if (note.type === 'post') await blogAdmin(page, 'delete', { id: Number(note.description) });
});

test('a post: every check shows with its light and advice and follows the typing; previews cut the description; noindex is kept', async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const stamp = Date.now();
  // Another post already aims at the same search: the "used before" check names it.
  const other = await blogAdmin<{ id: number; revision: number }>(page, 'create', {});
  test.info().annotations.push({ type: 'post', description: String(other.id) });
  await blogAdmin(page, 'update', {
    id: other.id,
    baseRevision: other.revision,
    title: `Reviews for plumbers ${stamp}`,
    slug: `reviews-for-plumbers-${stamp}`,
    seo: { focusKeyphrase: 'Plumber Reviews' },
  });
  const { id, manager } = await openNewPost(page, stamp);
  test.info().annotations.push({ type: 'post', description: String(id) });
  const seoCard = manager.getByRole('region', { name: 'Search Engine Optimization' });

  // Every check the engine lists for this post is shown, each with its light as a word and its advice.
  const keyphrase = 'plumber reviews';
  await seoCard.getByLabel('Focus keyphrase').fill(keyphrase);
  const expected = analyse({
    keyphrase,
    seoTitle: `Plumber reviews ${stamp} · LocalRank Blog`,
    metaDescription: 'How reviews bring local customers.',
    slug: `plumber-reviews-${stamp}`,
    html: CONTENT,
    otherKeyphrases: ['Plumber Reviews'],
    siteOrigin: currentOrigin(),
  });
  for (const [list, group] of [
    ['SEO checks', expected.seo],
    ['Readability checks', expected.readability],
  ] as const) {
    const items = checks(seoCard, list).getByRole('listitem');
    await expect(items).toHaveCount(group.length);
    for (const [n, { rating, text }] of group.entries()) {
      await expect(items.nth(n)).toContainText({ good: 'Good', ok: 'OK', bad: 'Needs work' }[rating]);
      await expect(items.nth(n)).toContainText(text);
    }
  }
  await expect(seoCard.getByText(`SEO score ${expected.seoScore}/100`)).toBeVisible();
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await expect(check(seoCard, 'Keyphrase used before')).toContainText('OK');
  await expect(check(seoCard, 'Keyphrase used before')).toContainText(
    `Used by "Reviews for plumbers ${stamp}" (/blog/reviews-for-plumbers-${stamp}).`,
  );

  // Typing a title without the keyphrase turns its checks (how fast: scripts/seo-typing-bench.ts).
  await expect(check(seoCard, 'Keyphrase at the start of the title')).toContainText('Good');
  await seoCard.getByLabel('Meta title').fill('Why every local plumber needs reviews | LocalRank');
  await expect(check(seoCard, 'Keyphrase in SEO title')).toContainText('Needs work');
  await seoCard.getByLabel('Meta title').fill('Plumber reviews: how local customers find you | LocalRank');
  await expect(check(seoCard, 'Keyphrase in SEO title')).toContainText('Good');
  await expect(check(seoCard, 'Keyphrase at the start of the title')).toContainText('Good');
  await expect(seoCard.getByText(/^\d+ px of the 600 px a result shows: fits$/)).toBeVisible();

  // A description too wide for a phone: whole on desktop, cut on mobile, exactly as snippetPreview cuts it.
  const description =
    'Plumber reviews bring local customers: five simple ways to ask for them, answer them and show them on your Google profile every week.';
  const cut = snippetPreview('', description);
  expect(cut.descriptionMobile).not.toBe(cut.descriptionDesktop);
  await seoCard.getByLabel('Meta description').fill(description);
  const preview = seoCard.getByRole('figure', { name: 'Search result preview' });
  await expect(preview).toContainText(cut.descriptionDesktop);
  await expect(preview).toContainText(`› blog › plumber-reviews-${stamp}`);
  await preview.getByRole('button', { name: 'Mobile' }).click();
  await expect(preview.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true');
  await expect(preview).toContainText(cut.descriptionMobile);
  await expect(preview).not.toContainText(cut.descriptionDesktop);
  expect(cut.descriptionMobile).toMatch(/ …$/);
  await expect(check(seoCard, 'Meta description width')).toContainText('OK');

  // The social cards show the share image the head will name: the site's default post image here.
  await expect(seoCard.getByRole('img', { name: 'Open Graph share image' })).toHaveAttribute('src', '/images/blog/default.jpg');
  await seoCard.getByLabel('Card type').selectOption('summary');
  await expect(seoCard.getByText('X card preview (summary)')).toBeVisible();

  // noindex is saved in seo.robots and kept after a reload, with the keyphrase.
  const noindex = seoCard.getByRole('switch', { name: 'Hide from search engines (noindex)' });
  await noindex.click();
  await expect(noindex).toHaveAttribute('aria-checked', 'true');
  await manager.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  await page.reload();
  await expect(manager.getByLabel('Title', { exact: true })).toHaveValue(`Plumber reviews ${stamp}`);
  await expect(seoCard.getByRole('switch', { name: 'Hide from search engines (noindex)' })).toHaveAttribute('aria-checked', 'true');
  await expect(seoCard.getByRole('switch', { name: "Don't follow links on this page (nofollow)" })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(seoCard.getByLabel('Focus keyphrase')).toHaveValue(keyphrase);
  const stored = await page.request.get(`/trpc/blogAdmin.byId?input=${encodeURIComponent(JSON.stringify({ id }))}`);
  expect((await stored.json()).result.data.seo).toMatchObject({ robots: 'noindex', focusKeyphrase: keyphrase });
});

test("a built-in page's SEO dialog: the keyphrase, the panel on the page's own body, and a button that says it applies to the draft", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Pricing Page/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editing Pricing Page' })).toBeVisible();
  await page.getByRole('button', { name: 'SEO Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'SEO Settings' });

  await dialog.getByLabel('Focus keyphrase').fill('local seo pricing');
  await expect(checks(dialog, 'SEO checks').getByRole('listitem').first()).toContainText('Keyphrase length');
  await expect(check(dialog, 'Keyphrase in slug')).toContainText(/Good|OK|Needs work/);
  // The body analysed is the page's <main> as drawn: the pricing page has far more than a handful of words.
  await expect(check(dialog, 'Text length')).toContainText(/The text has \d{3,} words/);
  await expect(checks(dialog, 'Readability checks').getByRole('listitem')).toHaveCount(6);
  await expect(dialog.getByText(/^SEO score \d+\/100/)).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Hide from search engines (noindex)' })).toHaveAttribute('aria-checked', 'false');
  await expect(dialog.getByRole('figure', { name: 'Search result preview' })).toContainText('› pricing');
  await expect(
    dialog.getByText("Applies these settings to this page's draft. Visitors see them after you press Save Changes."),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save SEO Settings' })).toHaveCount(0);
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await dialog.getByRole('button', { name: 'Apply to draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'SEO settings updated' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByText(/All changes saved/)).toBeVisible();
});

test('a builder page: SEO settings from the page actions keep a title and noindex across a reload', async ({ page }) => {
  await signInRequestAsAdmin(page);
  const slug = `seo-${Date.now()}`;
  await buildNewPage(page.request, slug, 'Builder page title', [
    add(null, element('seo-heading', 'heading', { content: 'Emergency plumbing in Leeds' })),
    add(null, element('seo-text', 'text', { content: 'Our plumbers answer every call within an hour, day and night.' })),
  ]);
  await page.goto(`/admin/elementor/${slug}`);
  await expect(canvas(page).getByText('Emergency plumbing in Leeds')).toBeVisible();

  const open = async () => {
    await page.getByRole('button', { name: 'Page actions' }).click();
    await page.getByRole('menuitem', { name: 'SEO settings' }).click();
    return page.getByRole('dialog', { name: 'SEO Settings' });
  };
  let dialog = await open();
  await dialog.getByLabel('SEO title').fill('Emergency plumber Leeds: day and night | LocalRank');
  await dialog.getByLabel('Focus keyphrase').fill('emergency plumber leeds');
  // The canvas as drawn is the body analysed: its heading is a paragraph of words, not an empty page.
  await expect(check(dialog, 'Text length')).toContainText(/The text has [1-9]\d* words/);
  await expect(check(dialog, 'Keyphrase in SEO title')).toContainText('Good');
  await dialog.getByRole('switch', { name: 'Hide from search engines (noindex)' }).click();
  await dialog.getByRole('button', { name: 'Save SEO settings' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'SEO settings saved' })).toBeVisible();

  await page.reload();
  await expect(canvas(page).getByText('Emergency plumbing in Leeds')).toBeVisible();
  // With an element selected, keys pressed in the dialog stay in it: Delete does not ask to delete the element.
  await canvas(page).getByText('Emergency plumbing in Leeds').click();
  dialog = await open();
  await dialog.getByRole('switch', { name: 'Hide from search engines (noindex)' }).focus();
  await page.keyboard.press('Delete');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(dialog.getByLabel('SEO title')).toHaveValue('Emergency plumber Leeds: day and night | LocalRank');
  await expect(dialog.getByLabel('Focus keyphrase')).toHaveValue('emergency plumber leeds');
  await expect(dialog.getByRole('switch', { name: 'Hide from search engines (noindex)' })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByRole('switch', { name: "Don't follow links on this page (nofollow)" })).toHaveAttribute('aria-checked', 'false');

  // Reset to defaults empties every field: the head falls back to the page's name.
  await dialog.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'SEO settings reset' })).toBeVisible();
  dialog = await open();
  await expect(dialog.getByLabel('SEO title')).toHaveValue('');
  await expect(dialog.getByLabel('SEO title')).toHaveAttribute('placeholder', `Page ${slug} · LocalRank`);
  await expect(dialog.getByRole('switch', { name: 'Hide from search engines (noindex)' })).toHaveAttribute('aria-checked', 'false');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
