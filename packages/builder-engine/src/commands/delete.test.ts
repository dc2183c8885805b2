import { describe, expect, it } from 'vitest';
import { errorOf, ok, samplePage, snapshot } from '../testing/fixtures.ts';
import { countElements, getElement, getParentId } from '../tree.ts';
import { hasElement } from '../tree-index.ts';
import { applyCommand } from './apply.ts';
import { deleteCommand } from './delete.ts';

describe('delete', () => {
  it('removes the element and its whole subtree', () => {
    const page = samplePage();
    const result = ok(applyCommand(page, deleteCommand('hero-row')));
    expect(countElements(result.page)).toBe(countElements(page) - 7);
    for (const id of ['hero-row', 'col-a', 'col-b', 'title', 'intro', 'cta', 'photo']) expect(hasElement(result.page, id)).toBe(false);
    expect(getElement(result.page, 'hero-container')?.children).toEqual([]);
    expect(result.label).toBe('Delete Row');
  });

  it('has as inverse an add of the very same subtree at the same place', () => {
    const page = samplePage();
    const result = ok(applyCommand(page, deleteCommand('intro')));
    expect(result.inverse).toEqual({ kind: 'add', parentId: 'col-a', index: 1, element: getElement(page, 'intro') });
    const back = ok(applyCommand(result.page, result.inverse));
    expect(back.page).toStrictEqual(page);
    // The restored subtree is the original object, not a copy.
    expect(getElement(back.page, 'intro')).toBe(getElement(page, 'intro'));
  });

  it('deletes at the root, and labels with the element name', () => {
    const result = ok(applyCommand(samplePage(), deleteCommand('features')));
    expect(result.page.elements.map((element) => element.id)).toEqual(['hero']);
    expect(result.inverse).toMatchObject({ parentId: null, index: 1 });
    expect(result.label).toBe('Delete Section');
  });

  it('shares what it does not touch', () => {
    const page = samplePage();
    const result = ok(applyCommand(page, deleteCommand('title')));
    expect(getElement(result.page, 'col-b')).toBe(getElement(page, 'col-b'));
    expect(getParentId(result.page, 'intro')).toBe('col-a');
  });

  it('fails on an unknown element and leaves the page as it was', () => {
    const page = samplePage();
    const before = snapshot(page);
    expect(errorOf(applyCommand(page, deleteCommand('ghost')))).toMatchObject({ code: 'unknown-element', elementId: 'ghost' });
    expect(errorOf(applyCommand(page, deleteCommand('')))).toMatchObject({ code: 'invalid-command' });
    expect(page).toStrictEqual(before);
  });
});
