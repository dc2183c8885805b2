// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { fromEditorHtml, toEditorHtml } from './article-html.ts';
import { postBodyExtensions } from './editor-extensions.ts';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

/** What the editor writes back after reading `html` (as it reads stored HTML). */
function roundTrip(html: string): string {
  editor = new Editor({ extensions: postBodyExtensions(() => undefined), content: toEditorHtml(html) });
  return fromEditorHtml(editor.getHTML());
}

const FIGURE =
  '<figure><img src="/media/abc.jpg" srcset="/media/abc-640.webp 640w, /media/abc-1280.webp 1280w, /media/abc.jpg 2000w" sizes="(min-width: 768px) 768px, 100vw" alt="What it shows" width="2000" height="1333"><figcaption>Optional caption</figcaption></figure>';
const YOUTUBE =
  '<figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch on YouTube</a><figcaption>Optional caption</figcaption></figure>';
const VIMEO = '<figure data-embed="vimeo" data-embed-id="76979871"><a href="https://vimeo.com/76979871">Watch on Vimeo</a></figure>';

describe('the post body schema reads and writes the article HTML format unchanged', () => {
  it.each([
    ['an image figure with srcset, sizes and caption', FIGURE],
    ['an image figure without caption', '<figure><img src="/media/a.jpg" alt="Shop" width="800" height="600"></figure>'],
    ['a YouTube embed card', YOUTUBE],
    ['a Vimeo embed card without caption', VIMEO],
    [
      'text blocks and marks',
      '<h2>Two</h2><h3>Three</h3><h4>Four</h4><p>A <strong>b</strong> <em>c</em> <code>d</code> <a href="/blog/x">e</a></p>',
    ],
    [
      'lists, quote, code block and rule',
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote><p>Q</p></blockquote><pre><code>x = 1</code></pre><hr>',
    ],
    ['a table with a header row', '<table><tbody><tr><th>Plan</th><th>Price</th></tr><tr><td>Pro</td><td>$9</td></tr></tbody></table>'],
    ['a link that opens a new tab', '<p><a target="_blank" rel="noopener noreferrer" href="https://example.com">x</a></p>'],
    [
      'an image the WordPress import could not bring in, with its caption',
      '<figure><img data-missing-src="https://old.example/wp-content/uploads/shop.jpg" alt="Shop" width="604" height="400"><figcaption>The shop</figcaption></figure>',
    ],
    ['a missing image without caption', '<figure><img data-missing-src="https://old.example/a.jpg" alt=""></figure>'],
  ])('%s', (_name, html) => {
    expect(roundTrip(html)).toBe(html);
  });

  it('reads an h1 as an h2 and h5/h6 as h4, and a bare image as a figure', () => {
    expect(roundTrip('<h1>One</h1><h5>Five</h5><h6>Six</h6>')).toBe('<h2>One</h2><h4>Five</h4><h4>Six</h4>');
    expect(roundTrip('<p>Before</p><img src="/media/a.jpg" alt="A"><p>After</p>')).toBe(
      '<p>Before</p><figure><img src="/media/a.jpg" alt="A"></figure><p>After</p>',
    );
  });

  it('drops an embed whose id is not the service’s, and links with unsafe targets', () => {
    expect(roundTrip('<figure data-embed="youtube" data-embed-id="bad id"><a href="https://x.test">Watch</a></figure>')).not.toContain(
      'data-embed',
    );
    expect(roundTrip('<p><a href="javascript:alert(1)">x</a></p>')).toBe('<p>x</p>');
  });
});
