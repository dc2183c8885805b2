import { describe, expect, it } from 'vitest';
import { htmlBlocks, pageElements } from './wxr-page-elements.ts';

const leaves = (html: string) =>
  pageElements('Title', html, 1_700_000_000_000)[0]!.children.map((child) => [child.type, child.content ?? child.src ?? '']);

describe('a WordPress page as builder elements', () => {
  it('splits sanitised article HTML into its top-level blocks, nested lists kept whole', () => {
    expect(htmlBlocks('<p>a</p>loose<ul><li>x<ul><li>y</li></ul></li></ul><hr /><h2>h</h2>').map((block) => block.tag)).toEqual([
      'p',
      '',
      'ul',
      'hr',
      'h2',
    ]);
  });

  it('reads headings, paragraphs with line breaks, lists, quotes, code, tables, rules, images and videos', () => {
    expect(
      leaves(
        '<h3>Sub</h3><p>One<br />two</p><ol><li>A</li><li>B</li></ol><blockquote><p>Said</p></blockquote><pre><code>x = 1\ny = 2</code></pre>' +
          '<table><tbody><tr><th>Plan</th><th>Price</th></tr><tr><td>Pro</td><td>$9</td></tr></tbody></table><hr />' +
          '<figure><img src="/media/0123456789abcdef-a.png" alt="A photo" /><figcaption>Cap</figcaption></figure>' +
          '<figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch</a></figure>',
      ),
    ).toEqual([
      ['heading', 'Title'],
      ['heading', 'Sub'],
      ['text', 'One\ntwo'],
      ['text', '1. A\n2. B'],
      ['text', 'Said'],
      ['text', 'x = 1\ny = 2'],
      ['text', 'Plan | Price\nPro | $9'],
      ['divider', ''],
      ['image', 'A photo'],
      ['text', 'Cap'],
      ['video', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ]);
  });

  it('never gives an image element a source off this site: a missing image is the empty image box, named by its alt text or file', () => {
    const [, missing, named] = pageElements(
      'T',
      '<p><img data-missing-src="https://old.example/a.jpg" alt="Shop" /></p><p><img data-missing-src="https://old.example/b.jpg" alt="" /></p>',
      1,
    )[0]!.children;
    expect(missing).toMatchObject({ type: 'image', content: 'Shop' });
    expect(missing!.src).toBeUndefined();
    expect(named).toMatchObject({ type: 'image', content: 'Image missing: b.jpg' });
  });
});
