import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands/apply.ts';
import { textInsertFirst, type TextCommand } from './commands/command.ts';
import { transformText } from './rebase.ts';
import { applyTextOps } from './text-ops.ts';
import { ok, samplePage } from './testing/fixtures.ts';

// Two inserts at one place of a text field: typing that goes on from its author's last key ("glued") goes first, on
// the text it continues, whatever the sites; otherwise the lower site first. The server and every screen use this one
// rule, so a person who put their caret at the end of another's text while that person types on there does not split
// the other's words.

const insert = (site: string, at: number, text: string, glued?: boolean): TextCommand => ({
  kind: 'text',
  id: 'title',
  field: 'content',
  ops: [at, text],
  site,
  ...(glued === undefined ? {} : { glued }),
});

describe('the order of two inserts at one place', () => {
  it('puts glued typing first, else the lower site', () => {
    expect(textInsertFirst(insert('b', 4, 'x', true), insert('a', 4, 'y'))).toBe(true);
    expect(textInsertFirst(insert('a', 4, 'y'), insert('b', 4, 'x', true))).toBe(false);
    expect(textInsertFirst(insert('a', 4, 'y'), insert('b', 4, 'x'))).toBe(true);
    expect(textInsertFirst(insert('a', 4, 'y', true), insert('b', 4, 'x', true))).toBe(true);
    expect(textInsertFirst(insert('b', 4, 'y', false), insert('a', 4, 'x'))).toBe(false);
  });

  it('merges "Book" typed on at the end with a space put there by someone whose caret was placed after it', () => {
    // "Offer Book": b goes on typing " your" from its last key; a (the lower site) types a space at the end it jumped to.
    const theirs = insert('b', 10, ' your', true);
    const mine = insert('a', 10, ' ');
    const moved = transformText(mine, [{ version: 2, command: theirs, inverse: theirs }]);
    const once = applyTextOps('Offer Book', theirs.ops);
    expect(once.ok && applyTextOps(once.text, moved.command.ops)).toEqual({ ok: true, text: 'Offer Book your ' });
  });

  it('keeps glued on the command a text field applies, and not on its inverse (an undo goes on nobody’s text)', () => {
    const applied = ok(applyCommand(samplePage(), { ...insert('b', 0, 'New '), ops: ['New '], glued: true }));
    expect(applied.command).toMatchObject({ kind: 'text', glued: true });
    expect(applied.inverse).not.toHaveProperty('glued');
  });
});
