import { describe, expect, it } from 'vitest';
import { fleschBand, hasTransition, isPassive, readabilityChecks } from './checks-readability.ts';
import { readDocument } from './document.ts';
import type { Check, Rating } from './types.ts';

const SHORT = 'The cat sat on the mat.'; // 6 words, no transition, active
const LONG = `${'one '.repeat(20)}two.`; // 21 words
const TRANSITION = 'However the cat sat down.';
const PASSIVE = 'The mat was taken away.';
const fold = (text: string): string[] => text.toLowerCase().match(/[a-z']+/g) ?? [];

function checkOf(id: string, html: string): Check {
  const found = readabilityChecks(readDocument(html)).find((c) => c.id === id);
  if (found === undefined) throw new Error(`no ${id}`);
  return found;
}
const rating = (id: string, html: string): Rating => checkOf(id, html).rating;
/** One paragraph of `n` sentences, the first `special` of them `kind`, the rest SHORT. */
const mix = (n: number, special: number, kind: string): string =>
  `<p>${Array.from({ length: n }, (_, i) => (i < special ? kind : SHORT)).join(' ')}</p>`;

describe('flesch-reading-ease', () => {
  it('is good from 60, ok from 50, bad below, with the published band named', () => {
    expect(checkOf('flesch-reading-ease', `<p>${SHORT}</p>`)).toEqual({
      id: 'flesch-reading-ease',
      rating: 'good',
      text: 'The Flesch reading ease is 100.0 (very easy): easy enough for most readers.',
    });
    expect(rating('flesch-reading-ease', '<p>Photosynthesis is a complicated biological process.</p>')).toBe('bad');
    expect(checkOf('flesch-reading-ease', '<p>Photosynthesis is a complicated biological process.</p>').text).toContain(
      '0.0 (very difficult)',
    );
  });

  it('says there is nothing to score for an empty body, and ignores headings and code', () => {
    expect(rating('flesch-reading-ease', '')).toBe('ok');
    expect(rating('flesch-reading-ease', '<h2>Only a heading</h2><pre>code()</pre>')).toBe('ok');
  });

  it('names the usual bands', () => {
    expect([95, 85, 75, 65, 55, 35, 10].map(fleschBand)).toEqual([
      'very easy',
      'easy',
      'fairly easy',
      'standard',
      'fairly difficult',
      'difficult',
      'very difficult',
    ]);
  });
});

describe('sentence-length (share over 20 words)', () => {
  it('is good up to 25%, ok up to 30%, bad above', () => {
    expect(rating('sentence-length', mix(4, 1, LONG))).toBe('good'); // 25%
    expect(rating('sentence-length', mix(10, 3, LONG))).toBe('ok'); // 30%
    expect(rating('sentence-length', mix(10, 4, LONG))).toBe('bad'); // 40%
    expect(rating('sentence-length', `<p>${'one '.repeat(19)}two.</p>`)).toBe('good'); // exactly 20 words is not long
  });
});

describe('paragraph-length', () => {
  const paragraph = (n: number): string => `<p>${'word '.repeat(n)}</p>`;
  it('is good up to 150 words, ok up to 200, bad above', () => {
    expect(rating('paragraph-length', paragraph(150))).toBe('good');
    expect(rating('paragraph-length', paragraph(151))).toBe('ok');
    expect(rating('paragraph-length', paragraph(200))).toBe('ok');
    expect(rating('paragraph-length', paragraph(201) + paragraph(160))).toBe('bad');
    expect(checkOf('paragraph-length', paragraph(201) + paragraph(160)).text).toBe(
      '2 paragraphs are over 150 words (the longest has 201): split them up.',
    );
  });

  it('does not count list items as paragraphs', () => {
    expect(rating('paragraph-length', `<ul><li>${'word '.repeat(300)}</li></ul>`)).toBe('good');
  });
});

describe('subheading-distribution', () => {
  const words = (n: number): string => `<p>${'word '.repeat(n)}</p>`;
  it('needs no subheading up to 300 words, and is bad over that without one', () => {
    expect(rating('subheading-distribution', words(300))).toBe('good');
    expect(rating('subheading-distribution', words(301))).toBe('bad');
  });

  it('is good with every section up to 300 words, ok up to 350, bad above, counting the text before the first subheading', () => {
    expect(rating('subheading-distribution', `${words(300)}<h2>A</h2>${words(300)}`)).toBe('good');
    expect(rating('subheading-distribution', `${words(350)}<h2>A</h2>${words(100)}`)).toBe('ok');
    expect(rating('subheading-distribution', `<h2>A</h2>${words(200)}<h3>B</h3>${words(200)}${words(151)}`)).toBe('bad');
  });
});

describe('transition-words (share of sentences)', () => {
  it('is good from 30%, ok from 20%, bad below', () => {
    expect(rating('transition-words', mix(10, 3, TRANSITION))).toBe('good');
    expect(rating('transition-words', mix(10, 2, TRANSITION))).toBe('ok');
    expect(rating('transition-words', mix(10, 1, TRANSITION))).toBe('bad');
  });

  it('finds single words and phrases, as whole words', () => {
    expect(hasTransition(fold('for example, call us'))).toBe(true);
    expect(hasTransition(fold('it is, in other words, broken'))).toBe(true);
    expect(hasTransition(fold('the butcher sells meat'))).toBe(false); // 'but' inside a word
    expect(hasTransition(fold('for the example'))).toBe(false);
  });
});

describe('passive-voice (share of sentences)', () => {
  it('is good up to 10%, ok up to 15%, bad above', () => {
    expect(rating('passive-voice', mix(10, 1, PASSIVE))).toBe('good');
    expect(rating('passive-voice', mix(20, 3, PASSIVE))).toBe('ok');
    expect(rating('passive-voice', mix(10, 2, PASSIVE))).toBe('bad');
  });

  it('finds a be-verb, up to two fillers, then a regular or irregular participle', () => {
    expect(isPassive(fold('the boiler was fixed'))).toBe(true);
    expect(isPassive(fold('the form is not often used by anyone'))).toBe(false); // 'used' is kept as an adjective
    expect(isPassive(fold('the leak was quickly found'))).toBe(true);
    expect(isPassive(fold('reviews are written by customers'))).toBe(true);
    expect(isPassive(fold('it has been done'))).toBe(true);
    expect(isPassive(fold('we fixed the boiler'))).toBe(false);
    expect(isPassive(fold('the office is located in leeds'))).toBe(false);
    expect(isPassive(fold('the team is red'))).toBe(false);
    expect(isPassive(fold('they were very happy'))).toBe(false);
  });
});
