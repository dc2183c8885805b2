import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyTextOps,
  composeTextOps,
  diffText,
  invertTextOps,
  normalizeTextOps,
  textOpsProblem,
  transformTextIndex,
  transformTextOps,
  type TextOp,
} from './text-ops.ts';

function apply(text: string, ops: readonly TextOp[]): string {
  const result = applyTextOps(text, ops);
  if (!result.ok) throw new Error(result.message);
  return result.text;
}

// A random edit of `text`: a few kept runs, inserts and deletes of the characters really there.
const editOf = (text: string) =>
  fc.array(fc.tuple(fc.nat(), fc.nat(3), fc.string({ maxLength: 3 })), { maxLength: 4 }).map((cuts) => {
    const ops: TextOp[] = [];
    let at = 0;
    for (const [skip, remove, insert] of cuts) {
      const keep = Math.min(skip % 4, text.length - at);
      ops.push(keep);
      at += keep;
      const gone = text.slice(at, at + Math.min(remove, text.length - at));
      ops.push(insert, { d: gone });
      at += gone.length;
    }
    return normalizeTextOps(ops);
  });

const textAndTwoEdits = fc.string({ maxLength: 12 }).chain((text) => fc.tuple(fc.constant(text), editOf(text), editOf(text)));

describe('text operations', () => {
  it('apply, invert and compose a keep / insert / delete edit', () => {
    const ops: TextOp[] = [7, 'big ', { d: 'sale' }, 'offer'];
    expect(apply('Spring sale!', ops)).toBe('Spring big offer!');
    expect(apply('Spring big offer!', invertTextOps(ops))).toBe('Spring sale!');
    expect(apply('Spring sale!', composeTextOps(ops, [{ d: 'S' }, 's']))).toBe('spring big offer!');
  });

  it('refuses an edit that reaches past the text or deletes characters that are not there', () => {
    expect(applyTextOps('abc', [4, 'x'])).toMatchObject({ ok: false });
    expect(applyTextOps('abc', [1, { d: 'x' }])).toMatchObject({ ok: false });
  });

  it('checks the shape and the size limits', () => {
    expect(textOpsProblem([2, 'a', { d: 'b' }])).toBeNull();
    expect(textOpsProblem([0])).toMatch(/above 0/);
    expect(textOpsProblem([''])).toMatch(/not be empty/);
    expect(textOpsProblem([{ d: 'a', x: 1 }])).toMatch(/\{ d/);
    expect(textOpsProblem(['a'.repeat(20_001)])).toMatch(/at most 20000/);
    expect(textOpsProblem(Array.from({ length: 1001 }, () => 1))).toMatch(/at most 1000 parts/);
  });

  it('orders two inserts at one position by the tie-break, the same on both sides', () => {
    const a: TextOp[] = [3, 'A'];
    const b: TextOp[] = [3, 'B'];
    expect(apply(apply('xyz', b), transformTextOps(a, b, true))).toBe('xyzAB');
    expect(apply(apply('xyz', a), transformTextOps(b, a, false))).toBe('xyzAB');
  });

  it('diffs at the caret: typing "a" into "a|a" inserts at 1', () => {
    expect(diffText('aa', 'aaa', 2)).toEqual([1, 'a']);
    expect(diffText('Spring sale', 'Spring big sale', 11)).toEqual([7, 'big ']);
    expect(diffText('hello world', 'hello', 5)).toEqual([5, { d: ' world' }]);
  });

  it('maps a caret: text typed right at it goes after it only when asked', () => {
    expect(transformTextIndex(3, [3, 'XY'], true)).toBe(3);
    expect(transformTextIndex(3, [3, 'XY'], false)).toBe(5);
    expect(transformTextIndex(4, [1, { d: 'abcd' }], true)).toBe(1);
  });

  it('property: two concurrent edits transformed through each other converge (TP1), with either tie-break', () => {
    fc.assert(
      fc.property(textAndTwoEdits, fc.boolean(), ([text, a, b], aFirst) => {
        const left = apply(apply(text, a), transformTextOps(b, a, !aFirst));
        const right = apply(apply(text, b), transformTextOps(a, b, aFirst));
        expect(left).toBe(right);
      }),
      { numRuns: 500 },
    );
  });

  it('property: compose is apply-then-apply, invert takes the edit back, a diff makes the new text', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }).chain((text) => fc.tuple(fc.constant(text), editOf(text))),
        fc.string({ maxLength: 12 }),
        ([text, a], other) => {
          const middle = apply(text, a);
          expect(apply(middle, invertTextOps(a))).toBe(text);
          const b = diffText(middle, other);
          expect(apply(middle, b)).toBe(other);
          expect(apply(text, composeTextOps(a, b))).toBe(other);
        },
      ),
      { numRuns: 500 },
    );
  });
});
