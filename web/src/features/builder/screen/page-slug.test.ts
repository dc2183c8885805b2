import { describe, expect, it } from 'vitest';
import { pageSlugOfName } from './page-slug.ts';

describe('pageSlugOfName', () => {
  it('makes an address from a page name as it is typed', () => {
    expect(pageSlugOfName('Spring Offer')).toBe('spring-offer');
    expect(pageSlugOfName('  20% off: spring_sale! ')).toBe('20-off-spring-sale');
    expect(pageSlugOfName('Café opening')).toBe('caf-opening');
    expect(pageSlugOfName('!!!')).toBe('');
  });

  it('keeps to 100 characters without a hyphen at the end', () => {
    const slug = pageSlugOfName(`${'a'.repeat(99)} b`);
    expect(slug).toBe('a'.repeat(99));
  });
});
