import type { BlogListItem, BlogListPage } from '@app/contracts/blog-listing';
import { describe, expect, it } from 'vitest';
import { renderEdited } from '../page-content/render-edited.test-util.tsx';
import { BlogBrowser } from './blog-browser.tsx';

function post(id: number, title: string, categories: string[], featured = false): BlogListItem {
  return {
    id,
    slug: `post-${id}`,
    title,
    excerpt: `About ${title}.`,
    image: `/images/blog/post-${id}.svg`,
    author: 'Sam Writer',
    publishedAt: '2025-04-15T09:00:00.000Z',
    readTime: '5 min read',
    categories,
    tags: [],
    featured,
    snippet: null,
  };
}

function page(fields: Partial<BlogListPage>): BlogListPage {
  return {
    posts: [],
    featured: null,
    total: 0,
    page: 1,
    pageCount: 1,
    pageSize: 12,
    category: null,
    q: '',
    closeMatches: false,
    ...fields,
  };
}

describe('BlogBrowser', () => {
  it('renders the page it was given on the server: results heading, the whole count and that page’s cards', () => {
    const html = renderEdited(
      <BlogBrowser
        listing={page({
          posts: [post(2, 'Case of the bakery', ['Case Studies'])],
          total: 13,
          page: 1,
          pageCount: 2,
          category: 'case-studies',
        })}
        initial={{ page: 1, category: 'case-studies', q: '' }}
        followAddress
        blogTitle="LocalRank Blog"
        retryHref="/blog/category/case-studies"
      />,
    );
    expect(html).toContain('Category: case-studies');
    expect(html).toContain('13 articles found');
    expect(html).toContain('Case of the bakery');
    expect(html).not.toContain('Featured article');
    expect(html).toMatch(/<nav aria-label="Blog pages"/);
    expect(html).toContain('href="/blog/category/case-studies/page/2"');
    expect(html).toContain('Page 1 of 2');
    expect(html).not.toContain('Newer articles');
  });

  it('shows the featured article and links cards and pages without the router', () => {
    const html = renderEdited(
      <BlogBrowser
        listing={page({
          posts: [post(2, 'Second', [])],
          featured: post(1, 'Featured guide', ['Local SEO'], true),
          total: 30,
          page: 2,
          pageCount: 3,
        })}
        initial={{ page: 2, category: null, q: '' }}
        followAddress
        blogTitle="LocalRank Blog"
        retryHref="/blog/page/2"
      />,
    );
    expect(html).toContain('href="/blog/post-1"');
    expect(html).toContain('href="/blog/post-2"');
    expect(html).toContain('Featured article');
    expect(html).toMatch(/<a href="\/blog"[^>]*rel="prev"/);
    expect(html).toMatch(/<a href="\/blog\/page\/3"[^>]*rel="next"/);
  });

  it('marks the matched words of a search snippet as text, never as HTML', () => {
    const result = {
      ...post(3, 'Review replies', []),
      snippet: [
        { text: 'how we ', match: false },
        { text: 'photographed', match: true },
        { text: ' <b>the</b> shop', match: false },
      ],
    };
    const html = renderEdited(
      <BlogBrowser
        listing={page({ posts: [result], total: 1, q: 'photograph' })}
        initial={{ page: 1, category: null, q: 'photograph' }}
        followAddress
        blogTitle="LocalRank Blog"
        retryHref="/blog?q=photograph"
      />,
    );
    expect(html).toContain('Search results for &quot;photograph&quot;');
    expect(html).toContain('1 article found');
    expect(html).toMatch(/<mark[^>]*>photographed<\/mark>/);
    expect(html).toContain('&lt;b&gt;the&lt;/b&gt; shop');
    expect(html).not.toContain('Blog pages');
  });

  it('says a search matched more than, or about, the count it shows when the count is not exact', () => {
    const render = (fields: Partial<BlogListPage>) =>
      renderEdited(
        <BlogBrowser
          listing={page({ posts: [post(4, 'Customers first', [])], q: 'customers', pageCount: 84, ...fields })}
          initial={{ page: 1, category: null, q: 'customers' }}
          followAddress
          blogTitle="LocalRank Blog"
          retryHref="/blog?q=customers"
        />,
      );
    expect(render({ total: 1000, totalBound: 'moreThan' })).toContain('More than 1,000 articles found');
    expect(render({ total: 89000, totalBound: 'about' })).toContain('About 89,000 articles found');
    expect(render({ total: 1000 })).toContain('1000 articles found');
  });

  it('says so when the results use words close to a mistyped search, and not otherwise', () => {
    const render = (closeMatches: boolean) =>
      renderEdited(
        <BlogBrowser
          listing={page({ posts: [post(4, 'Review replies that win', [])], total: 1, q: 'reviws', closeMatches })}
          initial={{ page: 1, category: null, q: 'reviws' }}
          followAddress
          blogTitle="LocalRank Blog"
          retryHref="/blog?q=reviws"
        />,
      );
    const note = 'No article uses these exact words; these articles use words close to them.';
    expect(render(true)).toContain(note);
    expect(render(true)).toContain('Search results for &quot;reviws&quot;');
    expect(render(false)).not.toContain(note);
  });

  it('offers Try again as a link to the page itself when the page could not be read', () => {
    const html = renderEdited(
      <BlogBrowser
        listing="failed"
        initial={{ page: 1, category: null, q: 'maps' }}
        followAddress
        retryHref="/blog?q=maps"
        blogTitle="LocalRank Blog"
      />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('We couldn&#x27;t load the articles.');
    expect(html).toMatch(/<a href="\/blog\?q=maps"[^>]*>Try again<\/a>/);
  });
});
