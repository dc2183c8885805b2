import { describe, expect, it } from 'vitest';
import { wordDiff, type DiffPart } from './word-diff.ts';

const side = (parts: DiffPart[], skip: DiffPart['kind']) =>
  parts
    .filter((part) => part.kind !== skip)
    .map((part) => part.text)
    .join('');

describe('wordDiff', () => {
  it('marks the words removed and added between shared text', () => {
    expect(wordDiff('The quick brown fox', 'The slow brown fox jumps')).toEqual([
      { kind: 'same', text: 'The ' },
      { kind: 'removed', text: 'quick' },
      { kind: 'added', text: 'slow' },
      { kind: 'same', text: ' brown fox' },
      { kind: 'added', text: ' jumps' },
    ]);
  });

  it('answers one same run for equal texts, and nothing for two empty ones', () => {
    expect(wordDiff('Same words', 'Same words')).toEqual([{ kind: 'same', text: 'Same words' }]);
    expect(wordDiff('', '')).toEqual([]);
  });

  it('always rebuilds both texts from its runs', () => {
    const words = ['local', 'search', 'shop', 'map', 'review', 'the', 'a'];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const sentence = () => Array.from({ length: Math.floor(random() * 12) }, () => words[Math.floor(random() * words.length)]).join(' ');
    for (let n = 0; n < 200; n += 1) {
      const before = sentence();
      const after = sentence();
      const parts = wordDiff(before, after);
      expect(side(parts, 'added')).toBe(before);
      expect(side(parts, 'removed')).toBe(after);
    }
  });
});
