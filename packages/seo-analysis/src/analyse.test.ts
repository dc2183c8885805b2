import { describe, expect, it } from 'vitest';
import { analyse, score, scoreRating, worstCheck } from './analyse.ts';
import { readDocument } from './document.ts';
import { LONG_POST } from './fixtures/long-post.ts';
import { SHORT_POST } from './fixtures/short-post.ts';
import type { AnalysisResult, Check } from './types.ts';

const ratings = (checks: Check[]): Record<string, string> => Object.fromEntries(checks.map((c) => [c.id, c.rating]));

describe('analyse on the short fixture (79 words)', () => {
  const result = analyse(SHORT_POST);

  it('gives the known SEO results', () => {
    expect(readDocument(SHORT_POST.html).wordCount).toBe(79);
    expect(ratings(result.seo)).toEqual({
      'keyphrase-length': 'good',
      'keyphrase-in-title': 'good',
      'keyphrase-title-start': 'good',
      'keyphrase-in-description': 'good',
      'keyphrase-in-slug': 'good',
      'keyphrase-in-introduction': 'good',
      'keyphrase-in-subheading': 'bad',
      'keyphrase-density': 'good',
      'keyphrase-used-before': 'good',
      'title-width': 'good',
      'description-width': 'ok',
      'text-length': 'bad',
      'image-alt': 'ok',
      'internal-links': 'good',
      'outbound-links': 'ok',
    });
    // 10 good, 3 ok and 2 bad of 15: (10 + 1.5) / 15.
    expect(result.seoScore).toBe(77);
  });

  it('says what it found and what to do', () => {
    const text = (id: string): string | undefined => result.seo.find((c) => c.id === id)?.text;
    expect(text('keyphrase-density')).toBe('The keyphrase appears 1 time in 79 words (1.27%): a good density.');
    expect(text('text-length')).toBe('The text has 79 words, well under the 300 a post needs: write more.');
    expect(text('description-width')).toBe(
      'The meta description is 735 px wide: it fits on desktop but phones show 680 px, cutting it to "Five local SEO tips that help plumbers show up in Google Maps and win more calls from nearby …"; shorten it to fit both.',
    );
  });

  it('gives the known readability results', () => {
    expect(ratings(result.readability)).toEqual({
      'flesch-reading-ease': 'good',
      'sentence-length': 'good',
      'paragraph-length': 'good',
      'subheading-distribution': 'good',
      'transition-words': 'good',
      'passive-voice': 'good',
    });
    expect(result.readabilityScore).toBe(100);
  });

  it('names the worst problem first', () => {
    expect(worstCheck(result.seo)?.id).toBe('keyphrase-in-subheading');
    expect(worstCheck(result.readability)).toBeNull();
  });
});

describe('analyse on the long fixture (about 3,000 words)', () => {
  const result = analyse(LONG_POST);

  it('gives the known results', () => {
    expect(readDocument(LONG_POST.html).wordCount).toBe(3028);
    expect(result.seo.filter((c) => c.rating !== 'good').map((c) => [c.id, c.rating])).toEqual([['description-width', 'ok']]);
    expect(result.readability.every((c) => c.rating === 'good')).toBe(true);
    expect([result.seoScore, result.readabilityScore]).toEqual([97, 100]);
    expect(result.seo.find((c) => c.id === 'keyphrase-density')?.text).toBe(
      'The keyphrase appears 16 times in 3028 words (0.53%): a good density.',
    );
    expect(result.readability.find((c) => c.id === 'flesch-reading-ease')?.text).toMatch(
      /^The Flesch reading ease is 7\d\.\d \(fairly easy\)/,
    );
  });

  it('turns red where the input goes wrong', () => {
    const broken = analyse({
      ...LONG_POST,
      seoTitle: 'A Practical Guide for Small Businesses That Want More Customers From Local SEO in 2026',
      otherKeyphrases: ['Local SEO', 'local seo'],
      html: LONG_POST.html.replace(/<h2>/g, '<p>').replace(/<\/h2>/g, '</p>'),
    });
    expect(ratings(broken.seo)).toMatchObject({
      'keyphrase-title-start': 'ok',
      'title-width': 'bad',
      'keyphrase-used-before': 'bad',
      'keyphrase-in-subheading': 'bad',
    });
    expect(ratings(broken.readability)['subheading-distribution']).toBe('bad');
  });
});

describe('analyse', () => {
  it('is deterministic: the same input gives the same result, also after a JSON round trip of the input', () => {
    const first = analyse(LONG_POST);
    const again = analyse(JSON.parse(JSON.stringify(LONG_POST)) as typeof LONG_POST);
    expect(again).toEqual(first);
    expect(JSON.stringify(analyse(SHORT_POST))).toBe(JSON.stringify(analyse({ ...SHORT_POST })));
    const roundTrip: AnalysisResult = JSON.parse(JSON.stringify(first)) as AnalysisResult;
    expect(roundTrip).toEqual(first);
  });

  it('does not change its input', () => {
    const input = structuredClone(SHORT_POST);
    analyse(input);
    expect(input).toEqual(SHORT_POST);
  });

  it('reduces the keyphrase checks to one when no keyphrase is set, and handles an empty page', () => {
    const empty = analyse({ keyphrase: '', seoTitle: '', metaDescription: '', slug: '', html: '' });
    expect(empty.seo.map((c) => c.id)).toEqual([
      'keyphrase-length',
      'title-width',
      'description-width',
      'text-length',
      'image-alt',
      'internal-links',
      'outbound-links',
    ]);
    expect(empty.readability).toHaveLength(6);
    expect(empty.seoScore).toBe(14); // only image-alt and outbound-links are ok
  });

  it('scores good as 1, ok as a half and bad as nothing', () => {
    expect(score([])).toBe(0);
    expect(
      score([
        { id: 'a', rating: 'good', text: '' },
        { id: 'b', rating: 'ok', text: '' },
        { id: 'c', rating: 'bad', text: '' },
      ]),
    ).toBe(50);
  });
});

describe('scoreRating', () => {
  it('lights a score green from 70, orange from 40, red below', () => {
    expect([100, 70, 69, 40, 39, 0].map(scoreRating)).toEqual(['good', 'good', 'ok', 'ok', 'bad', 'bad']);
  });
});
