import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-target.ts';

describe('linkTarget', () => {
  it('gives the router site paths, split from their anchor', () => {
    expect(linkTarget('/pricing')).toEqual({ type: 'internal', path: '/pricing', hash: undefined });
    expect(linkTarget('/pricing#faq')).toEqual({ type: 'internal', path: '/pricing', hash: 'faq' });
    expect(linkTarget('/blog/some-post#')).toEqual({ type: 'internal', path: '/blog/some-post', hash: undefined });
  });

  it('marks http(s) addresses external, in any letter case', () => {
    expect(linkTarget('https://example.com')).toEqual({ type: 'external', href: 'https://example.com' });
    expect(linkTarget('HTTP://example.com/x')).toEqual({ type: 'external', href: 'HTTP://example.com/x' });
  });

  it('leaves anchors, mailto:, tel:, protocol-relative addresses and paths with a query to the browser', () => {
    for (const href of ['#top', 'mailto:a@b.co', 'tel:+4420', '//evil.example', '/blog?category=guides']) {
      expect(linkTarget(href)).toEqual({ type: 'plain', href });
    }
  });
});
