import { describe, expect, it } from 'vitest';
import { blogCategoryKeyOf, blogListingHref, blogListingTitle, blogPageNumberOf, parseBlogListingPath } from './blog-listing-address.ts';

describe('blogListingHref', () => {
  it('names page 1 without /page/1, later pages with it, a category as a path and the search as ?q', () => {
    expect(blogListingHref({ category: null, q: '' })).toBe('/blog');
    expect(blogListingHref({ page: 1, category: null, q: '  ' })).toBe('/blog');
    expect(blogListingHref({ page: 2, category: null, q: '' })).toBe('/blog/page/2');
    expect(blogListingHref({ page: 1, category: 'local-seo', q: '' })).toBe('/blog/category/local-seo');
    expect(blogListingHref({ page: 3, category: 'tutorials', q: '' })).toBe('/blog/category/tutorials/page/3');
    expect(blogListingHref({ page: 2, category: null, q: ' voice search ' })).toBe('/blog/page/2?q=voice+search');
    expect(blogListingHref({ category: 'case-studies', q: 'a&b=c' })).toBe('/blog/category/case-studies?q=a%26b%3Dc');
  });
});

describe('parseBlogListingPath', () => {
  it('reads every listing address back into its page and category', () => {
    for (const address of [
      { page: 1, category: null },
      { page: 7, category: null },
      { page: 1, category: 'google-updates' },
      { page: 12, category: 'tips-tricks' },
    ] as const) {
      expect(parseBlogListingPath(blogListingHref({ ...address, q: '' }))).toEqual({ kind: 'listing', ...address });
    }
    expect(parseBlogListingPath('/blog/page/1')).toEqual({ kind: 'listing', page: 1, category: null });
  });

  it('makes an unknown category or a page that is no whole number of 1 or more the 404 page', () => {
    for (const path of [
      '/blog/category/not-a-category',
      '/blog/category/Local-SEO',
      '/blog/page/0',
      '/blog/page/01',
      '/blog/page/-2',
      '/blog/page/two',
      '/blog/page/2.5',
      '/blog/page/99999999999',
      '/blog/category/tutorials/page/x',
    ]) {
      expect(parseBlogListingPath(path), path).toEqual({ kind: 'not-found' });
    }
  });

  it('leaves articles and other paths alone', () => {
    for (const path of ['/blog/an-article', '/blog/rss.xml', '/blog/category', '/blog/page', '/blogs', '/blog/page/2/extra', '/']) {
      expect(parseBlogListingPath(path), path).toBeNull();
    }
  });
});

describe('blogPageNumberOf and blogCategoryKeyOf', () => {
  it('read page numbers and category keys, nothing else', () => {
    expect(blogPageNumberOf('42')).toBe(42);
    expect(blogPageNumberOf('')).toBeNull();
    expect(blogCategoryKeyOf('tips-tricks')).toBe('tips-tricks');
    expect(blogCategoryKeyOf('Tips & Tricks')).toBeNull();
    expect(blogCategoryKeyOf(null)).toBeNull();
  });
});

describe('blogListingTitle', () => {
  it("names the page, the category or the search, after the blog's own title", () => {
    const blog = 'LocalRank Blog · Local SEO guides';
    expect(blogListingTitle(blog, { page: 1, category: null, q: '' })).toBe(blog);
    expect(blogListingTitle(blog, { page: 3, category: null, q: '' })).toBe(`${blog} · Page 3`);
    expect(blogListingTitle(blog, { page: 1, category: 'tips-tricks', q: '' })).toBe('Tips & Tricks articles · LocalRank Blog');
    expect(blogListingTitle(blog, { page: 2, category: 'tutorials', q: '' })).toBe('Tutorials articles · Page 2 · LocalRank Blog');
    expect(blogListingTitle(blog, { page: 2, category: 'tutorials', q: 'maps' })).toBe(
      'Search results for "maps" in Tutorials · Page 2 · LocalRank Blog',
    );
  });
});
