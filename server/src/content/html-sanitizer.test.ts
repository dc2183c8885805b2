import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeArticleHtml } from './html-sanitizer.ts';

describe('sanitizeArticleHtml', () => {
  it('keeps article formatting', () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong> and <a href="/pricing">a link</a>.</p><ul><li>One</li></ul>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="steal()">hi</p>', '<p>hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
  ])('removes what could run: %s', (dirty, clean) => {
    expect(sanitizeArticleHtml(dirty)).toBe(clean);
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('htmlToText', () => {
  it('strips tags and collapses whitespace', () => {
    expect(htmlToText('<h2>Hello</h2>\n<p>big   <em>world</em></p>')).toBe('Hello big world');
  });
});
