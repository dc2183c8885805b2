// Any input, however broken, gives a result: the analysis runs on whatever a person types or pastes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.ts';

const FRAGMENTS = [
  '<p>',
  '</p>',
  '<h2>',
  '</h2>',
  '<a href="/x">',
  "<a href='https://e.org' rel=nofollow>",
  '</a>',
  '<img src="a" alt="b">',
  '<img',
  '<ul><li>',
  '</li>',
  '</ul>',
  '<blockquote>',
  '<pre>',
  '<table><tr><td>',
  '<br>',
  '<!--',
  '-->',
  '<script>',
  '&amp;',
  '&#x1F600;',
  '&bogus',
  '. ',
  '? ',
  'Mr. ',
  '"',
  "'",
  'é',
  'local SEO ',
  'was written ',
  'however ',
  ' ',
  '\n',
  'Ünïcödé ',
  '日本語',
];

describe('analyse on arbitrary input', () => {
  it('never throws, keeps every rating valid and scores within 0-100, the same twice', () => {
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...FRAGMENTS));
    const html = fc.array(text, { maxLength: 60 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 80 }), html, (keyphrase, title, body) => {
        const input = { keyphrase, seoTitle: title, metaDescription: title, slug: keyphrase, html: body, otherKeyphrases: [keyphrase] };
        const result = analyse(input);
        for (const check of [...result.seo, ...result.readability]) expect(['good', 'ok', 'bad']).toContain(check.rating);
        for (const value of [result.seoScore, result.readabilityScore]) expect(value >= 0 && value <= 100).toBe(true);
        expect(analyse(input)).toEqual(result);
      }),
      { numRuns: 300, seed: 29 },
    );
  });

  it('reads text cut off inside a tag as text', () => {
    const result = analyse({
      keyphrase: 'a',
      seoTitle: '',
      metaDescription: '',
      slug: '',
      html: `<p>One two.</p>${'<a href="x '.repeat(10_000)}`,
    });
    // 'One two' and three words ('a', 'href', 'x') in each of the 10,000 pieces.
    expect(result.seo.find((check) => check.id === 'text-length')?.text).toBe(
      'The text has 30002 words: enough for search engines to understand it.',
    );
  });
});
