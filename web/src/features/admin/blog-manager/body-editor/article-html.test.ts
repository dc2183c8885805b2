// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fromEditorHtml, toEditorHtml } from './article-html.ts';

describe('toEditorHtml', () => {
  it('turns an h1 into an h2 and h5/h6 into h4, keeping their content', () => {
    expect(toEditorHtml('<h1>Title <em>here</em></h1><h5>Five</h5><h6>Six</h6><h3>Three</h3>')).toBe(
      '<h2>Title <em>here</em></h2><h4>Five</h4><h4>Six</h4><h3>Three</h3>',
    );
  });
});

describe('fromEditorHtml', () => {
  it('writes tables in the stored shape: no colgroup, widths or spans of one, cells holding their text', () => {
    const editor =
      '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"><col style="min-width: 25px"></colgroup><tbody>' +
      '<tr><th colspan="1" rowspan="1"><p>Plan</p></th><th colspan="2" rowspan="1"><p>Price</p></th></tr>' +
      '<tr><td colspan="1" rowspan="1"><p>Pro</p></td><td colspan="1" rowspan="1"><p>A</p><p>B</p></td></tr></tbody></table>';
    expect(fromEditorHtml(editor)).toBe(
      '<table><tbody><tr><th>Plan</th><th colspan="2">Price</th></tr><tr><td>Pro</td><td><p>A</p><p>B</p></td></tr></tbody></table>',
    );
  });

  it('writes list items as the seeded posts do, nested lists included', () => {
    expect(fromEditorHtml('<ul><li><p><strong>One:</strong> first</p></li><li><p>Two</p><ul><li><p>Inner</p></li></ul></li></ul>')).toBe(
      '<ul><li><strong>One:</strong> first</li><li>Two<ul><li>Inner</li></ul></li></ul>',
    );
  });

  it('drops the empty paragraphs that close the body, not those inside it', () => {
    expect(fromEditorHtml('<p>One</p><p></p><p>Two</p><p></p><p> </p>')).toBe('<p>One</p><p></p><p>Two</p>');
    expect(fromEditorHtml('<p></p>')).toBe('');
  });

  it('leaves figures and embeds as they are', () => {
    const html =
      '<figure><img src="/media/a.jpg" srcset="/media/a-640.webp 640w" sizes="100vw" alt="A" width="2000" height="1333"><figcaption>Cap</figcaption></figure>' +
      '<figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch on YouTube</a></figure>';
    expect(fromEditorHtml(html)).toBe(html);
  });
});
