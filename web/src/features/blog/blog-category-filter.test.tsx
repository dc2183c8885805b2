import { describe, expect, it } from 'vitest';
import { renderEdited } from '../page-content/render-edited.test-util.tsx';
import { BlogCategoryFilter } from './blog-category-filter.tsx';

/** The links of the rendered filter, as [label, href, aria-current] triples. */
function links(html: string): [string, string, string | null][] {
  return [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map(([, attributes = '', label = '']) => [
    label.replace(/&amp;/g, '&'),
    /href="([^"]*)"/.exec(attributes)?.[1]?.replace(/&amp;/g, '&') ?? '',
    /aria-current="([^"]*)"/.exec(attributes)?.[1] ?? null,
  ]);
}

describe('BlogCategoryFilter', () => {
  it('renders every category as a link to the first page of its category, the selected one current', () => {
    const html = renderEdited(<BlogCategoryFilter value="case-studies" search="" onChange={() => {}} />);
    expect(html).not.toContain('<button');
    expect(links(html)).toEqual([
      ['All Posts', '/blog', null],
      ['Local SEO', '/blog/category/local-seo', null],
      ['Google Updates', '/blog/category/google-updates', null],
      ['Tips & Tricks', '/blog/category/tips-tricks', null],
      ['Case Studies', '/blog/category/case-studies', 'true'],
      ['Industry News', '/blog/category/industry-news', null],
      ['Tutorials', '/blog/category/tutorials', null],
    ]);
  });

  it('keeps the search text in every link', () => {
    const html = renderEdited(<BlogCategoryFilter value={null} search="near me" onChange={() => {}} />);
    expect(links(html).slice(0, 2)).toEqual([
      ['All Posts', '/blog?q=near+me', 'true'],
      ['Local SEO', '/blog/category/local-seo?q=near+me', null],
    ]);
  });

  it('takes a label edit but keeps its target', () => {
    const html = renderEdited(<BlogCategoryFilter value={null} search="" onChange={() => {}} />, {
      'blog.category.tutorials': { text: 'How-tos', href: 'https://elsewhere.example' },
    });
    expect(links(html)[6]).toEqual(['How-tos', '/blog/category/tutorials', null]);
  });
});
