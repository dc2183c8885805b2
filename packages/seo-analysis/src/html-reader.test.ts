import { describe, expect, it } from 'vitest';
import { decodeEntities, readHtml } from './html-reader.ts';

describe('readHtml', () => {
  it('reads paragraphs, with inline formatting joined into their text', () => {
    expect(readHtml('<p>One <strong>bold</strong> and <em>italic</em> word.</p><p>Two</p>').blocks).toEqual([
      { kind: 'paragraph', text: 'One bold and italic word.' },
      { kind: 'paragraph', text: 'Two' },
    ]);
  });

  it('reads headings h2 to h4 with their level', () => {
    expect(readHtml('<h2>A</h2><h3>B</h3><h4>C <code>x</code></h4>').blocks).toEqual([
      { kind: 'heading', text: 'A', level: 2 },
      { kind: 'heading', text: 'B', level: 3 },
      { kind: 'heading', text: 'C x', level: 4 },
    ]);
  });

  it('reads list items of bulleted and numbered lists, nested lists as their own items', () => {
    expect(readHtml('<ul><li>One</li><li>Two<ol><li>Inner</li></ol></li></ul>').blocks).toEqual([
      { kind: 'list-item', text: 'One' },
      { kind: 'list-item', text: 'Two' },
      { kind: 'list-item', text: 'Inner' },
    ]);
  });

  it('reads a quote, a paragraph inside a quote as a paragraph', () => {
    expect(readHtml('<blockquote>Said so.</blockquote><blockquote><p>Inside.</p></blockquote>').blocks).toEqual([
      { kind: 'quote', text: 'Said so.' },
      { kind: 'paragraph', text: 'Inside.' },
    ]);
  });

  it('reads code blocks as code, keeping their text out of prose', () => {
    expect(readHtml('<pre><code>const a = 1;</code></pre>').blocks).toEqual([{ kind: 'code', text: 'const a = 1;' }]);
  });

  it('reads table cells, header and data', () => {
    expect(
      readHtml('<table><thead><tr><th>Town</th><th>Price</th></tr></thead><tbody><tr><td>Leeds</td><td>£90</td></tr></tbody></table>')
        .blocks,
    ).toEqual([
      { kind: 'cell', text: 'Town' },
      { kind: 'cell', text: 'Price' },
      { kind: 'cell', text: 'Leeds' },
      { kind: 'cell', text: '£90' },
    ]);
  });

  it('treats a horizontal rule and a line break as separators', () => {
    expect(readHtml('<p>one<br>two</p><hr><p>three</p>').blocks.map((b) => b.text)).toEqual(['one two', 'three']);
  });

  it('reads links with their target, text and nofollow', () => {
    const { links } = readHtml(
      '<p>See <a href="/blog/a">our <em>post</em></a> and <a href=\'https://x.org\' rel="nofollow noopener">X</a>.</p>',
    );
    expect(links).toEqual([
      { href: '/blog/a', text: 'our post', nofollow: false },
      { href: 'https://x.org', text: 'X', nofollow: true },
    ]);
  });

  it('reads images with their alt text, missing alt as empty', () => {
    expect(readHtml('<p><img src="/a.jpg" alt="A &amp; B"><img src=/b.jpg /></p>').images).toEqual([
      { src: '/a.jpg', alt: 'A & B' },
      { src: '/b.jpg', alt: '' },
    ]);
  });

  it('makes loose text a paragraph and drops comments, scripts and styles', () => {
    expect(readHtml('Loose text <!-- note --><script>var x = "<p>";</script><style>p{}</style><p>Next</p> tail').blocks).toEqual([
      { kind: 'paragraph', text: 'Loose text' },
      { kind: 'paragraph', text: 'Next' },
      { kind: 'paragraph', text: 'tail' },
    ]);
  });

  it('collapses whitespace and decodes entities in text', () => {
    expect(readHtml('<p>  A&nbsp;&lt;b&gt;\n  &#8212; &#x2019;s  </p>').blocks[0]?.text).toBe('A <b> — ’s');
  });

  it('closes blocks left open at the end', () => {
    expect(readHtml('<p>Unclosed <strong>bold').blocks).toEqual([{ kind: 'paragraph', text: 'Unclosed bold' }]);
  });
});

describe('decodeEntities', () => {
  it('leaves unknown references as written', () => {
    expect(decodeEntities('&bogus; &amp; &#0;')).toBe('&bogus; & &#0;');
  });
});
