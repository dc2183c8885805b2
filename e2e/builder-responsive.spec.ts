import { expect, test, type Browser, type Page } from './support/test.ts';
import { signInAsAdmin, signInRequestAsAdmin } from './support/admin.ts';
import { add, buildNewPage, element, publishNewPage } from './support/builder-api.ts';
import { canvas, sidebar } from './support/builder.ts';

// Builder pages on phones: columns stack by default, rows can say otherwise, styles differ per device and
// elements can be hidden per device, on the public page (one stylesheet with media queries) and on the canvas.

test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** section > container > row (default stacking) of three 1/3 columns, a heading each, and a row that never stacks. */
function responsiveCommands(prefix: string): object[] {
  const column = (n: number, row: string) =>
    element(`${prefix}-${row}-col-${n}`, 'column', { name: `Column ${n}`, size: '1/3' }, { padding: '12px' });
  return [
    add(null, element(`${prefix}-section`, 'section', { name: 'Section' }, { padding: '40px 0' })),
    add(
      `${prefix}-section`,
      element(`${prefix}-container`, 'container', { name: 'Container' }, { maxWidth: '1200px', margin: '0 auto', padding: '0 20px' }),
    ),
    add(`${prefix}-container`, element(`${prefix}-row`, 'row', { name: 'Row' }, { display: 'flex', flexWrap: 'wrap', margin: '0 -12px' })),
    ...[1, 2, 3].flatMap((n) => [
      add(`${prefix}-row`, column(n, 'row')),
      add(
        `${prefix}-row-col-${n}`,
        element(
          `${prefix}-heading-${n}`,
          'heading',
          { name: `Heading ${n}`, content: `A heading with a longwordthatwouldoverflowanarrowcolumn ${n}` },
          { fontSize: '48px' },
        ),
      ),
    ]),
    add(
      `${prefix}-container`,
      element(`${prefix}-fixed`, 'row', { name: 'Fixed row', stackOn: 'never' }, { display: 'flex', flexWrap: 'wrap' }),
    ),
    ...[1, 2].map((n) => add(`${prefix}-fixed`, element(`${prefix}-fixed-col-${n}`, 'column', { name: `Fixed ${n}`, size: '1/2' }))),
    add(
      `${prefix}-fixed-col-1`,
      element(
        `${prefix}-photo`,
        'image',
        { name: 'Photo', src: '/favicon.svg', content: 'A desktop-only picture', hideOn: { mobile: true } },
        { width: '100%' },
      ),
    ),
  ];
}

async function visitorAt(browser: Browser, width: number): Promise<Page> {
  return (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
}

/** The widths of two drawn elements, read in one go (the canvas animates its width when the view changes). */
const widths = (page: Page, a: string, b: string) =>
  page.evaluate(
    ([first, second]) =>
      [first, second].map((id) =>
        Math.round(document.querySelector(`[data-builder-element="${id}"]`)?.getBoundingClientRect().width ?? -1),
      ),
    [a, b],
  );

const boxOf = async (page: Page, id: string) => {
  const box = await page.locator(`[data-builder-element="${id}"]`).boundingBox();
  if (box === null) throw new Error(`${id} is not drawn`);
  return box;
};

test('a published page reads well on a phone: columns stack, nothing scrolls sideways, overrides and hiding per device', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const slug = `responsive-${unique()}`;
  const p = slug;
  await publishNewPage(page.request, slug, 'Responsive · LocalRank', [
    ...responsiveCommands(p),
    { kind: 'update', id: `${p}-heading-1`, changes: { mobile: { fontSize: '24px' } } },
  ]);

  const phone = await visitorAt(browser, 375);
  expect((await phone.goto(`/${slug}`))?.status()).toBe(200);
  // One stylesheet for the page, no inline style on its elements.
  await expect(phone.locator(`style[data-builder-styles="${slug}"]`)).toHaveCount(1);
  await expect(phone.locator('main [data-builder-element][style]')).toHaveCount(0);
  // The three columns stack, each as wide as the row, one under another.
  const row = await boxOf(phone, `${p}-row`);
  const columns = await Promise.all([1, 2, 3].map((n) => boxOf(phone, `${p}-row-col-${n}`)));
  for (const column of columns) expect(Math.round(column.width)).toBe(Math.round(row.width));
  expect(columns[1]?.y).toBeGreaterThan((columns[0]?.y ?? 0) + (columns[0]?.height ?? 0) - 1);
  // The row set to never stack keeps its columns side by side.
  const [fixed1, fixed2] = await Promise.all([boxOf(phone, `${p}-fixed-col-1`), boxOf(phone, `${p}-fixed-col-2`)]);
  expect(fixed2.y).toBe(fixed1.y);
  expect(fixed2.x).toBeGreaterThan(fixed1.x);
  // Nothing scrolls sideways.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  // The mobile override shows here, and not on the other headings.
  await expect(phone.locator(`[data-builder-element="${p}-heading-1"]`)).toHaveCSS('font-size', '24px');
  await expect(phone.locator(`[data-builder-element="${p}-heading-2"]`)).toHaveCSS('font-size', '48px');
  // Hidden on mobile.
  await expect(phone.getByRole('img', { name: 'A desktop-only picture' })).toBeHidden();

  const desktop = await visitorAt(browser, 1280);
  await desktop.goto(`/${slug}`);
  const wide = await Promise.all([1, 2, 3].map((n) => boxOf(desktop, `${p}-row-col-${n}`)));
  expect(wide[1]?.y).toBe(wide[0]?.y);
  expect(wide[2]?.x).toBeGreaterThan(wide[1]?.x ?? 0);
  await expect(desktop.locator(`[data-builder-element="${p}-heading-1"]`)).toHaveCSS('font-size', '48px');
  await expect(desktop.getByRole('img', { name: 'A desktop-only picture' })).toBeVisible();
});

test('on the canvas, Mobile View edits mobile values: marked, undone in one step, described in the history, reset to inherit', async ({
  page,
}) => {
  await signInRequestAsAdmin(page);
  const slug = `responsive-canvas-${unique()}`;
  const p = slug;
  await buildNewPage(page.request, slug, 'Responsive canvas · LocalRank', responsiveCommands(p));
  await page.goto(`/admin/elementor/${slug}`);
  const heading = canvas(page).locator(`[data-builder-element="${p}-heading-1"]`);
  await heading.click();

  await page.getByRole('button', { name: 'Mobile View' }).click();
  // The canvas shows the phone: the columns stack.
  await expect.poll(async () => new Set(await widths(page, `${p}-row`, `${p}-row-col-2`)).size).toBe(1);
  const settings = sidebar(page);
  await expect(settings.getByRole('heading', { name: 'Style · Mobile' })).toBeVisible();
  // The inherited desktop value shows until mobile sets its own.
  const fontSize = settings.getByLabel('Font Size', { exact: true });
  await expect(fontSize).toHaveValue('48');
  await expect(settings.getByRole('button', { name: 'Reset Font Size to inherit' })).toHaveCount(0);
  await fontSize.fill('20');
  await expect(heading).toHaveCSS('font-size', '20px');
  await expect(settings.getByRole('button', { name: 'Reset Font Size to inherit' })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('button', { name: 'Heading 1 · font size (mobile) inherit → 20' })).toBeVisible();

  // Desktop keeps its own value.
  await page.getByRole('button', { name: 'Desktop View' }).click();
  await expect(heading).toHaveCSS('font-size', '48px');
  await expect(settings.getByLabel('Font Size', { exact: true })).toHaveValue('48');
  await expect
    .poll(async () => {
      const [row, column] = await widths(page, `${p}-row`, `${p}-row-col-2`);
      return (column ?? 0) < (row ?? 0) / 2;
    })
    .toBe(true);

  // One gesture, one undo step.
  await page.getByRole('button', { name: 'Mobile View' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(heading).toHaveCSS('font-size', '48px');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(heading).toHaveCSS('font-size', '20px');
  // Reset gives the value back to the device above.
  await settings.getByRole('button', { name: 'Reset Font Size to inherit' }).click();
  await expect(heading).toHaveCSS('font-size', '48px');

  // Hide on mobile: drawn faded on the Mobile canvas, still selectable.
  await settings.getByRole('group', { name: 'Hide on' }).getByRole('checkbox', { name: 'Mobile' }).check();
  await expect(heading).toHaveAttribute('data-builder-hidden', '');
  await page.getByRole('button', { name: 'Desktop View' }).click();
  await expect(heading).not.toHaveAttribute('data-builder-hidden');

  // A row set to never stack keeps its columns side by side on the Mobile canvas.
  // The row is all columns: select it from its first heading with the keyboard (Up walks back in document order).
  await page.keyboard.press('Escape');
  await heading.click();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(settings.getByRole('heading', { name: 'Row', exact: true })).toBeVisible();
  await settings.getByLabel('Stack columns on').selectOption('never');
  await page.getByRole('button', { name: 'Mobile View' }).click();
  await expect.poll(async () => (await boxOf(page, `${p}-row-col-2`)).y - (await boxOf(page, `${p}-row-col-1`)).y).toBe(0);

  // Everything reached the server: a reload shows the same page.
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await heading.click();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(sidebar(page).getByLabel('Stack columns on')).toHaveValue('never');
});
