import type { BlogPostSummary } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { renderEdited } from '../page-content/render-edited.test-util.tsx';
import { BlogBrowser } from './blog-browser.tsx';

function post(id: number, title: string, categories: string[], featured = false): BlogPostSummary {
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
    featured,
  };
}

const POSTS = [
  post(1, 'Featured guide', ['Local SEO'], true),
  post(2, 'Case of the bakery', ['Case Studies']),
  post(3, 'Review replies', ['Tips & Tricks']),
];

describe('BlogBrowser', () => {
  it('renders the filter it was asked for on the server: results heading, count and matching cards only', () => {
    const html = renderEdited(
      <BlogBrowser posts={POSTS} initial={{ q: '', category: 'case-studies' }} followAddress retryHref="/blog?category=case-studies" />,
    );
    expect(html).toContain('Category: case-studies');
    expect(html).toContain('1 article found');
    expect(html).toContain('Case of the bakery');
    expect(html).not.toContain('Review replies');
    expect(html).not.toContain('Featured article');
  });

  it('links every card to its article without the router', () => {
    const html = renderEdited(<BlogBrowser posts={POSTS} initial={{ q: '', category: null }} followAddress retryHref="/blog" />);
    expect(html).toContain('href="/blog/post-1"');
    expect(html).toContain('href="/blog/post-2"');
    expect(html).toContain('Featured article');
  });

  it('offers Try again as a link to the page itself when the list could not be read', () => {
    const html = renderEdited(
      <BlogBrowser posts="failed" initial={{ q: 'maps', category: null }} followAddress retryHref="/blog?q=maps" />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('We couldn&#x27;t load the articles.');
    expect(html).toMatch(/<a href="\/blog\?q=maps"[^>]*>Try again<\/a>/);
  });
});
