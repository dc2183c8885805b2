import { COLUMN_SIZES, ELEMENT_TYPES, elementDefaults, type ElementType } from '@app/builder-engine';
import { expect, test, type Page } from './support/test.ts';
import { signInAsAdmin, signInRequestAsAdmin } from './support/admin.ts';
import { add, buildNewPage, publishNewPage } from './support/builder-api.ts';
import { canvas } from './support/builder.ts';

// Issue 27 item 14: no builder layout makes a phone scroll sideways, with no override set. The page holds every element
// type the engine offers, with its defaults (a row's gutters are `margin: 0 -12px`), in every shape the builder makes:
// rows of one to six columns straight inside an unpadded section (stacked and never stacked), nested rows, a row at the
// page's root, fixed widths larger than a phone, long words and URLs.

test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The types that hold the others; every other type of the engine's registry is a leaf. */
const LAYOUT_TYPES: ReadonlySet<ElementType> = new Set(['section', 'container', 'row', 'column']);
const LEAF_TYPES = ELEMENT_TYPES.filter((type) => !LAYOUT_TYPES.has(type));

const LONG_WORD = 'Supercalifragilisticexpialidocious-localsearchvisibilityoptimisation-withoutanyspaces';
const LONG_URL = 'https://www.example.com/a/very/long/path/that/never/breaks/on/its/own/local-seo-guide-2026-edition?ref=newsletter';

interface Tree {
  readonly commands: object[];
  /** The ids of every leaf, which must lie wholly inside the viewport. */
  readonly leafIds: string[];
  /** Every type used on the page. */
  readonly types: Set<ElementType>;
}

/** The page: every leaf type in every layout, as add commands carrying whole subtrees. */
function everyLayout(prefix: string): Tree {
  let count = 0;
  const leafIds: string[] = [];
  const types = new Set<ElementType>();
  const node = (type: ElementType, children: object[] = [], fields: Record<string, unknown> = {}, style: Record<string, unknown> = {}) => {
    const defaults = elementDefaults(type);
    const id = `${prefix}-${type}-${(count += 1)}`;
    types.add(type);
    if (!LAYOUT_TYPES.has(type)) leafIds.push(id);
    return { ...defaults, id, type, ...fields, style: { ...defaults.style, ...style }, children };
  };
  // Every leaf with its defaults, then the hard cases: long words and URLs, and widths larger than a phone.
  const leaves = () => [
    ...LEAF_TYPES.map((type) => node(type)),
    node('heading', [], { content: `A heading with ${LONG_WORD}` }),
    node('text', [], { content: `Read more at ${LONG_URL}` }),
    node('richtext', [], { content: `<p>Read <a href="${LONG_URL}">${LONG_URL}</a> or ${LONG_WORD}</p>` }),
    node('button', [], { content: LONG_WORD, url: LONG_URL }, { width: '520px' }),
    node('image', [], {}, { width: '800px' }),
    node('text', [], { content: 'A fixed-width text block' }, { width: '640px', maxWidth: '700px' }),
  ];
  const columns = (n: number) =>
    Array.from({ length: n }, (_, i) => node('column', leaves(), { size: COLUMN_SIZES[i % COLUMN_SIZES.length] }));
  const sections: object[] = [];
  for (let n = 1; n <= 6; n += 1) {
    // The case: rows straight inside a section, which has no side padding by default.
    sections.push(node('section', [node('row', columns(n)), node('row', columns(n), { stackOn: 'never' })]));
  }
  // Nested rows: a row in a column of a row, in a container and straight in a section.
  const nested = () => node('row', [node('column', [node('row', columns(3))], { size: 'full' }), ...columns(2)]);
  sections.push(node('section', [node('container', [nested()]), nested()]));
  // Fixed widths on the boxes themselves.
  sections.push(
    node(
      'section',
      [node('container', [node('row', [node('column', leaves(), { size: 'full' }, { width: '600px' })])], {}, { width: '1000px' })],
      {},
      { width: '900px' },
    ),
  );
  // A row and leaves at the page's root.
  sections.push(node('row', columns(3)), ...leaves());
  return { commands: sections.map((section) => add(null, section)), leafIds, types };
}

/** The horizontal extent of every leaf (by id) that lies outside [left, right], with a pixel's rounding allowed. */
const leavesOutside = (page: Page, ids: string[], bounds: { left: number; right: number }) =>
  page.evaluate(
    ({ ids, bounds }) =>
      ids.flatMap((id) => {
        const node = document.querySelector(`[data-builder-element="${id}"]`);
        if (node === null) return [`${id}: not drawn`];
        const rect = node.getBoundingClientRect();
        return rect.left < bounds.left - 1 || rect.right > bounds.right + 1
          ? [`${id}: ${Math.round(rect.left)}..${Math.round(rect.right)}`]
          : [];
      }),
    { ids, bounds },
  );

test('every builder layout with every element type fits a 375px phone: no sideways scroll, nothing drawn off screen', async ({
  page,
  browser,
}) => {
  const tree = everyLayout(`fit-${unique()}`);
  // The page really holds every type the engine offers.
  expect([...tree.types].sort()).toEqual([...ELEMENT_TYPES].sort());
  await signInAsAdmin(page);
  const slug = `fit-${unique()}`;
  await publishNewPage(page.request, slug, 'Every layout · LocalRank', tree.commands);

  const phone = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  expect((await phone.goto(`/${slug}`))?.status()).toBe(200);
  await expect(phone.locator(`[data-builder-page="${slug}"]`)).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await leavesOutside(phone, tree.leafIds, { left: 0, right: 375 })).toEqual([]);
});

test('the builder canvas in Mobile View is no wider than the phone it shows, with every layout and element type', async ({ page }) => {
  const tree = everyLayout(`fit-canvas-${unique()}`);
  await signInRequestAsAdmin(page);
  const slug = `fit-canvas-${unique()}`;
  await buildNewPage(page.request, slug, 'Every layout canvas · LocalRank', tree.commands);
  await page.goto(`/admin/elementor/${slug}`);
  await page.getByRole('button', { name: 'Mobile View' }).click();
  const frame = canvas(page);
  await expect(frame).toHaveAttribute('data-device', 'mobile');
  // The frame animates its width: wait until it is the phone's.
  await expect.poll(async () => Math.round((await frame.boundingBox())?.width ?? 0)).toBe(375);
  // How far the canvas's content is drawn past the frame: every box, cut by the boxes around it that clip.
  const drawn = await frame.evaluate((root) => {
    const clipOf = new Map<Element, { left: number; right: number } | null>();
    const clip = (node: Element) => {
      if (!clipOf.has(node)) {
        const rect = node.getBoundingClientRect();
        clipOf.set(node, getComputedStyle(node).overflowX === 'visible' ? null : { left: rect.left, right: rect.right });
      }
      return clipOf.get(node) ?? null;
    };
    let left = Infinity;
    let right = -Infinity;
    for (const node of Array.from(root.querySelectorAll('*'))) {
      const rect = node.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      let from = rect.left;
      let to = rect.right;
      for (let above = node.parentElement; above !== null && above !== root.parentElement; above = above.parentElement) {
        const box = clip(above);
        if (box !== null) [from, to] = [Math.max(from, box.left), Math.min(to, box.right)];
      }
      if (to > from) [left, right] = [Math.min(left, from), Math.max(right, to)];
    }
    const frameBox = root.getBoundingClientRect();
    return { frameLeft: frameBox.left, width: frameBox.width, left, right };
  });
  expect(drawn.left, "drawn from the frame's left edge").toBeGreaterThanOrEqual(drawn.frameLeft - 1);
  expect(drawn.right - drawn.frameLeft, "drawn up to the frame's right edge").toBeLessThanOrEqual(375 + 1);
  expect(await leavesOutside(page, tree.leafIds, { left: drawn.frameLeft, right: drawn.frameLeft + 375 })).toEqual([]);
});
