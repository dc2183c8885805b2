import { prepareKeyphrase, sameKeyphrase } from '@app/seo-analysis';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyphraseKey } from './keyphrase-key.ts';

describe('keyphraseKey', () => {
  it('gives inflections, case and accents of a keyphrase the same key, and another word order another one', () => {
    expect(keyphraseKey('Local SEO tips')).toBe(keyphraseKey('local seo tip'));
    expect(keyphraseKey('Café  Marketing')).toBe(keyphraseKey('cafe marketing'));
    expect(keyphraseKey('roof repairing bristol')).toBe(keyphraseKey('Roof repairs, Bristol'));
    expect(keyphraseKey('seo local tip')).not.toBe(keyphraseKey('local seo tip'));
    expect(keyphraseKey('')).toBe('');
    expect(keyphraseKey(' -- ')).toBe('');
  });

  it('is equal for two keyphrases exactly when the engine says they are the same search', () => {
    const word = fc.constantFrom('local', 'Local', 'SEO', 'seo', 'tips', 'tip', 'tipping', 'roof', 'roofs', 'café', 'cafe', 'the', 'a');
    const phrase = fc.array(word, { minLength: 0, maxLength: 4 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(phrase, phrase, (a, b) => {
        const same = sameKeyphrase(prepareKeyphrase(a), prepareKeyphrase(b));
        expect(keyphraseKey(a) !== '' && keyphraseKey(a) === keyphraseKey(b)).toBe(same);
      }),
      { numRuns: 500 },
    );
  });
});
