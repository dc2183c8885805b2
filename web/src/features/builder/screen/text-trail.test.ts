import { describe, expect, it } from 'vitest';
import { moveCaret, TextTrail } from './text-trail.ts';

describe('TextTrail', () => {
  it('gives the edits from a value shown earlier to the value now, newest run first found', () => {
    const trail = new TextTrail();
    trail.record('h', 'content', 'ab', [2, 'c'], true);
    trail.record('h', 'content', 'abc', [{ d: 'a' }], true);
    trail.record('h', 'content', 'bc', [2, ' x'], false);
    expect(trail.between('h', 'content', 'abc', 'bc x')?.map((move) => move.ops)).toEqual([[{ d: 'a' }], [2, ' x']]);
    expect(trail.between('h', 'content', 'ab', 'bc x')).toHaveLength(3);
    // Another field, a value never shown, or a value that is no longer the newest: not known.
    expect(trail.between('h', 'name', 'ab', 'bc x')).toBeNull();
    expect(trail.between('h', 'content', 'zz', 'bc x')).toBeNull();
    expect(trail.between('h', 'content', 'ab', 'abc')).toBeNull();
  });

  it('starts afresh when an edit does not follow the last one (the field was set whole meanwhile)', () => {
    const trail = new TextTrail();
    trail.record('h', 'content', 'ab', [2, 'c'], true);
    trail.record('h', 'content', 'Other', [5, '!'], true);
    expect(trail.between('h', 'content', 'ab', 'Other!')).toBeNull();
    expect(trail.between('h', 'content', 'Other', 'Other!')).toHaveLength(1);
    // An edit that does not fit its text forgets the field.
    trail.record('h', 'content', 'Other!', [{ d: 'x' }], true);
    expect(trail.between('h', 'content', 'Other', 'Other!')).toBeNull();
  });

  it('moves a caret through each edit, on the side each one names for an insert right at it', () => {
    expect(moveCaret(2, [{ ops: [2, 'X'], caretBefore: true }])).toBe(2);
    expect(moveCaret(2, [{ ops: [2, 'X'], caretBefore: false }])).toBe(3);
    expect(
      moveCaret(2, [
        { ops: [{ d: 'a' }], caretBefore: true },
        { ops: ['YY'], caretBefore: true },
      ]),
    ).toBe(3);
  });
});
