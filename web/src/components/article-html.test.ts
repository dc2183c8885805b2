import { describe, expect, it } from 'vitest';
import { articleHtml } from './article-html.ts';

const youtube =
  '<figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch on YouTube</a>' +
  '<figcaption>Our <em>launch</em></figcaption></figure>';

describe('articleHtml', () => {
  it('turns a YouTube figure into a card that loads nothing until played', () => {
    const html = articleHtml(`<p>Before</p>${youtube}<p>After</p>`);
    expect(html).toContain('<p>Before</p><figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ"><div data-video-card');
    expect(html).toContain('data-video-player="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"');
    expect(html).toContain('aria-label="Play video from YouTube"');
    expect(html).toContain('Playing loads the video from YouTube.');
    expect(html).toContain('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch on YouTube</a></div>');
    expect(html).toContain('<figcaption>Our <em>launch</em></figcaption></figure><p>After</p>');
    expect(html).not.toMatch(/<iframe|src="https:\/\/www\.youtube/);
  });

  it('plays Vimeo without tracking, and draws the link from the id, not from what the figure held', () => {
    const html = articleHtml(
      '<figure data-embed="vimeo" data-embed-id="76979871"><a href="https://example.com/elsewhere">Watch</a></figure>',
    );
    expect(html).toContain('data-video-player="https://player.vimeo.com/video/76979871?dnt=1&autoplay=1"');
    expect(html).toContain('<a href="https://vimeo.com/76979871">Watch on Vimeo</a></div></figure>');
    expect(html).not.toContain('example.com');
    expect(html).not.toContain('<figcaption>');
  });

  it('leaves a figure whose pair is not a video as it was', () => {
    const html = '<figure data-embed="vimeo" data-embed-id="abc"><p>x</p></figure><figure><img src="/media/a.jpg" alt="A" /></figure>';
    expect(articleHtml(html)).toBe(html);
  });

  it('puts each table in a region that scrolls sideways, and lets the keyboard reach code blocks', () => {
    expect(articleHtml('<table><tbody><tr><td>1</td></tr></tbody></table><pre class="language-ts"><code>a</code></pre><pre>b</pre>')).toBe(
      '<div class="overflow-x-auto" role="region" aria-label="Table" tabindex="0"><table><tbody><tr><td>1</td></tr></tbody></table></div>' +
        '<pre tabindex="0" class="language-ts"><code>a</code></pre><pre tabindex="0">b</pre>',
    );
  });
});
