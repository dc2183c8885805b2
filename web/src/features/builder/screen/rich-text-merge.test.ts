import { describe, expect, it } from 'vitest';
import { mergeRichText } from './rich-text-merge.ts';

const shown = '<p>Spring offers for local shops.</p><p>Book an audit.</p>';

describe('mergeRichText', () => {
  it('is my change when nobody else changed the text meanwhile', () => {
    expect(mergeRichText(shown, `${shown}<p>New.</p>`, shown)).toBe(`${shown}<p>New.</p>`);
  });

  it('keeps both changes when they touch different parts: their paragraph and my words', () => {
    const mine = shown.replace('local shops', 'local shops and cafes');
    const theirs = shown.replace('Book an audit.', 'Book a free audit today.');
    expect(mergeRichText(shown, mine, theirs)).toBe('<p>Spring offers for local shops and cafes.</p><p>Book a free audit today.</p>');
    const added = `${shown}<h2>Prices</h2>`;
    expect(mergeRichText(shown, mine, added)).toBe(`${mine}<h2>Prices</h2>`);
  });

  it('refuses to guess when both change the same words, so neither silently replaces the other', () => {
    expect(mergeRichText(shown, shown.replace('Spring', 'Summer'), shown.replace('Spring', 'Autumn'))).toBeNull();
    // Both typing at the very same place: which text comes first is not known.
    expect(mergeRichText(shown, shown.replace('shops.', 'shops!'), shown.replace('shops.', 'shops?'))).toBeNull();
  });

  it('is theirs when my editor holds nothing new, and mine when theirs changed nothing', () => {
    expect(mergeRichText(shown, shown, `${shown}<p>x</p>`)).toBe(`${shown}<p>x</p>`);
  });
});
