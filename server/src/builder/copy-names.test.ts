import { builderSlugSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { copyName, copySlug, copySlugPrefix } from './copy-names.ts';

describe('copy names', () => {
  it('names a copy "<name> (copy)" within 100 characters', () => {
    expect(copyName('Spring offer')).toBe('Spring offer (copy)');
    expect(copyName('Home (copy)')).toBe('Home (copy) (copy)');
    expect(copyName('a'.repeat(100))).toBe(`${'a'.repeat(93)} (copy)`);
    expect(copyName(`${'a'.repeat(92)} bcdef`)).toBe(`${'a'.repeat(92)} (copy)`);
  });

  it('numbers copy slugs from -copy, -copy-2, and keeps them valid slugs of at most 100 characters', () => {
    expect([1, 2, 3].map((n) => copySlug('spring-offer', n))).toEqual(['spring-offer-copy', 'spring-offer-copy-2', 'spring-offer-copy-3']);
    const long = 'x'.repeat(94) + '-y-z';
    for (const n of [1, 2, 10, 999]) {
      const slug = copySlug(long, n);
      expect(slug.length).toBeLessThanOrEqual(100);
      expect(builderSlugSchema.safeParse(slug).success, slug).toBe(true);
      expect(slug.startsWith(copySlugPrefix(long, 999))).toBe(true);
    }
  });
});
