import { describe, expect, it } from 'vitest';
import { articleTree } from './email-article-tree.ts';
import { renderArticleHtml } from './email-body-html.ts';

const base = 'https://www.example.com/blog/a-post';
const render = (stored: string) => renderArticleHtml(articleTree(stored), base);

describe('the article as e-mail HTML', () => {
  it('keeps headings, paragraphs, lists, quotes, links and code, styled inline', () => {
    const html = render(
      '<h2>Title</h2><p>Text <strong>bold</strong> <em>it</em></p><ul><li>one</li></ul><ol start="3"><li>three</li></ol>' +
        '<blockquote><p>quoted</p></blockquote><p><code>x &lt; y</code></p><pre class="language-js"><code class="language-js">a\n  b</code></pre>',
    );
    expect(html).toMatch(/^<h2 style="[^"]+">Title<\/h2><p style="[^"]+">Text <strong>bold<\/strong> <em>it<\/em><\/p>/);
    expect(html).toMatch(/<ul style="[^"]+"><li style="[^"]+">one<\/li><\/ul>/);
    expect(html).toContain('<ol start="3" style=');
    expect(html).toMatch(/<blockquote style="[^"]*border-left[^"]*"><p style="[^"]+">quoted<\/p><\/blockquote>/);
    expect(html).toMatch(/<code style="[^"]*monospace[^"]*">x &lt; y<\/code>/);
    expect(html).toMatch(/<pre style="[^"]*white-space:pre-wrap[^"]*"><code>a\n {2}b<\/code><\/pre>/);
    expect(html).not.toContain('class=');
  });

  it('makes every link absolute on the site and drops the ones no reader may follow', () => {
    const html = render(
      '<p><a href="/pricing">plans</a> <a href="other">other</a> <a href="https://maps.example.org/?a=1&amp;b=2" target="_blank">map</a> ' +
        '<a href="javascript:alert(1)">bad</a> <a href="mailto:hello@example.com">mail</a></p>',
    );
    expect(html).toContain('<a href="https://www.example.com/pricing" style=');
    expect(html).toContain('<a href="https://www.example.com/blog/other" style=');
    expect(html).toContain('<a href="https://maps.example.org/?a=1&amp;b=2" style=');
    expect(html).toContain('<a href="mailto:hello@example.com" style=');
    expect(html).toContain(' bad ');
    expect(html).not.toMatch(/javascript|target=/);
  });

  it('shows each image at an absolute URL of the media variant fit for the column, with its size and alt text', () => {
    const html = render(
      '<figure><img src="/media/abc.jpg" srcset="/media/abc-640w.webp 640w, /media/abc-1280w.webp 1280w, /media/abc.jpg 2400w" ' +
        'sizes="(min-width: 768px) 768px, 100vw" width="2400" height="1600" alt="A shop &amp; its &quot;sign&quot;" loading="lazy">' +
        '<figcaption>The shop</figcaption></figure>',
    );
    expect(html).toContain(
      '<img src="https://www.example.com/media/abc-1280w.webp" width="552" height="368" alt="A shop &amp; its &quot;sign&quot;" style=',
    );
    expect(html).toMatch(/<p style="[^"]+">The shop<\/p>/);
    expect(html).not.toMatch(/srcset|sizes=|loading=/);
  });

  it('turns a YouTube video into its linked thumbnail with a "Watch on YouTube" link', () => {
    const html = render(
      '<figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch on YouTube</a>' +
        '<figcaption>Our talk &lt;live&gt;</figcaption></figure>',
    );
    expect(html).toContain(
      '<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"><img src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg" width="480" height="360" alt="Video: Our talk &lt;live&gt;"',
    );
    expect(html).toMatch(/<a href="https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ" style="[^"]+">&#9654; Watch on YouTube<\/a>/);
    expect(html).not.toMatch(/iframe|youtube-nocookie|<button/);
  });

  it('turns a Vimeo video into a linked text card with no third-party image', () => {
    const html = render(
      '<figure data-embed="vimeo" data-embed-id="76979871"><a href="https://vimeo.com/76979871">Watch on Vimeo</a></figure>',
    );
    expect(html).toContain('Video on Vimeo');
    expect(html).toMatch(/<a href="https:\/\/vimeo\.com\/76979871" style="[^"]+">&#9654; Watch on Vimeo<\/a>/);
    expect(html).not.toContain('<img');
  });

  it('never lets a script, iframe, style, form or event handler through', () => {
    const html = render(
      '<p onclick="x()" style="color:red">a</p><script>alert(1)</script><iframe src="https://player.vimeo.com/video/1"></iframe>' +
        '<style>body{}</style><form action="/x"><input name="a"></form><img src="/media/a.jpg" onerror="x()" alt="">' +
        '<svg onload="x()"><circle /></svg><a href="/x" onmouseover="x()">x</a>',
    );
    expect(html).not.toMatch(/<script|<iframe|<style|<form|<input|<svg|\son[a-z]+=|alert|color:red/i);
  });

  it('writes a table as lines of cells, without a table element', () => {
    const html = render(
      '<table><caption>Plans</caption><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody><tr><td>Pro</td><td>£9</td></tr></tbody></table>',
    );
    expect(html).not.toMatch(/<table|<tr|<td|<th/);
    expect(html).toMatch(/<strong>Plan<\/strong><span style="[^"]+"> \| <\/span><strong>Price<\/strong>/);
    expect(html).toMatch(/>Pro<span style="[^"]+"> \| <\/span>£9</);
    expect(html).toContain('Plans');
  });
});
