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
    ['<img src="x" onerror="alert(1)">', ''],
    ['<img src="/media/a.webp" onerror="alert(1)">', '<img src="/media/a.webp" />'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', ''],
    ['<img src="javascript:alert(1)" alt="a">', ''],
    ['<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
    ['<h1>Big</h1>', '<h2>Big</h2>'],
    ['<a href="https://example.com" target="evil" rel="opener">x</a>', '<a href="https://example.com">x</a>'],
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

  it('keeps images from http(s) and the media library, tables, code and quotes', () => {
    const html =
      '<p><img src="https://cdn.example.com/a.png" alt="A" /><img src="/media/b.webp" alt="B" /></p>' +
      '<table><thead><tr><th scope="col">H</th></tr></thead><tbody><tr><td colspan="2">C</td></tr></tbody></table>' +
      '<pre><code class="language-ts">const a = 1;</code></pre><blockquote>Q</blockquote>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });
});

describe('htmlToText', () => {
  it('strips tags and collapses whitespace', () => {
    expect(htmlToText('<h2>Hello</h2>\n<p>big   <em>world</em></p>')).toBe('Hello big world');
  });
});
