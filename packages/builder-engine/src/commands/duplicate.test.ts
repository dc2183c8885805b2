import { describe, expect, it } from 'vitest';
import { errorOf, ok, samplePage, snapshot, testIds } from '../testing/fixtures.ts';
import { countElements, getElement, getParentId } from '../tree.ts';
import { applyCommand } from './apply.ts';
import type { DuplicateCommand } from './command.ts';
import { duplicateCommand } from './duplicate.ts';

describe('duplicate', () => {
  it('copies a subtree with fresh ids right after the original', () => {
    const page = samplePage();
    const command = duplicateCommand(page, 'col-a', testIds());
    expect(Object.keys(command.idMap)).toEqual(['col-a', 'title', 'intro']);
    const result = ok(applyCommand(page, command));
    const copyId = command.idMap['col-a'] as string;
    expect(getElement(result.page, 'hero-row')?.children.map((child) => child.id)).toEqual(['col-a', copyId, 'col-b']);
    const copy = getElement(result.page, copyId);
    expect(copy).toMatchObject({ type: 'column', name: 'Column', size: '1/2' });
    expect(copy?.children.map((child) => child.id)).toEqual([command.idMap.title, command.idMap.intro]);
    expect(getElement(result.page, command.idMap.title as string)).toMatchObject({ type: 'heading', content: 'New Heading' });
    expect(countElements(result.page)).toBe(countElements(page) + 3);
    expect(result.inverse).toEqual({ kind: 'delete', id: copyId });
    expect(result.label).toBe('Duplicate Column');
    expect(ok(applyCommand(result.page, result.inverse)).page).toStrictEqual(page);
  });

  it('makes fresh ids that are unique even within one millisecond', () => {
    const page = samplePage();
    const command = duplicateCommand(page, 'hero', testIds());
    const copies = Object.values(command.idMap);
    expect(new Set(copies).size).toBe(copies.length);
    expect(copies.every((id) => /^element-\d+-\d{1,3}$/.test(id))).toBe(true);
  });

  it('can place the copy elsewhere, even inside the original', () => {
    const page = samplePage();
    const elsewhere = ok(applyCommand(page, duplicateCommand(page, 'title', testIds(), { parentId: 'features', index: 0 })));
    expect(getElement(elsewhere.page, 'features')?.children).toHaveLength(1);
    const inside = duplicateCommand(page, 'col-a', testIds(), { parentId: 'col-a', index: 2 });
    const nested = ok(applyCommand(page, inside));
    expect(getParentId(nested.page, inside.idMap['col-a'] as string)).toBe('col-a');
  });

  it('fails when the element changed since the command was made, or ids collide', () => {
    const page = samplePage();
    const command = duplicateCommand(page, 'col-a', testIds());
    const missing: DuplicateCommand = { ...command, idMap: { 'col-a': 'copy-a', title: 'copy-t' } };
    const extra: DuplicateCommand = { ...command, idMap: { ...command.idMap, ghost: 'copy-g' } };
    const colliding: DuplicateCommand = { ...command, idMap: { 'col-a': 'copy-a', title: 'photo', intro: 'copy-i' } };
    const twice: DuplicateCommand = { ...command, idMap: { 'col-a': 'copy-a', title: 'copy-a', intro: 'copy-i' } };
    const before = snapshot(page);
    expect(errorOf(applyCommand(page, missing)).code).toBe('invalid-command');
    expect(errorOf(applyCommand(page, extra)).code).toBe('invalid-command');
    expect(errorOf(applyCommand(page, colliding)).code).toBe('duplicate-id');
    expect(errorOf(applyCommand(page, twice)).code).toBe('duplicate-id');
    expect(errorOf(applyCommand(page, duplicateCommand(page, 'ghost', testIds()))).code).toBe('unknown-element');
    expect(errorOf(applyCommand(page, { ...command, parentId: 'ghost' })).code).toBe('unknown-element');
    expect(errorOf(applyCommand(page, { ...command, index: 9 })).code).toBe('invalid-index');
    expect(page).toStrictEqual(before);
  });

  it("is not fooled by ids that look like an object's built-in keys", () => {
    const page = samplePage();
    expect(
      errorOf(applyCommand(page, { kind: 'duplicate', id: 'title', parentId: null, index: 0, idMap: { constructor: 'x' } })).code,
    ).toBe('invalid-command');
  });
});
