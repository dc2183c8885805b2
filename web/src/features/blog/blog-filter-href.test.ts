import { describe, expect, it } from 'vitest';
import { blogFilterHref } from './blog-filter-href.ts';
import { parseBlogSearch } from './blog-search-params.ts';

describe('blogFilterHref', () => {
  it('is the bare index when no filter is set', () => {
    expect(blogFilterHref({ q: '', category: null })).toBe('/blog');
    expect(blogFilterHref({ q: '   ', category: null })).toBe('/blog');
  });

  it('keeps the search text beside the category, encoded', () => {
    expect(blogFilterHref({ q: ' voice & search ', category: 'local-seo' })).toBe('/blog?q=voice+%26+search&category=local-seo');
    expect(blogFilterHref({ q: '', category: 'tutorials' })).toBe('/blog?category=tutorials');
  });

  it('reads back as the same filters', () => {
    const href = blogFilterHref({ q: 'near me?', category: 'tips-tricks' });
    const params = Object.fromEntries(new URL(href, 'http://localhost').searchParams);
    expect(parseBlogSearch(params)).toEqual({ q: 'near me?', category: 'tips-tricks' });
  });
});
