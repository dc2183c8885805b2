import { describe, expect, it } from 'vitest';
import { el, errorOf, ok, samplePage, snapshot, testIds } from '../testing/fixtures.ts';
import { getElement, getParentId } from '../tree.ts';
import { addCommand, addElementCommand } from './add.ts';
import { applyCommand } from './apply.ts';

describe('add', () => {
  it('appends to a parent as its last child and returns a delete as inverse', () => {
    const page = samplePage();
    const result = ok(applyCommand(page, addCommand('col-a', el('text', 'note'))));
    expect(getElement(result.page, 'col-a')?.children.map((child) => child.id)).toEqual(['title', 'intro', 'note']);
    expect(result.command).toEqual({ kind: 'add', parentId: 'col-a', index: 2, element: el('text', 'note') });
    expect(result.inverse).toEqual({ kind: 'delete', id: 'note' });
    expect(result.label).toBe('Add Text');
    expect(result.changed).toBe(true);
  });

  it('inserts at a given index', () => {
    const result = ok(applyCommand(samplePage(), addCommand('col-a', el('spacer', 'gap'), 1)));
    expect(getElement(result.page, 'col-a')?.children.map((child) => child.id)).toEqual(['title', 'gap', 'intro']);
  });

  it('adds to the page root when there is no parent', () => {
    const result = ok(applyCommand(samplePage(), addCommand(null, el('section', 'footer'))));
    expect(result.page.elements.map((element) => element.id)).toEqual(['hero', 'features', 'footer']);
    expect(getParentId(result.page, 'footer')).toBeNull();
  });

  it('shares every untouched subtree with the old page', () => {
    const page = samplePage();
    const result = ok(applyCommand(page, addCommand('col-a', el('text', 'note'))));
    expect(result.page.elements[1]).toBe(page.elements[1]);
    expect(getElement(result.page, 'col-b')).toBe(getElement(page, 'col-b'));
    expect(getElement(result.page, 'title')).toBe(getElement(page, 'title'));
    expect(result.page.meta).toBe(page.meta);
    expect(getElement(result.page, 'col-a')).not.toBe(getElement(page, 'col-a'));
  });

  it('adds a whole subtree (paste, or the undo of a delete)', () => {
    const result = ok(applyCommand(samplePage(), addCommand('features', el('container', 'box', [el('heading', 'box-title')]))));
    expect(getParentId(result.page, 'box-title')).toBe('box');
  });

  it('makes a new element with the defaults of its type and an id the page does not use', () => {
    const page = samplePage();
    const command = addElementCommand(page, 'button', testIds(), { parentId: 'col-b' });
    expect(command.parentId).toBe('col-b');
    expect(command.element).toMatchObject({ type: 'button', name: 'Button', content: 'Click Me', url: '#', children: [] });
    expect(command.element.id).toMatch(/^element-\d+-\d{1,3}$/);
    const result = ok(applyCommand(page, command));
    expect(result.label).toBe('Add Button');
  });

  it.each([
    ['an unknown parent', addCommand('nowhere', el('text', 'note')), 'unknown-element'],
    ['an index past the end', addCommand('col-a', el('text', 'note'), 3), 'invalid-index'],
    ['a negative index', addCommand('col-a', el('text', 'note'), -1), 'invalid-index'],
    ['an id the page already has', addCommand('col-a', el('text', 'intro')), 'duplicate-id'],
    ['an id used twice in the new subtree', addCommand(null, el('section', 'x', [el('text', 'x')])), 'duplicate-id'],
    ['a descendant id the page already has', addCommand(null, el('section', 'x', [el('text', 'title')])), 'duplicate-id'],
    ['a font size out of range', addCommand(null, el('heading', 'big', [], { style: { fontSize: '80px' } })), 'invalid-value'],
    ['an unknown type', addCommand(null, { ...el('text', 't'), type: 'marquee' } as never), 'invalid-value'],
    ['a size on a non-column', addCommand(null, { ...el('text', 't'), size: '1/2' }), 'invalid-value'],
    ['an unknown element field', addCommand(null, { ...el('text', 't'), onclick: 'x' } as never), 'invalid-value'],
    ['a malformed id', addCommand(null, el('text', 'has space')), 'invalid-value'],
  ])('fails on %s and leaves the page as it was', (_, command, code) => {
    const page = samplePage();
    const before = snapshot(page);
    const error = errorOf(applyCommand(page, command));
    expect(error.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(0);
    expect(page).toStrictEqual(before);
  });
});
