import { describe, expect, it } from 'vitest';
import { generateSlugFromTitle } from './blog-slug.ts';

describe('generateSlugFromTitle', () => {
  it('does nothing without a title', () => {
    expect(generateSlugFromTitle('')).toBeNull();
    expect(generateSlugFromTitle('   ')).toBeNull();
  });

  it('lower-cases the title and turns whitespace into hyphens', () => {
    expect(generateSlugFromTitle('Local SEO Tips')).toEqual({ slug: 'local-seo-tips', canonicalUrl: '/blog/local-seo-tips' });
  });

  it('removes non-word characters', () => {
    expect(generateSlugFromTitle("What's New: Google's 2025 Update!")?.slug).toBe('whats-new-googles-2025-update');
  });

  it('collapses repeated whitespace and hyphens', () => {
    expect(generateSlugFromTitle('Local   SEO -- a  guide')?.slug).toBe('local-seo-a-guide');
    expect(generateSlugFromTitle('A & B')?.slug).toBe('a-b');
  });

  it('drops hyphens left at either end', () => {
    expect(generateSlugFromTitle('- Draft -')?.slug).toBe('draft');
  });

  it('does nothing when no word character is left', () => {
    expect(generateSlugFromTitle('!!! ???')).toBeNull();
  });

  it('sets the canonical URL to /blog/{slug}', () => {
    expect(generateSlugFromTitle('Hello World')?.canonicalUrl).toBe('/blog/hello-world');
  });
});
