import { PRODUCT_NAME } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { MediaAsset } from '../entities/media-asset.entity.ts';
import { ultimateGuideLocalSeo2025Body } from '../startup/seed-data/blog-bodies/ultimate-guide-local-seo-2025.ts';
import { longArticle, emailTestPost } from '../test/post-email-fixtures.ts';
import { renderPostEmail, UNSUBSCRIBE_URL_PLACEHOLDER } from './post-email.ts';

const links = { siteOrigin: 'https://www.example.com', viewUrl: 'https://www.example.com/newsletter/view/12?t=a&b=c' };

/** What no mail program should be handed: tables for layout, style sheets, scripts, frames, classes, handlers. */
const UNWANTED = /<table|<style|<link|<script|<iframe|<object|<form|\sclass=|\son[a-z]+=|javascript:/i;

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the newsletter e-mail of a post', () => {
  const post = emailTestPost({
    title: `Fish & Chips <"best"> 'ever'`,
    slug: 'fish-and-chips',
    excerpt: 'Why <chips> & fish sell.',
    author: 'Jo <Admin>',
    content: '<p>Hello <a href="/pricing">plans</a>.</p><script>alert(1)</script><p onclick="x()">Bye</p>',
  });
  const { html, text } = renderPostEmail(post, `Subject & <more>`, links);

  it('escapes the title, subject, excerpt and author wherever they appear', () => {
    expect(html).toContain('<title>Subject &amp; &lt;more&gt;</title>');
    expect(html).toContain('>Fish &amp; Chips &lt;&quot;best&quot;&gt; &#39;ever&#39;</a></h1>');
    expect(html).toContain('>Why &lt;chips&gt; &amp; fish sell.&zwnj;&nbsp;');
    expect(html).toContain('By Jo &lt;Admin&gt;');
    expect(html).not.toContain('<"best">');
    expect(text).toContain(`Fish & Chips <"best"> 'ever'`);
  });

  it('has the brand, the title linked to the article, the date, and a "Read on the site" button', () => {
    expect(html).toContain(`>${PRODUCT_NAME}</a>`);
    // The links to the post carry the newsletter's UTM parameters: the site's analytics count its readers as the newsletter's.
    expect(html).toMatch(
      /<h1 style="[^"]+"><a href="https:\/\/www\.example\.com\/blog\/fish-and-chips\?utm_source=newsletter&amp;[^"]+" style=/,
    );
    expect(html).toContain('December 1, 2026 · By Jo &lt;Admin&gt;');
    expect(html).toMatch(
      /<a href="https:\/\/www\.example\.com\/blog\/fish-and-chips\?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=fish-and-chips" style="[^"]+">Read on the site<\/a>/,
    );
    expect(html).toContain('<a href="https://www.example.com/pricing"');
  });

  it('has "View in browser" and the unsubscribe placeholder as a link, in both parts', () => {
    expect(html).toContain('<a href="https://www.example.com/newsletter/view/12?t=a&amp;b=c" style="');
    expect(html).toContain('>View in browser</a>');
    expect(count(html, `href="${UNSUBSCRIBE_URL_PLACEHOLDER}"`)).toBe(1);
    expect(html).toContain('subscribed to the LocalRank newsletter at www.example.com');
    expect(text).toContain(`View in browser: ${links.viewUrl}`);
    expect(text).toContain(`Unsubscribe: ${UNSUBSCRIBE_URL_PLACEHOLDER}`);
    expect(text).toContain(
      'Read on the site: https://www.example.com/blog/fish-and-chips?utm_source=newsletter&utm_medium=email&utm_campaign=fish-and-chips',
    );
  });

  it('is one column of inline styles: no table, no style sheet, no script or handler', () => {
    expect(html).not.toMatch(UNWANTED);
    expect(html).toContain('max-width:600px');
    expect(html).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8">/);
    expect(text).toContain('Hello plans (https://www.example.com/pricing).');
    expect(text).not.toMatch(/alert|<p|<a /);
  });

  it('opens with the featured image from the media variants, linked to the article, its alt text in the text part', () => {
    const featuredImage = Object.assign(new MediaAsset(), {
      id: 3,
      filename: 'f.jpg',
      originalName: 'f.jpg',
      mimeType: 'image/jpeg',
      size: 1,
      url: '/media/f.jpg',
      altText: 'A busy high street',
      metadata: {
        width: 1600,
        height: 900,
        variants: [
          { url: '/media/f-640w.webp', width: 640, height: 360 },
          { url: '/media/f-1280w.webp', width: 1280, height: 720 },
        ],
      },
    });
    const email = renderPostEmail(
      emailTestPost({ title: 'Pictured', slug: 'pictured', content: '<p>Body</p>', featuredImage }),
      'Pictured',
      links,
    );
    expect(email.html).toContain(
      '<a href="https://www.example.com/blog/pictured?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=pictured"><img src="https://www.example.com/media/f-1280w.webp" width="600" height="338" alt="A busy high street" style=',
    );
    expect(email.text).toContain('[Image: A busy high street]');
  });

  it('keeps a long title on one line in the text part', () => {
    const title = `${'A long title about local search '.repeat(4)}end`;
    const email = renderPostEmail(emailTestPost({ title, content: '<p>Body</p>' }), title, links);
    expect(email.text).toContain(`${title}\n${'='.repeat(72)}\n`);
  });

  it('stays well under the size Gmail clips (102 KB) for a normal post (the longest seeded one: about 13 KB)', () => {
    const seeded = emailTestPost({
      title: 'The Ultimate Guide to Local SEO in 2025',
      excerpt: 'All of it.',
      content: ultimateGuideLocalSeo2025Body,
    });
    const email = renderPostEmail(seeded, 'The Ultimate Guide', links);
    expect(Buffer.byteLength(email.html)).toBeLessThan(20_000);
    expect(email.html).not.toMatch(UNWANTED);
    expect(email.text).toContain('Your first 30 days\n==================');
  });

  it('renders a 10,000-word post whole, its images from the variants and its videos as linked thumbnails', () => {
    const content = longArticle(10_000);
    const long = emailTestPost({ title: 'Long', content });
    const email = renderPostEmail(long, 'Long', links);
    const sections = count(content, '<h2>');
    expect(count(email.html, '<h2 ')).toBe(sections);
    expect(email.html).toContain(`>Section ${sections}</h2>`);
    expect(count(email.html, '-1280w.webp" width="552" height="368" alt="Picture ')).toBe(count(content, '<figure><img'));
    expect(count(email.html, 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg')).toBe(count(content, 'data-embed="youtube"'));
    expect(email.html).not.toMatch(UNWANTED);
    expect(email.text).toContain(`Section ${sections}\n${'='.repeat(`Section ${sections}`.length)}`);
    expect(email.text).toContain('[Image: Picture 0]');
    expect(email.text).toContain('Video on YouTube (https://www.youtube.com/watch?v=dQw4w9WgXcQ)');
  });
});
