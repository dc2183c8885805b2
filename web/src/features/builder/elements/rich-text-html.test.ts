// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cleanRichTextHtml } from './rich-text-html.ts';

describe('cleanRichTextHtml (a rich text on the canvas)', () => {
  it('keeps article HTML: headings, links, lists, bold, italic, figures and tables', () => {
    const html =
      '<h2>Hours</h2><p>We are <strong>open</strong> <em>daily</em>, <a href="/contact">write</a> or <a href="https://example.com" target="_blank">visit</a>.</p>' +
      '<ul><li>Mon</li></ul><figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch</a></figure>' +
      '<table><tbody><tr><td colspan="2">Pro</td></tr></tbody></table><pre class="language-js x"><code>a</code></pre>';
    expect(cleanRichTextHtml(html)).toBe(
      html.replace('target="_blank"', 'target="_blank" rel="noopener noreferrer"').replace('class="language-js x"', 'class="language-js"'),
    );
  });

  it('removes scripts, event handlers, javascript: links, frames, styles and comments', () => {
    const cleaned = cleanRichTextHtml(
      '<p onclick="alert(1)">Hi<script>alert(2)</script></p><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">bad</a>' +
        '<a href=" java\tscript:alert(5)">worse</a><style>p{}</style><!-- note -->' +
        '<h1 style="color:red">Title</h1><span class="x">kept text</span><object data="x"></object>',
    );
    expect(cleaned).toBe('<p>Hi</p><a>bad</a><a>worse</a><h2>Title</h2>kept text');
    // Last in their inputs: the test DOM (happy-dom) drops what follows them, where a browser would not.
    expect(cleanRichTextHtml('<p>a</p><svg><script>alert(6)</script></svg>')).toBe('<p>a</p>');
    expect(cleanRichTextHtml('<p>b</p><iframe srcdoc="<script>alert(7)</script>"></iframe>')).toBe('<p>b</p>');
  });

  it('keeps a library image and a missing one for the editor, and drops one with another source', () => {
    expect(
      cleanRichTextHtml(
        '<img src="/media/a.png" alt="A"><img data-missing-src="https://old.example/b.jpg" alt="B"><img src="data:image/png;base64,AA" alt="C">',
      ),
    ).toBe('<img src="/media/a.png" alt="A"><img data-missing-src="https://old.example/b.jpg" alt="B">');
  });
});
