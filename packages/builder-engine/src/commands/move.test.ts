import { describe, expect, it } from 'vitest';
import { el, errorOf, ok, samplePage, snapshot } from '../testing/fixtures.ts';
import { getElement, getParentId } from '../tree.ts';
import type { BuilderPage } from '../page.ts';
import { applyCommand } from './apply.ts';
import { moveCommand } from './move.ts';

const childIds = (page: BuilderPage, id: string) => getElement(page, id)?.children.map((child) => child.id);

describe('move', () => {
  it('reorders within a parent, the index counted without the moved element', () => {
    const page = samplePage();
    const down = ok(applyCommand(page, moveCommand('title', 'col-a', 1)));
    expect(childIds(down.page, 'col-a')).toEqual(['intro', 'title']);
    expect(down.inverse).toEqual({ kind: 'move', id: 'title', parentId: 'col-a', index: 0 });
    expect(down.label).toBe('Move Heading');
    const up = ok(applyCommand(down.page, moveCommand('title', 'col-a', 0)));
    expect(up.page).toStrictEqual(page);
  });

  it('re-parents an element with its subtree', () => {
    const page = samplePage();
    const result = ok(applyCommand(page, moveCommand('col-b', 'features', 0)));
    expect(childIds(result.page, 'hero-row')).toEqual(['col-a']);
    expect(childIds(result.page, 'features')).toEqual(['col-b']);
    expect(getParentId(result.page, 'photo')).toBe('col-b');
    expect(getElement(result.page, 'col-b')).toBe(getElement(page, 'col-b'));
    expect(ok(applyCommand(result.page, result.inverse)).page).toStrictEqual(page);
  });

  it('moves to and from the page root', () => {
    const page = samplePage();
    const out = ok(applyCommand(page, moveCommand('title', null, 1)));
    expect(out.page.elements.map((element) => element.id)).toEqual(['hero', 'title', 'features']);
    expect(ok(applyCommand(out.page, out.inverse)).page).toStrictEqual(page);
    const reorder = ok(applyCommand(page, moveCommand('hero', null, 1)));
    expect(reorder.page.elements.map((element) => element.id)).toEqual(['features', 'hero']);
  });

  it('moves into a later sibling, whose position shifts when the element leaves', () => {
    const page = samplePage();
    const result = ok(applyCommand(page, moveCommand('col-a', 'col-b', 2)));
    expect(childIds(result.page, 'hero-row')).toEqual(['col-b']);
    expect(childIds(result.page, 'col-b')).toEqual(['cta', 'photo', 'col-a']);
    expect(ok(applyCommand(result.page, result.inverse)).page).toStrictEqual(page);
    const root = ok(applyCommand(page, moveCommand('hero', 'features', 0)));
    expect(root.page.elements.map((element) => element.id)).toEqual(['features']);
    expect(getParentId(root.page, 'title')).toBe('col-a');
    expect(ok(applyCommand(root.page, root.inverse)).page).toStrictEqual(page);
  });

  it('changes nothing when moved to where it already is', () => {
    const page = samplePage();
    const result = ok(applyCommand(page, moveCommand('intro', 'col-a', 1)));
    expect(result.changed).toBe(false);
    expect(result.page).toBe(page);
  });

  it.each([
    ['a move into its own subtree', moveCommand('hero', 'col-a', 0), 'move-into-descendant'],
    ['a move into itself', moveCommand('col-a', 'col-a', 0), 'move-into-descendant'],
    ['an unknown element', moveCommand('ghost', null, 0), 'unknown-element'],
    ['an unknown parent', moveCommand('title', 'ghost', 0), 'unknown-element'],
    ['an index past the end', moveCommand('title', 'col-b', 3), 'invalid-index'],
    ['an index past the end of its own list', moveCommand('title', 'col-a', 2), 'invalid-index'],
    ['a fractional index', moveCommand('title', 'col-b', 0.5), 'invalid-index'],
  ])('fails on %s and leaves the page as it was', (_, command, code) => {
    const page = samplePage();
    const before = snapshot(page);
    expect(errorOf(applyCommand(page, command)).code).toBe(code);
    expect(page).toStrictEqual(before);
  });
});

describe('move depth', () => {
  it('refuses to nest elements deeper than a page may be', () => {
    const chain = (prefix: string, length: number) => {
      let element = el('container', `${prefix}${length - 1}`);
      for (let i = length - 2; i >= 0; i -= 1) element = el('container', `${prefix}${i}`, [element]);
      return element;
    };
    // a0..a19 and b0..b19: b's subtree of 20 levels under a19 (level 20) would end at 40, b8's of 12 at exactly 32.
    const page = { ...samplePage(), elements: [chain('a', 20), chain('b', 20)] };
    expect(errorOf(applyCommand(page, moveCommand('b0', 'a19', 0)))).toMatchObject({ code: 'invalid-value', elementId: 'b0' });
    expect(errorOf(applyCommand(page, moveCommand('b7', 'a19', 0)))).toMatchObject({ code: 'invalid-value', elementId: 'b7' });
    expect(ok(applyCommand(page, moveCommand('b8', 'a19', 0))).changed).toBe(true);
  });
});
