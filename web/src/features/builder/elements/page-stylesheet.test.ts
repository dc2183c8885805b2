import { createElement, createIdGenerator, seededRandom, type BuilderElement, type ElementType } from '@app/builder-engine';
import { describe, expect, it } from 'vitest';
import { elementLayers, layersFor } from './element-layers.ts';
import { declarationText, nodeKey, pageStylesheet } from './page-stylesheet.ts';

const ids = createIdGenerator({ now: () => 1_700_000_000_000, random: seededRandom(3) });

function make(type: ElementType, changes: Partial<BuilderElement> = {}, children: BuilderElement[] = []): BuilderElement {
  return { ...createElement(type, ids), ...changes, children };
}

/** The declarations of the rules a node's classes name, in the sheet's order, within a given media block ('' for none). */
function rulesOf(sheet: ReturnType<typeof pageStylesheet>, key: string, media: string): string[] {
  const classes = (sheet.classNames.get(key) ?? '').split(' ');
  const blocks = sheet.css.split('@media ');
  const block = media === '' ? (blocks[0] ?? '') : (blocks.find((text) => text.startsWith(media)) ?? '');
  return classes.flatMap((name) => [...block.matchAll(new RegExp(`\\.${name}\\{([^}]*)\\}`, 'g'))].map((match) => match[1] ?? ''));
}

describe('pageStylesheet', () => {
  it("boxes a new section's content: centred at most 1200px wide, side padding 40px, 32px on tablet, 20px on mobile", () => {
    const boxed = make('section');
    const full = make('section', { contentWidth: 'full' });
    // A section stored before the choice existed has no field: full width, as it always was.
    const older = make('section', { contentWidth: undefined });
    const sheet = pageStylesheet([boxed, full, older]);
    const inner = nodeKey(boxed.id, 'inner');
    expect(rulesOf(sheet, inner, '')).toEqual(['max-width:1200px;margin-left:auto;margin-right:auto;padding-left:40px;padding-right:40px']);
    expect(rulesOf(sheet, inner, '(max-width: 1024px)')).toEqual(['padding-left:32px;padding-right:32px']);
    expect(rulesOf(sheet, inner, '(max-width: 767px)')).toEqual(['padding-left:20px;padding-right:20px']);
    expect(sheet.classNames.has(nodeKey(full.id, 'inner'))).toBe(false);
    expect(sheet.classNames.has(nodeKey(older.id, 'inner'))).toBe(false);
    // The canvas draws the same box from the same layers.
    expect(layersFor(elementLayers(boxed, undefined, 'inner'), 'mobile')).toMatchObject({ maxWidth: '1200px', paddingLeft: '20px' });
  });

  it('stacks a row of three columns below 768px, side by side at their size above', () => {
    const columns = [make('column', { size: '1/3' }), make('column', { size: '1/3' }), make('column', { size: '1/3' })];
    const sheet = pageStylesheet([make('section', {}, [make('row', {}, columns)])]);
    const id = (columns[0] as BuilderElement).id;
    expect(rulesOf(sheet, id, '')).toEqual(['padding:0 12px;width:33.333333%']);
    expect(rulesOf(sheet, id, '(max-width: 767px)')).toEqual(['width:100%']);
    expect(rulesOf(sheet, id, '(max-width: 1024px)')).toEqual([]);
    // The three share their classes: the sheet grows with distinct styles, not with elements.
    expect(sheet.classNames.get(id)).toBe(sheet.classNames.get((columns[2] as BuilderElement).id));
  });

  it('follows the row: stacked from tablet down, or never', () => {
    const tabletColumn = make('column', { size: '1/2' });
    const neverColumn = make('column', { size: '1/2' });
    const sheet = pageStylesheet([make('row', { stackOn: 'tablet' }, [tabletColumn]), make('row', { stackOn: 'never' }, [neverColumn])]);
    expect(rulesOf(sheet, tabletColumn.id, '(max-width: 1024px)')).toEqual(['width:100%']);
    expect(sheet.classNames.get(neverColumn.id)?.split(' ')).toHaveLength(1);
    expect(rulesOf(sheet, neverColumn.id, '(max-width: 767px)')).toEqual([]);
  });

  it('puts overrides in their device query, tablet before mobile so a phone sees mobile over tablet', () => {
    const heading = make('heading', { tablet: { fontSize: '40px' }, mobile: { fontSize: '24px', textAlign: 'center' } });
    const sheet = pageStylesheet([heading]);
    expect(rulesOf(sheet, heading.id, '')).toEqual(['color:#ffffff;font-size:32px;font-weight:700']);
    expect(rulesOf(sheet, heading.id, '(max-width: 1024px)')).toEqual(['font-size:40px']);
    expect(rulesOf(sheet, heading.id, '(max-width: 767px)')).toEqual(['font-size:24px;text-align:center']);
    expect(sheet.css.indexOf('(max-width: 1024px)')).toBeLessThan(sheet.css.indexOf('(max-width: 767px)'));
  });

  it('hides per device in ranges that do not overlap, after every other rule', () => {
    const image = make('image', { hideOn: { mobile: true, desktop: true } });
    const sheet = pageStylesheet([image]);
    expect(sheet.classNames.get(image.id)).toContain('b-hide-mobile');
    expect(sheet.classNames.get(image.id)).toContain('b-hide-desktop');
    expect(sheet.css).toContain('@media (max-width: 767px){.b-hide-mobile{display:none}}');
    expect(sheet.css).toContain('@media (min-width: 1025px){.b-hide-desktop{display:none}}');
    expect(sheet.css).not.toContain('b-hide-tablet');
  });

  it("styles a button's box with its alignment and hides the box, the outermost node", () => {
    const button = make('button', { style: { textAlign: 'right', color: '#000000' }, hideOn: { tablet: true } });
    const sheet = pageStylesheet([button]);
    expect(rulesOf(sheet, nodeKey(button.id, 'box'), '')).toEqual(['text-align:right']);
    expect(sheet.classNames.get(nodeKey(button.id, 'box'))).toContain('b-hide-tablet');
    expect(sheet.classNames.get(button.id)).not.toContain('b-hide-tablet');
  });

  it('leaves out values that could unbalance the stylesheet', () => {
    expect(declarationText({ color: 'red', boxShadow: '0 0 1px "x', width: '10px /* y' })).toBe('color:red');
  });
});

describe('layersFor (the canvas)', () => {
  it('gives each device view the cascade the stylesheet gives that width', () => {
    const column = make('column', { size: '1/3', tablet: { padding: '8px' }, mobile: { padding: '4px' } });
    const layers = elementLayers(column, 'mobile');
    expect(layersFor(layers, 'desktop')).toMatchObject({ width: '33.333333%' });
    expect(layersFor(layers, 'tablet')).toMatchObject({ width: '33.333333%', padding: '8px' });
    expect(layersFor(layers, 'mobile')).toMatchObject({ width: '100%', padding: '4px' });
  });
});
