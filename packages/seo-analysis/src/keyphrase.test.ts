import { describe, expect, it } from 'vitest';
import { containsPhrase, countIn, prepareKeyphrase, sameKeyphrase, startsWithPhrase, stem, stems, wordShare } from './keyphrase.ts';

const k = prepareKeyphrase;

describe('keyphrase matching', () => {
  it("matches 'local seo tip' in 'Local SEO tips', case-insensitive and across plurals", () => {
    expect(containsPhrase(k('local seo tip'), '10 Local SEO Tips for plumbers')).toBe(true);
    expect(containsPhrase(k('Local SEO tips'), 'one local seo tip')).toBe(true);
  });

  it('folds accents on both sides', () => {
    expect(containsPhrase(k('cafe marketing'), 'Café Marketing that works')).toBe(true);
    expect(containsPhrase(k('café'), 'a CAFE in town')).toBe(true);
  });

  it('tolerates simple inflections: -ing, -ed, -es, -ies, a possessive', () => {
    expect(stem('optimising')).toBe(stem('optimise'));
    expect(stem('optimised')).toBe(stem('optimise'));
    expect(stem('businesses')).toBe(stem('business'));
    expect(stem('agencies')).toBe(stem('agency'));
    expect(stem("plumber's")).toBe(stem('plumber'));
    expect(stem('planning')).toBe(stem('plan'));
  });

  it('matches whole words only', () => {
    expect(containsPhrase(k('seo'), 'seoul is a city')).toBe(false);
    expect(containsPhrase(k('plumb'), 'plumber')).toBe(false);
  });

  it('needs the words together and in order for a phrase', () => {
    expect(containsPhrase(k('local seo'), 'SEO for local firms')).toBe(false);
    expect(wordShare(k('local seo'), 'SEO for local firms')).toBe(1);
  });

  it('splits slugs and hyphenated words into words', () => {
    expect(stems('local-seo-tips')).toEqual(['local', 'seo', 'tip']);
    expect(containsPhrase(k('local seo tip'), 'local-seo-tips'.replace(/-/g, ' '))).toBe(true);
  });

  it('counts non-overlapping occurrences', () => {
    expect(countIn(k('seo'), stems('SEO, seo and S.E.O. or SEOs'))).toBe(3);
    expect(countIn(k('a a'), stems('a a a'))).toBe(1);
    expect(countIn(k(''), stems('anything'))).toBe(0);
  });

  it('knows whether a text starts with the keyphrase', () => {
    expect(startsWithPhrase(k('local seo'), 'Local SEO: a guide')).toBe(true);
    expect(startsWithPhrase(k('local seo'), 'A guide to local SEO')).toBe(false);
  });

  it('leaves function words out of the content words, unless there is nothing else', () => {
    expect(k('how to fix a tap').contentStems).toEqual(['fix', 'tap']);
    expect(k('the').contentStems).toEqual(['the']);
  });

  it('compares keyphrases folded and stemmed', () => {
    expect(sameKeyphrase(k('Local SEO tips'), k('local seo tip'))).toBe(true);
    expect(sameKeyphrase(k('local seo'), k('local seo tips'))).toBe(false);
    expect(sameKeyphrase(k(''), k(''))).toBe(false);
  });
});
