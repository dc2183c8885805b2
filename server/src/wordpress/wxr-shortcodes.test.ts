import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../content/html-sanitizer.ts';
import { paragraphs } from './wxr-mapping.ts';
import { convertContent, shortcodeAttributes, type WxrAttachment } from './wxr-shortcodes.ts';

const attachments = new Map<number, WxrAttachment>([
  [1, { id: 1, url: 'https://old.example/wp-content/uploads/a.jpg', alt: 'Shop A', caption: 'The first shop', parent: 10 }],
  [2, { id: 2, url: 'https://old.example/wp-content/uploads/b.png', alt: 'Shop B', caption: '', parent: 10 }],
  [3, { id: 3, url: 'https://old.example/wp-content/uploads/c.pdf', alt: '', caption: '', parent: 10 }],
  [4, { id: 4, url: 'https://old.example/wp-content/uploads/d.jpg', alt: 'Elsewhere', caption: '', parent: 99 }],
]);

/** The content as the import stores it: converted, in paragraphs, sanitised; and the unknown shortcodes met. */
function imported(content: string) {
  const unknown = new Map<string, number>();
  const html = sanitizeArticleHtml(paragraphs(convertContent(content, { attachments, postId: 10, unknown })));
  return { html, unknown: Object.fromEntries(unknown) };
}

describe('shortcode attributes', () => {
  it('reads quoted, single-quoted, bare and positional values as WordPress does', () => {
    expect(shortcodeAttributes(` id="attachment_754" align='alignnone' width=604 "pos" flag`)).toEqual({
      id: 'attachment_754',
      align: 'alignnone',
      width: '604',
      0: 'pos',
      1: 'flag',
    });
  });
});

describe('classic-editor shortcodes', () => {
  it('[caption] becomes a figure with its image (alt kept, link dropped) and a figcaption', () => {
    const { html } = imported(
      'Before.\n\n[caption id="attachment_754" align="alignnone" width="604"]<a href="https://old.example/a.jpg"><img class="size-large" src="https://old.example/a.jpg" alt="Shop front" width="604" height="400" /></a> The <em>new</em> shop front[/caption]\n\nAfter.',
    );
    expect(html).toBe(
      '<p>Before.</p>\n<figure><img src="https://old.example/a.jpg" alt="Shop front" width="604" height="400" /><figcaption>The new shop front</figcaption></figure>\n<p>After.</p>',
    );
  });

  it('[gallery ids] shows the attachments named, in order; without ids, the images attached to the post', () => {
    expect(imported('[gallery ids="2,1" columns="2"]').html).toBe(
      '<figure><img src="https://old.example/wp-content/uploads/b.png" alt="Shop B" /></figure>\n<figure><img src="https://old.example/wp-content/uploads/a.jpg" alt="Shop A" /><figcaption>The first shop</figcaption></figure>',
    );
    const all = imported('[gallery columns="3"]').html;
    expect(all).toContain('a.jpg');
    expect(all).toContain('b.png');
    expect(all).not.toMatch(/c\.pdf|d\.jpg/);
  });

  it('[embed], [video] and a bare YouTube or Vimeo URL become click-to-load video cards; other media a link', () => {
    const { html } = imported(
      [
        '[embed]https://www.youtube.com/watch?v=dQw4w9WgXcQ[/embed]',
        '[video width="640" src="https://vimeo.com/76979871"][/video]',
        '[video mp4="https://old.example/clip.mp4"][/video]',
        '[audio src="https://old.example/song.mp3"]',
        'https://youtu.be/dQw4w9WgXcQ',
        'See https://vimeo.com/1 inline, not a card.',
        'https://old.example/not-a-video',
      ].join('\n\n'),
    );
    expect(html).toBe(
      [
        '<figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch on YouTube</a></figure>',
        '<figure data-embed="vimeo" data-embed-id="76979871"><a href="https://vimeo.com/76979871">Watch on Vimeo</a></figure>',
        '<p><a href="https://old.example/clip.mp4">https://old.example/clip.mp4</a></p>',
        '<p><a href="https://old.example/song.mp3">https://old.example/song.mp3</a></p>',
        '<figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch on YouTube</a></figure>',
        '<p>See https://vimeo.com/1 inline, not a card.</p>',
        '<p>https://old.example/not-a-video</p>',
      ].join('\n'),
    );
  });

  it('an unknown shortcode keeps its inner text and is counted by name; no shortcode text remains', () => {
    const { html, unknown } = imported(
      '[su_box title="Note"]Call us [highlight]today[/highlight].[/su_box]\n\n[contact-form-7 id="5" /] [highlight]again[/highlight] [/stray]',
    );
    expect(html).toBe('<p>Call us today.</p>\n<p>again</p>');
    expect(unknown).toEqual({ su_box: 1, highlight: 2, 'contact-form-7': 1 });
    expect(html).not.toContain('[');
  });

  it('bracketed text that is not a shortcode name stays as written', () => {
    expect(imported('See [1] and [Read more] or [ a ].').html).toBe('<p>See [1] and [Read more] or [ a ].</p>');
  });

  it("an editor's note in brackets stays as written, and is not counted as a shortcode", () => {
    const { html, unknown } = imported('Their sign said "open everyday" [sic] and the claim [citation needed] held [emphasis added].');
    expect(html).toBe('<p>Their sign said "open everyday" [sic] and the claim [citation needed] held [emphasis added].</p>');
    expect(unknown).toEqual({});
  });

  it('a bare YouTube or Vimeo URL on its own line inside pre or code stays text, not a video card', () => {
    const { html } = imported(
      [
        '<pre>https://www.youtube.com/watch?v=dQw4w9WgXcQ\nhttps://vimeo.com/76979871</pre>',
        '<!-- wp:code -->\n<pre class="wp-block-code"><code>\nhttps://youtu.be/dQw4w9WgXcQ\n</code></pre>\n<!-- /wp:code -->',
        '<code>\nhttps://vimeo.com/76979871\n</code>',
        '<code>x</code> https://vimeo.com/76979871',
        'https://vimeo.com/76979871',
      ].join('\n\n'),
    );
    expect(html).toContain('<pre>https://www.youtube.com/watch?v=dQw4w9WgXcQ\nhttps://vimeo.com/76979871</pre>');
    expect(html).toContain('<pre><code>\nhttps://youtu.be/dQw4w9WgXcQ\n</code></pre>');
    expect(html).toMatch(/<code>(?:<br \/>)?\s*https:\/\/vimeo\.com\/76979871(?:<br \/>)?\s*<\/code>/);
    expect(html).toContain('<code>x</code> https://vimeo.com/76979871');
    // Only the URL alone on its line outside code is a card.
    expect(html.match(/data-embed=/g)).toHaveLength(1);
  });

  it('shortcodes written inside code and pre stay as written (a post about them)', () => {
    const { html, unknown } = imported(
      'Write <code>[gallery ids="1,2"]</code> to show images:\n\n<pre>[caption id="x"]<b>Photo</b>[/caption]\n[embed]https://youtu.be/abc[/embed]</pre>\n\n[highlight]Done[/highlight]',
    );
    expect(html).toContain('<code>[gallery ids="1,2"]</code>');
    expect(html).toContain('[caption id="x"]');
    expect(html).toContain('[embed]https://youtu.be/abc[/embed]');
    expect(html).toContain('<p>Done</p>');
    expect(unknown).toEqual({ highlight: 1 });
  });
});

describe('Gutenberg blocks', () => {
  it('are read the same way: comments dropped, images, galleries and embeds converted', () => {
    const { html, unknown } = imported(
      [
        '<!-- wp:paragraph -->\n<p>Hello <strong>there</strong>.</p>\n<!-- /wp:paragraph -->',
        '<!-- wp:image {"id":1,"sizeSlug":"large"} -->\n<figure class="wp-block-image size-large"><img src="https://old.example/a.jpg" alt="Shop A" class="wp-image-1"/><figcaption class="wp-element-caption">Our shop</figcaption></figure>\n<!-- /wp:image -->',
        '<!-- wp:gallery {"linkTo":"none"} -->\n<figure class="wp-block-gallery has-nested-images columns-2"><!-- wp:image {"id":1} -->\n<figure class="wp-block-image"><img src="https://old.example/a.jpg" alt="A"/></figure>\n<!-- /wp:image -->\n\n<!-- wp:image {"id":2} -->\n<figure class="wp-block-image"><img src="https://old.example/b.png" alt="B"/><figcaption>Second</figcaption></figure>\n<!-- /wp:image --></figure>\n<!-- /wp:gallery -->',
        '<!-- wp:embed {"url":"https://www.youtube.com/watch?v=dQw4w9WgXcQ","type":"video","providerNameSlug":"youtube"} -->\n<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n</div><figcaption class="wp-element-caption">Our video</figcaption></figure>\n<!-- /wp:embed -->',
        '<!-- wp:video -->\n<figure class="wp-block-video"><video controls src="https://old.example/tour.mp4"></video></figure>\n<!-- /wp:video -->',
        '<!-- wp:shortcode -->\n[gallery ids="2"]\n<!-- /wp:shortcode -->',
      ].join('\n\n'),
    );
    expect(html).toBe(
      [
        '<p>Hello <strong>there</strong>.</p>',
        '<figure><img src="https://old.example/a.jpg" alt="Shop A" /><figcaption>Our shop</figcaption></figure>',
        '<figure><img src="https://old.example/a.jpg" alt="A" /></figure>',
        '<figure><img src="https://old.example/b.png" alt="B" /><figcaption>Second</figcaption></figure>',
        '<figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch on YouTube</a><figcaption>Our video</figcaption></figure>',
        '<p><a href="https://old.example/tour.mp4">https://old.example/tour.mp4</a></p>',
        '<figure><img src="https://old.example/wp-content/uploads/b.png" alt="Shop B" /></figure>',
      ].join('\n'),
    );
    expect(unknown).toEqual({});
  });
});
