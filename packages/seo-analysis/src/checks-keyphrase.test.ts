import { describe, expect, it } from 'vitest';
import { densityCheck, keyphraseChecks } from './checks-keyphrase.ts';
import { readDocument } from './document.ts';
import type { AnalysisInput, Rating } from './types.ts';

const base: AnalysisInput = {
  keyphrase: 'boiler repair',
  seoTitle: 'Boiler Repair in Leeds',
  metaDescription: 'Fast boiler repair across Leeds.',
  slug: 'boiler-repair',
  html: '<p>We do boiler repair.</p><h2>Boiler repair prices</h2><p>Fair prices.</p><h2>Areas</h2><p>Leeds.</p>',
};

/** The rating of one check for the base input with some fields changed. */
function rating(id: string, changes: Partial<AnalysisInput>): Rating | undefined {
  const input = { ...base, ...changes };
  return keyphraseChecks(input, readDocument(input.html)).find((c) => c.id === id)?.rating;
}

describe('keyphraseChecks', () => {
  it('gives only the length check, bad, when no keyphrase is set', () => {
    const checks = keyphraseChecks({ ...base, keyphrase: '  ' }, readDocument(base.html));
    expect(checks).toEqual([{ id: 'keyphrase-length', rating: 'bad', text: expect.stringContaining('No focus keyphrase') as string }]);
  });

  it('rates the keyphrase length: up to 4 content words good, up to 8 ok, more bad', () => {
    expect(rating('keyphrase-length', { keyphrase: 'how to fix a boiler leak fast' })).toBe('good'); // fix boiler leak fast
    expect(rating('keyphrase-length', { keyphrase: 'one two three four five' })).toBe('ok');
    expect(rating('keyphrase-length', { keyphrase: 'one two three four five six seven eight' })).toBe('ok');
    expect(rating('keyphrase-length', { keyphrase: 'one two three four five six seven eight nine' })).toBe('bad');
  });

  it('finds the keyphrase in the SEO title, and at its start', () => {
    expect([rating('keyphrase-in-title', {}), rating('keyphrase-title-start', {})]).toEqual(['good', 'good']);
    const later = { seoTitle: 'Leeds Boiler Repairs' };
    expect([rating('keyphrase-in-title', later), rating('keyphrase-title-start', later)]).toEqual(['good', 'ok']);
    const none = { seoTitle: 'Heating help in Leeds' };
    expect([rating('keyphrase-in-title', none), rating('keyphrase-title-start', none)]).toEqual(['bad', 'bad']);
  });

  it('rates the meta description: once or twice good, three times ok, none or empty bad', () => {
    expect(rating('keyphrase-in-description', { metaDescription: 'Boiler repair, boiler repair.' })).toBe('good');
    expect(rating('keyphrase-in-description', { metaDescription: 'Boiler repair, boiler repair, boiler repair.' })).toBe('ok');
    expect(rating('keyphrase-in-description', { metaDescription: 'Heating help.' })).toBe('bad');
    expect(rating('keyphrase-in-description', { metaDescription: '' })).toBe('bad');
  });

  it('rates the slug: the phrase good, half its words ok, less bad', () => {
    expect(rating('keyphrase-in-slug', { slug: 'leeds-boiler-repairs' })).toBe('good');
    expect(rating('keyphrase-in-slug', { slug: 'boiler-help' })).toBe('ok');
    expect(rating('keyphrase-in-slug', { slug: 'heating-help' })).toBe('bad');
  });

  it('rates the first paragraph: the phrase good, its words apart ok, neither bad, no paragraph bad', () => {
    expect(rating('keyphrase-in-introduction', {})).toBe('good');
    expect(rating('keyphrase-in-introduction', { html: '<p>We repair any boiler.</p>' })).toBe('ok');
    expect(rating('keyphrase-in-introduction', { html: '<p>Welcome.</p><p>Boiler repair.</p>' })).toBe('bad');
    expect(rating('keyphrase-in-introduction', { html: '<h2>Boiler repair</h2>' })).toBe('bad');
  });

  it('rates subheadings: some with the keyphrase good, over 75% ok, none bad', () => {
    expect(rating('keyphrase-in-subheading', {})).toBe('good');
    expect(rating('keyphrase-in-subheading', { html: '<h2>Boiler repair</h2><h3>Boiler repairs</h3>' })).toBe('ok');
    expect(rating('keyphrase-in-subheading', { html: '<h2>Prices</h2><h2>Areas</h2>' })).toBe('bad');
    expect(rating('keyphrase-in-subheading', { html: '<p>No headings.</p>' })).toBe('bad');
  });

  it('flags a keyphrase other pages already use: one ok, two bad', () => {
    expect(rating('keyphrase-used-before', { otherKeyphrases: ['gas safety'] })).toBe('good');
    expect(rating('keyphrase-used-before', { otherKeyphrases: ['Boiler Repairs', 'gas safety'] })).toBe('ok');
    expect(rating('keyphrase-used-before', { otherKeyphrases: ['boiler repairs', 'Boiler repair'] })).toBe('bad');
  });
});

describe('densityCheck (occurrences per 100 words)', () => {
  it.each([
    [0, 300, 'bad'],
    [1, 401, 'bad'],
    [1, 400, 'ok'], // 0.25%
    [1, 201, 'ok'], // 0.497%
    [1, 200, 'good'], // 0.5%
    [3, 100, 'good'], // 3%
    [31, 1000, 'ok'], // 3.1%
    [4, 100, 'ok'], // 4%
    [41, 1000, 'bad'], // 4.1%
    [1, 0, 'bad'],
  ])('%i in %i words is %s', (occurrences, words, expected) => {
    expect(densityCheck(occurrences, words).rating).toBe(expected);
  });
});
