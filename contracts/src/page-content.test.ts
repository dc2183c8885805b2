import { describe, expect, it } from 'vitest';
import { pageSeoSchema, savePageInputSchema } from './page-content.ts';
import { firstMessage } from './validation.ts';

function messageOf(input: unknown): string | undefined {
  const parsed = savePageInputSchema.safeParse(input);
  return parsed.success ? undefined : firstMessage(parsed.error);
}

describe('savePageInputSchema', () => {
  it('accepts a save with defaults for what is left out', () => {
    expect(savePageInputSchema.parse({ slug: 'home', baseVersion: 0 })).toEqual({
      slug: 'home',
      baseVersion: 0,
      edits: {},
      seo: {},
      overwrite: false,
    });
  });

  it('says what is wrong with a bad element key rather than a generic record message', () => {
    expect(messageOf({ slug: 'home', baseVersion: 0, edits: { 'no spaces': { text: 'x' } } })).toBe(
      'An element key has letters, digits, dots, dashes, colons or underscores.',
    );
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', '//evil.example/x', 'data:text/html,x'])('refuses the link %s', (href) => {
    expect(messageOf({ slug: 'home', baseVersion: 0, edits: { 'hero.cta': { href } } })).toBe(
      'Links must start with /, #, mailto:, tel:, http:// or https://.',
    );
  });
});

describe('pageSeoSchema', () => {
  it('lets every field be cleared with an empty string, the card type included', () => {
    expect(pageSeoSchema.parse({ canonicalUrl: '', ogImage: '', twitterCard: '', twitterImage: '' })).toEqual({
      canonicalUrl: '',
      ogImage: '',
      twitterCard: '',
      twitterImage: '',
    });
  });

  it('takes a site path or an http(s) URL as canonical, nothing else', () => {
    expect(pageSeoSchema.parse({ canonicalUrl: 'https://www.localrank.co.uk/pricing' }).canonicalUrl).toBe(
      'https://www.localrank.co.uk/pricing',
    );
    expect(pageSeoSchema.safeParse({ canonicalUrl: '#top' }).success).toBe(false);
    expect(pageSeoSchema.safeParse({ canonicalUrl: 'mailto:a@b.c' }).success).toBe(false);
  });
});
