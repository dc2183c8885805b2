import { describe, expect, it } from 'vitest';
import { articleTree } from './email-article-tree.ts';
import { renderArticleText, TEXT_WIDTH, wrapText } from './email-body-text.ts';

const base = 'https://www.example.com/blog/a-post';
const render = (stored: string) => renderArticleText(articleTree(stored), base);

describe('wrapText', () => {
  it('wraps at the width without breaking a long word, and keeps line breaks', () => {
    const long = `https://www.example.com/${'x'.repeat(100)}`;
    expect(wrapText(`one two three four ${long} five\nsix`, 14)).toEqual(['one two three', 'four', long, 'five', 'six']);
  });
});

describe('the article as plain text', () => {
  it('underlines headings and separates paragraphs', () => {
    expect(render('<h2>First part</h2><p>Some text.</p><h3>Detail</h3><p>More.</p>')).toBe(
      'First part\n==========\n\nSome text.\n\nDetail\n------\n\nMore.',
    );
  });

  it('writes lists with "- " and numbers, nested lists indented', () => {
    expect(render('<ul><li>one</li><li>two<ul><li>inner</li></ul></li></ul><ol start="4"><li>four</li><li>five</li></ol>')).toBe(
      '- one\n- two\n  - inner\n\n4. four\n5. five',
    );
  });

  it('writes links as "text (url)" with the URL absolute, and images as their alt text', () => {
    expect(
      render(
        '<p>See <a href="/pricing">our plans</a>, <a href="https://x.example/">https://x.example/</a> or <a href="javascript:x()">this</a>.</p>' +
          '<figure><img src="/media/a.jpg" alt="A shop front"><figcaption>The shop</figcaption></figure>',
      ),
    ).toBe('See our plans (https://www.example.com/pricing), https://x.example/ or\nthis.\n\n[Image: A shop front]\nThe shop');
  });

  it('writes videos as a line with their link', () => {
    expect(
      render(
        '<figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch on YouTube</a><figcaption>Our talk</figcaption></figure>' +
          '<figure data-embed="vimeo" data-embed-id="76979871"><a href="https://vimeo.com/76979871">Watch on Vimeo</a></figure>',
      ),
    ).toBe('Video: Our talk (https://www.youtube.com/watch?v=dQw4w9WgXcQ)\n\nVideo on Vimeo (https://vimeo.com/76979871)');
  });

  it('quotes with "> ", keeps code as written, and writes text decoded, never as markup', () => {
    expect(
      render('<blockquote><p>Wise words &amp; more</p></blockquote><pre><code>if (a &lt; b) {\n  go();\n}</code></pre><script>x</script>'),
    ).toBe('> Wise words & more\n\n    if (a < b) {\n      go();\n    }');
  });

  it('wraps long paragraphs and table rows', () => {
    const text = render(`<p>${'word '.repeat(60)}</p><table><tr><th>Plan</th><th>Price</th></tr><tr><td>Pro</td><td>£9</td></tr></table>`);
    const lines = text.split('\n');
    expect(lines.every((line) => line.length <= TEXT_WIDTH)).toBe(true);
    expect(lines.slice(-2)).toEqual(['Plan | Price', 'Pro | £9']);
  });
});
