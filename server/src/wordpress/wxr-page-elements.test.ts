import { LIMITS } from '@app/builder-engine';
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

  it('keeps the text as rich text (headings, line breaks, lists, quotes, code, tables, links, bold), rules and figures as elements', () => {
    const text =
      '<h3>Sub</h3><p>One<br />two <a href="https://example.com/x">link</a> <strong>bold</strong></p><ol><li>A</li><li>B</li></ol>' +
      '<blockquote><p>Said</p></blockquote><pre><code>x = 1\ny = 2</code></pre>' +
      '<table><tbody><tr><th>Plan</th><th>Price</th></tr><tr><td>Pro</td><td>$9</td></tr></tbody></table>';
    expect(
      leaves(
        `${text}<hr />` +
          '<figure><img src="/media/0123456789abcdef-a.png" alt="A photo" /><figcaption>Cap <em>here</em></figcaption></figure>' +
          '<figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch</a></figure>' +
          'loose <b>words</b>',
      ),
    ).toEqual([
      ['heading', 'Title'],
      ['richtext', text],
      ['divider', ''],
      ['image', 'A photo'],
      ['richtext', '<p>Cap <em>here</em></p>'],
      ['video', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['richtext', '<p>loose <b>words</b></p>'],
    ]);
  });

  it('splits text longer than a rich text may hold at its blocks, each part within the limit', () => {
    const paragraph = `<p>${'word '.repeat(2000)}</p>`;
    const parts = pageElements('T', paragraph.repeat(12), 1)[0]!.children.filter((child) => child.type === 'richtext');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.content!.length).toBeLessThanOrEqual(LIMITS.richTextLength);
    expect(parts.map((part) => part.content).join('')).toBe(paragraph.repeat(12));
  });

  it('never gives an image element a source off this site: a missing image is the empty image box, named by its alt text or file', () => {
    const [, missing, named] = pageElements(
      'T',
      '<figure><img data-missing-src="https://old.example/a.jpg" alt="Shop" /></figure><figure><img data-missing-src="https://old.example/b.jpg" alt="" /></figure>',
      1,
    )[0]!.children;
    expect(missing).toMatchObject({ type: 'image', content: 'Shop' });
    expect(missing!.src).toBeUndefined();
    expect(named).toMatchObject({ type: 'image', content: 'Image missing: b.jpg' });
  });
});
