import { expect, test, type Locator, type Page } from './support/test.ts';
import { signInAsAdmin, signInRequestAsAdmin } from './support/admin.ts';
import { canvas, newPage, palette, sidebar } from './support/builder.ts';

// The visual page builder at /admin/elementor: building by clicks and by drag, styling, undo/redo, persistence
// across a reload, publishing, reverting, and two admins on one page.

// dnd-kit's pointer sensor starts a drag after a few pixels of movement, so the mouse moves in steps.
async function drag(page: Page, from: Locator, to: { x: number; y: number }): Promise<void> {
  const box = await from.boundingBox();
  if (box === null) throw new Error('nothing to drag');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await expect(page.getByTestId('drop-indicator')).toBeVisible();
  await page.mouse.up();
}

async function toast(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: title }).first()).toBeVisible();
}

// These journeys take many steps on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('build a page by clicks and by drag, style it, undo and redo, reload, publish and revert', async ({ page, browser }) => {
  await signInRequestAsAdmin(page);
  await page.goto('/admin/elementor');
  // The server refuses reserved paths and the dialog shows its message.
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('Page name').fill('Admin');
  // The slug follows the name as it is typed, and the hint names the address being made.
  await expect(dialog.getByLabel('Slug')).toHaveValue('admin');
  await expect(dialog.getByLabel('Slug')).toHaveAccessibleDescription('The page’s address: /admin');
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await expect(dialog.getByRole('alert')).toContainText("'/admin' is reserved");
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const slug = `offer-${unique()}`;
  await newPage(page, 'Spring Offer', slug);
  await page.getByRole('button', { name: 'Add Elements' }).click();
  await expect(sidebar(page).getByRole('tab', { name: 'Elements' })).toHaveAttribute('aria-selected', 'true');
  await expect(sidebar(page).getByText('Drag or click to add to page')).toBeVisible();

  // Clicks: a section at the page root, then a heading and a button inside it.
  await palette(page, 'Section').click();
  await toast(page, 'Element added');
  await palette(page, 'Heading').click();
  await palette(page, 'Button').click();
  const section = canvas(page).locator('section[data-builder-element]');
  await expect(section.getByRole('heading', { name: 'New Heading' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Click Me' })).toBeVisible();

  // Drag: a text paragraph from the palette to just below the heading.
  const heading = section.getByRole('heading', { name: 'New Heading' });
  const headingBox = await heading.boundingBox();
  if (headingBox === null) throw new Error('heading not drawn');
  await drag(page, palette(page, 'Text'), { x: headingBox.x + headingBox.width / 2, y: headingBox.y + headingBox.height * 0.8 });
  await expect(section.getByText('New text paragraph')).toBeVisible();
  const texts = (within: Locator) => within.locator('[data-builder-element]').evaluateAll((nodes) => nodes.map((node) => node.textContent));
  expect(await texts(section)).toEqual(['New Heading', 'New text paragraph', 'Click Me']);

  // Select the heading: its label shows, Settings opens with its name and type. The drop selected the new text; dnd-kit
  // swallows clicks for 50 ms after a drag ends, so a click sent sooner is sent again.
  const selectedLabel = page.getByTestId('selected-element-label');
  await expect(selectedLabel).toHaveText('Text');
  await expect(async () => {
    if ((await selectedLabel.textContent()) !== 'Heading') await heading.click();
    await expect(selectedLabel).toHaveText('Heading', { timeout: 1_000 });
  }).toPass();
  await expect(sidebar(page).getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(sidebar(page).getByPlaceholder('0px or 10px 20px').first()).toBeVisible();
  await sidebar(page).getByLabel('Font Size').fill('48');
  await expect(heading).toHaveCSS('font-size', '48px');

  await page.getByRole('button', { name: 'Undo' }).click();
  await toast(page, 'Undo');
  await expect(heading).toHaveCSS('font-size', '32px');
  await page.getByRole('button', { name: 'Redo' }).click();
  await toast(page, 'Redo');
  await expect(heading).toHaveCSS('font-size', '48px');
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Heading · font size 32 → 48' })).toBeVisible();

  // The keyboard way to move: Alt+Arrow keys on the selected element.
  await section.getByText('New text paragraph').click();
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => texts(section)).toEqual(['New text paragraph', 'New Heading', 'Click Me']);
  await sidebar(page).getByRole('button', { name: 'Move down' }).click();
  await sidebar(page).getByRole('button', { name: 'Move down' }).click();
  await expect.poll(() => texts(section)).toEqual(['New Heading', 'Click Me', 'New text paragraph']);
  // The history panel jumps back over both moves and the first one.
  await page.getByRole('region', { name: 'History' }).getByRole('button', { name: 'Heading · font size 32 → 48' }).click();
  await toast(page, 'Undo');
  await expect.poll(() => texts(section)).toEqual(['New Heading', 'New text paragraph', 'Click Me']);

  // A slider drag is one gesture: one history entry, holding the final value.
  await page.keyboard.press('Escape');
  await heading.click();
  const radius = sidebar(page).getByLabel('Border Radius');
  await radius.scrollIntoViewIfNeeded();
  const track = await radius.boundingBox();
  if (track === null) throw new Error('slider not drawn');
  await page.mouse.move(track.x + 4, track.y + track.height / 2);
  await page.mouse.down();
  await page.mouse.move(track.x + track.width / 2, track.y + track.height / 2, { steps: 12 });
  await page.mouse.up();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('button', { name: /^Heading · border radius/ })).toHaveCount(1);
  expect(Number(await radius.inputValue())).toBeGreaterThan(15);

  // Everything reached the server: a reload shows the same page.
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  const reloaded = canvas(page).locator('section[data-builder-element]');
  await expect(reloaded.getByRole('heading', { name: 'New Heading' })).toHaveCSS('font-size', '48px');
  expect(await texts(reloaded)).toEqual(['New Heading', 'New text paragraph', 'Click Me']);

  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Changes saved');
  await page.getByRole('button', { name: 'Publish' }).click();
  await toast(page, 'Website published');
  await expect(page.getByText('Your changes are now live on your website.')).toBeVisible();

  // A new anonymous visitor sees the published page at its path.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/${slug}`);
  await expect(visitorPage.getByRole('heading', { name: 'New Heading' })).toHaveCSS('font-size', '48px');
  await expect(visitorPage.getByText('New text paragraph')).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Click Me' })).toBeVisible();
  // The builder itself is for admins only.
  await visitorPage.goto(`/admin/elementor/${slug}`);
  await expect(visitorPage).toHaveURL(/\/admin\/login/);
  await visitor.close();

  // Delete the button (Delete key, with the confirmation), then revert to the published version.
  await canvas(page).getByRole('link', { name: 'Click Me' }).click();
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('This removes the element and everything inside it from the page. Undo (Ctrl+Z) brings it back.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Element deleted');
  await expect(canvas(page).getByRole('link', { name: 'Click Me' })).toHaveCount(0);
  await expect(page.getByText('All changes saved')).toBeVisible();
  const summary = async () => {
    const res = await page.request.get(`/trpc/builderPage.bySlug?input=${encodeURIComponent(JSON.stringify({ slug }))}`);
    return (await res.json()).result.data as { id: number; version: number };
  };
  const beforeRevert = await summary();
  await page.getByRole('button', { name: 'Versions' }).click();
  const versions = page.getByRole('region', { name: 'Published versions' });
  await versions
    .getByRole('button', { name: /^Revert to version/ })
    .first()
    .click();
  await expect(canvas(page).getByRole('link', { name: 'Click Me' })).toBeVisible();
  // The revert is recorded as the minimal change: the button added back, not the section deleted and re-added.
  const input = encodeURIComponent(JSON.stringify({ pageId: beforeRevert.id, afterVersion: beforeRevert.version }));
  const entries = (await (await page.request.get(`/trpc/builderPage.events?input=${input}`)).json()).result.data.events as Array<{
    command: { kind: string; element?: { name: string } };
  }>;
  expect(entries.map((entry) => `${entry.command.kind} ${entry.command.element?.name ?? ''}`.trim())).toEqual(['add Button']);

  // Unpublish: the path is no longer served.
  await versions.getByRole('button', { name: 'Unpublish' }).click();
  await toast(page, 'Page unpublished');
  const later = await browser.newContext();
  const laterPage = await later.newPage();
  await laterPage.goto(`/${slug}`);
  await expect(laterPage.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await later.close();

  // Escape deselects; the settings say so.
  await canvas(page).getByRole('heading', { name: 'New Heading' }).click();
  await page.keyboard.press('Escape');
  await expect(sidebar(page).getByText('No Element Selected')).toBeVisible();
  await expect(sidebar(page).getByText('Select an element on the page to edit its properties')).toBeVisible();
  // The keyboard way to select: the focused canvas walks its elements with the arrow keys.
  await canvas(page).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('selected-element-label')).toHaveText('Section');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('selected-element-label')).toHaveText('Heading');
});

test('two admins on one page: both adds land, live updates, and a same-key edit shows the conflict', async ({ browser }) => {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await contextA.newPage();
  const b = await contextB.newPage();
  await signInAsAdmin(a);
  await signInRequestAsAdmin(b);
  const slug = `team-${unique()}`;
  await newPage(a, 'Team Page', slug);
  await b.goto(`/admin/elementor/${slug}`);
  await expect(canvas(b).getByText('This page is empty')).toBeVisible();

  // A's step appears live in B.
  await a.getByRole('button', { name: 'Add Elements' }).click();
  await palette(a, 'Section').click();
  await expect(canvas(b).locator('section[data-builder-element]')).toBeVisible();

  // Both add into the section: both land, on both screens.
  await canvas(b)
    .locator('section[data-builder-element]')
    .click({ position: { x: 5, y: 5 } });
  await sidebar(b).getByRole('tab', { name: 'Elements' }).click();
  await palette(b, 'Heading').click();
  await palette(a, 'Text').click();
  for (const page of [a, b]) {
    await expect(canvas(page).getByRole('heading', { name: 'New Heading' })).toBeVisible();
    await expect(canvas(page).getByText('New text paragraph')).toBeVisible();
  }

  // Same key, both made on the same version: B's step is held back until A's has landed, then refused.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await b.route('**/trpc/builderPage.submit**', async (route) => {
    await held;
    await route.continue();
  });
  // Selecting toggles, and an add selects what it added: start from nothing selected.
  for (const page of [a, b]) {
    await page.keyboard.press('Escape');
    await canvas(page).getByRole('heading', { name: 'New Heading' }).click();
    await expect(page.getByTestId('selected-element-label')).toHaveText('Heading');
  }
  await sidebar(b).getByLabel('Font Size').fill('20');
  await expect(b.getByText('Saving...')).toBeVisible();
  await sidebar(a).getByLabel('Font Size').fill('60');
  await expect(a.getByText('All changes saved')).toBeVisible();
  release();
  await expect(b.getByRole('alert').filter({ hasText: 'was changed by another edit' })).toContainText(
    "The font size of 'Heading' was changed by another edit",
  );
  await expect(canvas(b).getByRole('heading', { name: 'New Heading' })).toHaveCSS('font-size', '60px');
  await expect(canvas(a).getByRole('heading', { name: 'New Heading' })).toHaveCSS('font-size', '60px');

  // Undo undoes only one's own steps, and refuses to overwrite another admin's later change.
  await b.unroute('**/trpc/builderPage.submit**');
  // B's own value is kept as a conflict to apply on top; here B keeps A's.
  await b.getByRole('button', { name: 'Keep theirs' }).click();
  await b.keyboard.press('Escape');
  await canvas(b).getByRole('heading', { name: 'New Heading' }).click();
  await expect(b.getByTestId('selected-element-label')).toHaveText('Heading');
  await sidebar(b).getByLabel('Font Size').fill('30');
  await expect(canvas(a).getByRole('heading', { name: 'New Heading' })).toHaveCSS('font-size', '30px');
  await a.keyboard.press('Escape');
  await a.keyboard.press('Control+z');
  await expect(a.getByRole('alert').filter({ hasText: 'Nothing was undone' })).toContainText(
    "The font size of 'Heading' was changed by another edit",
  );
  await expect(canvas(a).getByRole('heading', { name: 'New Heading' })).toHaveCSS('font-size', '30px');
  await contextA.close();
  await contextB.close();
});
