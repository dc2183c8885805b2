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

describe('sanitizeArticleHtml: library images and video cards', () => {
  const SRCSET = '/media/abc-640.webp 640w, /media/abc-1280.webp 1280w, /media/abc.jpg 2000w';
  const SIZES = '(min-width: 768px) 768px, 100vw';
  const image = (srcset: string, extra = '') =>
    `<figure><img src="/media/abc.jpg" srcset="${srcset}" sizes="${SIZES}" alt="A shop" width="2000" height="1333"${extra} />` +
    '<figcaption>Our shop</figcaption></figure>';
  const plainImage =
    '<figure><img src="/media/abc.jpg" alt="A shop" width="2000" height="1333" /><figcaption>Our shop</figcaption></figure>';
  const youtube =
    '<figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch on YouTube</a>' +
    '<figcaption>Our launch</figcaption></figure>';

  it('keeps a library image with its srcset, sizes and caption', () => {
    expect(sanitizeArticleHtml(image(SRCSET))).toBe(image(SRCSET));
    const https = 'https://cdn.example.com/a-640.webp 640w,https://cdn.example.com/a.jpg 2000w';
    expect(sanitizeArticleHtml(image(https))).toBe(image('https://cdn.example.com/a-640.webp 640w, https://cdn.example.com/a.jpg 2000w'));
  });

  it.each([
    ['a javascript: candidate', '/media/a-640.webp 640w, javascript:alert(1) 1280w'],
    ['a data: candidate', 'data:image/png;base64,AAAA 640w'],
    ['a protocol-relative candidate', '//evil.example/a.jpg 640w, /media/a.jpg 2000w'],
    ['an http candidate', 'http://cdn.example.com/a.jpg 640w'],
    ['a site path outside the library', '/admin/a.jpg 640w'],
    ['a density descriptor', '/media/a.jpg 2x'],
    ['no descriptor', '/media/a.jpg'],
    ['a candidate with markup', '/media/a.jpg 640w, &lt;script&gt; 1280w'],
    ['an empty list', ''],
  ])('drops the whole srcset (and its sizes) for %s, keeping the image', (_name, srcset) => {
    expect(sanitizeArticleHtml(image(srcset))).toBe(plainImage);
  });

  it('drops sizes that are not media conditions and lengths', () => {
    expect(sanitizeArticleHtml(image(SRCSET).replace(SIZES, '100vw, &lt;img src=x onerror=alert(1)&gt;'))).toBe(
      image(SRCSET).replace(` sizes="${SIZES}"`, ''),
    );
  });

  it('keeps a YouTube or Vimeo card', () => {
    expect(sanitizeArticleHtml(youtube)).toBe(youtube);
    const vimeo = '<figure data-embed="vimeo" data-embed-id="76979871"><a href="https://vimeo.com/76979871">Watch on Vimeo</a></figure>';
    expect(sanitizeArticleHtml(vimeo)).toBe(vimeo);
  });

  it.each([
    ['a short YouTube id', 'youtube', 'short'],
    ['a YouTube id with markup', 'youtube', 'dQw4w9WgXc"'],
    ['a Vimeo id that is not a number', 'vimeo', 'dQw4w9WgXcQ'],
    ['a Vimeo id too long', 'vimeo', '1234567890123'],
    ['another provider', 'dailymotion', 'x7tgad0'],
    ['a javascript: provider', 'javascript:alert(1)', 'dQw4w9WgXcQ'],
  ])('leaves a plain figure for %s', (_name, provider, id) => {
    const html = `<figure data-embed="${provider}" data-embed-id="${id}"><a href="https://example.com/v">Watch</a></figure>`;
    expect(sanitizeArticleHtml(html)).toBe('<figure><a href="https://example.com/v">Watch</a></figure>');
  });

  it('leaves a plain figure when one of the pair is missing', () => {
    expect(sanitizeArticleHtml('<figure data-embed="youtube"><p>x</p></figure>')).toBe('<figure><p>x</p></figure>');
    expect(sanitizeArticleHtml('<figure data-embed-id="dQw4w9WgXcQ"><p>x</p></figure>')).toBe('<figure><p>x</p></figure>');
  });

  it('drops every other attribute of figures, captions and images', () => {
    const dirty =
      '<figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ" data-src="https://evil.example" class="x" style="color:red" onclick="steal()">' +
      '<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" onmouseover="steal()">Watch on YouTube</a>' +
      '<figcaption id="c" onclick="steal()">Our launch</figcaption></figure>';
    expect(sanitizeArticleHtml(dirty)).toBe(youtube);
    expect(sanitizeArticleHtml(image(SRCSET, ' onerror="alert(1)" data-srcset="javascript:alert(1) 1w" style="x"'))).toBe(image(SRCSET));
  });

  it('does not let a video card carry an iframe', () => {
    const html =
      '<figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></figure>';
    expect(sanitizeArticleHtml(html)).toBe('<figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ"></figure>');
  });
});

describe('htmlToText', () => {
  it('strips tags and collapses whitespace', () => {
    expect(htmlToText('<h2>Hello</h2>\n<p>big   <em>world</em></p>')).toBe('Hello big world');
  });
});
