import { expect, test, type Page } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';

/** Opens a page in the content manager's in-page editor and waits until the overlay is armed. */
async function openEditor(page: Page, pageName: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: new RegExp(`^${pageName}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Editing ${pageName}` })).toBeVisible();
  await expect(page.getByText("Tip: what you apply there changes this page's draft")).toBeVisible();
}

/** The editable preview: the page's own main landmark, which is the screen's. */
function canvas(page: Page) {
  return page.getByRole('main');
}

function panel(page: Page) {
  return page.getByRole('complementary', { name: 'Element editor' });
}

async function saveChanges(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toContainText(
    'Your content edits have been saved successfully',
  );
  await expect(page.getByText(/All changes saved/)).toBeVisible();
}

test('the admin edits the home page heading, saves, and a new visitor sees it', async ({ page, browser }) => {
  await signInAsAdmin(page);
  await openEditor(page, 'Home Page');

  const heading = canvas(page).getByRole('heading', { level: 1 });
  await heading.click();
  await expect(panel(page)).toBeVisible();
  await panel(page).getByLabel('Text', { exact: true }).fill('Local customers find you first');
  await panel(page).getByRole('button', { name: 'Apply text' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Content updated' })).toBeVisible();
  await expect(heading).toHaveText('Local customers find you first');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await saveChanges(page);

  const visitor = await browser.newContext();
  const fresh = await visitor.newPage();
  await fresh.goto('/');
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText('Local customers find you first');
  // The edit is in the served page itself, so the first render shows it (no flash of the original).
  const html = await (await fresh.request.get('/')).text();
  expect(html).toContain('Local customers find you first');
  await visitor.close();

  // Restore the built-in heading so the other suites see the page as built.
  await heading.click();
  await panel(page).getByText('Removal Options').click();
  await panel(page).getByRole('button', { name: 'Restore original' }).click();
  await expect(heading).toContainText('locals search');
  await saveChanges(page);
});

test('the admin sets the pricing page SEO title; the served HTML and the tab carry it', async ({ page, browser }) => {
  await signInAsAdmin(page);
  await openEditor(page, 'Pricing Page');
  await page.getByRole('button', { name: 'SEO Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'SEO Settings' });
  await expect(dialog.getByRole('tab', { name: 'General', selected: true })).toBeVisible();
  const title = 'LocalRank pricing: plans for every local business size';
  await dialog.getByLabel('SEO title').fill(title);
  // Escape pressed by habit asks before dropping what was written; staying keeps it.
  const questions: string[] = [];
  page.once('dialog', (question) => {
    questions.push(question.message());
    void question.dismiss();
  });
  await dialog.getByLabel('SEO title').press('Escape');
  await expect.poll(() => questions).toEqual(['Close SEO Settings and discard the changes you made here?']);
  await expect(dialog.getByLabel('SEO title')).toHaveValue(title);
  // The title is judged by its width in pixels, as a result cuts it; its length in characters is the spec's guide.
  await expect(dialog.getByText(/^\d+ px of the 600 px a result shows: fits$/)).toBeVisible();
  await expect(dialog.getByText(`${title.length} characters (guide 55-60)`)).toBeVisible();
  await expect(dialog.getByText('Search result preview')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Open Graph' }).click();
  await expect(dialog.getByText('Open Graph preview (Facebook, LinkedIn)')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Open Graph share image' })).toHaveAttribute('src', '/images/share/localrank-og.jpg');
  await dialog.getByRole('tab', { name: 'Twitter Card' }).click();
  await expect(dialog.getByLabel('Card type')).toHaveValue('summary_large_image');
  await expect(dialog.getByText('X card preview (summary with large image)')).toBeVisible();
  // The dialog's button applies the settings to the draft only; the page's Save Changes makes them live.
  await expect(dialog.getByText('Visitors see them after you press Save Changes.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply to draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'SEO settings updated' })).toBeVisible();
  await saveChanges(page);

  const served = await (await page.request.get('/pricing')).text();
  expect(served).toContain(`<title>${title}</title>`);
  const visitor = await browser.newContext();
  const fresh = await visitor.newPage();
  await fresh.goto('/pricing');
  await expect(fresh).toHaveTitle(title);
  await visitor.close();

  // Closing with a change, and saying to discard it, drops it: the dialog opens again on what was applied.
  await page.getByRole('button', { name: 'SEO Settings' }).click();
  await dialog.getByLabel('SEO title').fill('A title nobody kept');
  page.once('dialog', (question) => {
    questions.push(question.message());
    void question.accept();
  });
  await dialog.getByRole('button', { name: 'Close SEO Settings' }).click();
  await expect(dialog).toBeHidden();
  expect(questions).toHaveLength(2);
  await page.getByRole('button', { name: 'SEO Settings' }).click();
  await expect(dialog.getByLabel('SEO title')).toHaveValue(title);

  // Back to the defaults.
  await dialog.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'SEO settings reset' })).toBeVisible();
  await saveChanges(page);
  expect(await (await page.request.get('/pricing')).text()).not.toContain(`<title>${title}</title>`);
});

test('Escape cancels the selection, then leaves edit mode; the hint banner goes after 5 seconds', async ({ page }) => {
  await signInAsAdmin(page);
  await openEditor(page, 'About Us Page');
  await expect(page.getByText("Tip: what you apply there changes this page's draft")).toBeHidden({ timeout: 8000 });

  await canvas(page).getByRole('heading', { level: 1 }).click();
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(page.getByText('Edit mode is on')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Edit mode is off: clicks on the page do nothing.')).toBeVisible();
  // With edit mode off, a click selects nothing.
  await canvas(page).getByRole('heading', { level: 1 }).click();
  await expect(panel(page)).toBeHidden();
  await page.getByRole('button', { name: 'Start editing' }).click();
  await expect(page.getByText('Edit mode is on')).toBeVisible();
});

test('unsaved edits survive a reload as a draft, leaving asks first, and Discard drops them', async ({ page }) => {
  await signInAsAdmin(page);
  await openEditor(page, 'Features Page');
  const heading = canvas(page).getByRole('heading', { level: 1 });
  // The overlay arms 100 ms after edit mode opens (the hint shows at once): a click before that selects nothing.
  await expect(async () => {
    await heading.click();
    await expect(panel(page)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await panel(page).getByLabel('Text', { exact: true }).fill('Draft heading not saved yet');
  await panel(page).getByRole('button', { name: 'Apply text' }).click();
  await expect(heading).toHaveText('Draft heading not saved yet');

  await page.reload();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(canvas(page).getByRole('heading', { level: 1 })).toHaveText('Draft heading not saved yet');

  // Leaving asks first; dismissing keeps the admin on the page.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain('unsaved changes');
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editing Features Page' })).toBeVisible();

  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByText(/All changes saved/)).toBeVisible();
  await expect(canvas(page).getByRole('heading', { level: 1 })).not.toHaveText('Draft heading not saved yet');
});

test('a javascript: link is refused, an image size must be a positive whole number, and Preview pauses the highlights', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openEditor(page, 'Home Page');
  await canvas(page).locator('[data-edit-kind="button"], [data-edit-kind="link"]').first().click();
  await panel(page).getByLabel('URL', { exact: true }).fill('javascript:alert(1)');
  await panel(page)
    .getByRole('button', { name: /^Apply (link|button)$/ })
    .click();
  await expect(panel(page).getByRole('alert')).toContainText('Links must start with /');
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  await canvas(page).locator('[data-edit-kind="image"]').first().click();
  await panel(page).getByLabel('Width (px)').fill('-20');
  await panel(page).getByRole('button', { name: 'Apply image' }).click();
  await expect(panel(page).getByText('Width must be a positive whole number.')).toBeVisible();

  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Preview mode' })).toContainText(
    "You're now viewing the page as visitors will see it",
  );
  // The highlights are switched on the preview's frame: the element around the page's <main>.
  const frame = canvas(page).locator('xpath=..');
  await expect(frame).not.toHaveAttribute('data-edit-active', '');
  // The bar says what Preview really is: the draft without outlines, for 2 seconds.
  await expect(page.getByText('Preview: the page with your unsaved changes, without outlines, for 2 seconds.')).toBeVisible();
  await expect(frame).toHaveAttribute('data-edit-active', '', { timeout: 5000 });
});
