import { describe, expect, it } from 'vitest';
import { el, errorOf, ok, samplePage } from '../testing/fixtures.ts';
import { applyCommand } from './apply.ts';
import type { Command } from './command.ts';
import { parseCommand } from './parse.ts';

describe('parseCommand', () => {
  it('accepts every kind and makes an omitted parent explicit', () => {
    expect(ok(parseCommand({ kind: 'add', element: el('text', 't') })).command).toEqual({
      kind: 'add',
      parentId: null,
      element: el('text', 't'),
    });
    expect(ok(parseCommand({ kind: 'update', id: 'a', changes: { style: { color: null } } })).command.kind).toBe('update');
    expect(ok(parseCommand({ kind: 'delete', id: 'a' })).command.kind).toBe('delete');
    expect(ok(parseCommand({ kind: 'move', id: 'a', index: 0 })).command).toEqual({ kind: 'move', id: 'a', parentId: null, index: 0 });
    expect(ok(parseCommand({ kind: 'duplicate', id: 'a', parentId: null, index: 1, idMap: { a: 'b' } })).command.kind).toBe('duplicate');
  });

  it.each([
    ['null', null],
    ['a string', 'delete hero'],
    ['an array', [{ kind: 'delete', id: 'a' }]],
    ['an unknown kind', { kind: 'explode', id: 'a' }],
    ['a missing kind', { id: 'a' }],
    ['an extra field', { kind: 'delete', id: 'a', cascade: true }],
    ['a missing id', { kind: 'delete' }],
    ['a numeric id', { kind: 'delete', id: 3 }],
    ['an update without changes', { kind: 'update', id: 'a' }],
    ['changes that are a list', { kind: 'update', id: 'a', changes: [] }],
    ['style changes that are a string', { kind: 'update', id: 'a', changes: { style: 'color: red' } }],
    ['a move without index', { kind: 'move', id: 'a', parentId: null }],
    ['an index given as text', { kind: 'move', id: 'a', parentId: null, index: '1' }],
    ['a duplicate without idMap', { kind: 'duplicate', id: 'a', parentId: null, index: 0 }],
    ['a duplicate with a bad copy id', { kind: 'duplicate', id: 'a', parentId: null, index: 0, idMap: { a: 'b c' } }],
    ['an add without element', { kind: 'add', parentId: null }],
    [
      'an add whose element has no children list',
      { kind: 'add', parentId: null, element: { id: 'a', type: 'text', name: 'T', style: {} } },
    ],
  ])('refuses %s without throwing', (_, value) => {
    const result = parseCommand(value);
    expect(result.ok).toBe(false);
    const error = errorOf(result);
    expect(['invalid-command', 'invalid-value', 'invalid-index']).toContain(error.code);
    const page = samplePage();
    expect(errorOf(applyCommand(page, value as Command)).code).toBe(error.code);
  });

  it('reads a text command: a known text field, a site, well-formed operations within the size limits', () => {
    const text = { kind: 'text', id: 'title', field: 'content', ops: [3, 'abc', { d: 'x' }], site: 'site-a' };
    expect(parseCommand(text)).toEqual({ ok: true, command: text });
    expect(errorOf(parseCommand({ ...text, field: 'url' })).message).toBe('A text edit changes one of content, name (got "url").');
    expect(errorOf(parseCommand({ ...text, site: 'a b' })).message).toBe('A text edit needs a site: 1 to 64 letters, digits, _ or -.');
    expect(errorOf(parseCommand({ ...text, ops: [-1] })).message).toBe('A kept run of a text edit must be a whole number above 0.');
    expect(errorOf(parseCommand({ ...text, extra: 1 })).message).toBe("A text command has no field 'extra'.");
    // Typed on from the same person's last key: glued, true or false.
    expect(parseCommand({ ...text, glued: true })).toEqual({ ok: true, command: { ...text, glued: true } });
    expect(errorOf(parseCommand({ ...text, glued: 'yes' })).message).toBe('A text edit\'s glued is true or false (got "yes").');
    // Positions past the text are refused when it is applied, leaving the page as it was.
    expect(errorOf(applyCommand(samplePage(), { ...text, ops: [99, 'x'] } as Command)).code).toBe('invalid-value');
  });

  it('refuses trees nested absurdly deep instead of overflowing the stack', () => {
    let element = el('container', 'n0');
    for (let i = 1; i < 5000; i += 1) element = el('container', `n${i}`, [element]);
    expect(errorOf(parseCommand({ kind: 'add', parentId: null, element })).code).toBe('invalid-value');
  });
});
