import { describe, expect, it } from 'vitest';
import { fleschReadingEase } from './checks-readability.ts';
import { foldText, sentences, syllables, words } from './text.ts';

describe('foldText', () => {
  it('lower-cases and removes accents', () => {
    expect(foldText('Café Crème ÅNGSTRÖM')).toBe('cafe creme angstrom');
  });
});

describe('words', () => {
  it('keeps inner hyphens and apostrophes and drops punctuation', () => {
    expect(words("It's a well-known, 24/7 plumber — isn’t it?")).toEqual(["It's", 'a', 'well-known', '24', '7', 'plumber', 'isn’t', 'it']);
  });
});

describe('sentences', () => {
  it('splits on full stops, question and exclamation marks followed by a space', () => {
    expect(sentences('We fixed it. Was it hard? No! It took an hour')).toEqual(['We fixed it.', 'Was it hard?', 'No!', 'It took an hour']);
  });

  it('does not split after abbreviations, initials or inside numbers', () => {
    expect(sentences('Dr. Smith drove 3.5 km, e.g. to J. Doe. Then he left.')).toEqual([
      'Dr. Smith drove 3.5 km, e.g. to J. Doe.',
      'Then he left.',
    ]);
  });

  it("splits after 'no.' and 'I.', which often end a sentence", () => {
    expect(sentences('We said no. So did I. Then we left.')).toEqual(['We said no.', 'So did I.', 'Then we left.']);
  });

  it('keeps a closing quote with its sentence', () => {
    expect(sentences('He said "call us." We did.')).toEqual(['He said "call us."', 'We did.']);
  });
});

describe('syllables', () => {
  it.each(
    'the 1, cat 1, pipe 1, fixed 1, came 1, water 2, wanted 2, jumped 1, table 2, little 2, making 2, radio 3, media 3, nation 2, special 2, region 2, beautiful 3, photosynthesis 5, complicated 4, biological 5, process 2, business 2, every 3, readable 3, customers 3, optimisation 5, Google 2, 2026 1, a 1'
      .split(', ')
      .map((pair) => pair.split(' ')),
  )('%s has %s', (word, count) => {
    expect(syllables(word)).toBe(Number(count));
  });
});

describe('fleschReadingEase (206.835 − 1.015 × words/sentences − 84.6 × syllables/words)', () => {
  it('scores "The cat sat on the mat." by hand: 6 words, 1 sentence, 6 syllables (one each) = 116.145', () => {
    const text = 'The cat sat on the mat.';
    const list = words(text);
    const count = list.reduce((sum, w) => sum + syllables(w), 0);
    expect([list.length, sentences(text).length, count]).toEqual([6, 1, 6]);
    expect(fleschReadingEase(6, 1, 6)).toBeCloseTo(116.145, 6);
  });

  it('scores two short sentences by hand: 9 words, 2 sentences, 10 syllables (wa-ter 2, the rest 1) = 108.2675', () => {
    const text = 'We fixed the pipe. The water came back on.';
    const list = words(text);
    expect([list.length, sentences(text).length, list.reduce((sum, w) => sum + syllables(w), 0)]).toEqual([9, 2, 10]);
    expect(fleschReadingEase(9, 2, 10)).toBeCloseTo(108.2675, 6);
  });

  it('scores a hard sentence by hand: pho-to-syn-the-sis 5, is 1, a 1, com-pli-cat-ed 4, bi-o-log-i-cal 5, pro-cess 2 = 18 syllables, 6 words: −53.055', () => {
    const text = 'Photosynthesis is a complicated biological process.';
    const list = words(text);
    expect(list.map(syllables)).toEqual([5, 1, 1, 4, 5, 2]);
    expect(fleschReadingEase(6, 1, 18)).toBeCloseTo(-53.055, 6);
  });

  it('is 0 for no text', () => {
    expect(fleschReadingEase(0, 0, 0)).toBe(0);
  });
});
