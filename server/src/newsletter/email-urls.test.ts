import { describe, expect, it } from 'vitest';
import { absoluteImage, absoluteLink, EMAIL_CONTENT_WIDTH, emailImage, srcsetCandidates } from './email-urls.ts';

const base = 'https://www.example.com/blog/a-post';

describe('absoluteLink', () => {
  it('resolves relative links on the article address and keeps absolute ones', () => {
    expect(absoluteLink('/pricing', base)).toBe('https://www.example.com/pricing');
    expect(absoluteLink('other-post', base)).toBe('https://www.example.com/blog/other-post');
    expect(absoluteLink('#top', base)).toBe('https://www.example.com/blog/a-post#top');
    expect(absoluteLink('https://maps.google.com/?q=a&b=c', base)).toBe('https://maps.google.com/?q=a&b=c');
    expect(absoluteLink('mailto:hello@example.com', base)).toBe('mailto:hello@example.com');
    expect(absoluteLink('tel:+442079460321', base)).toBe('tel:+442079460321');
  });

  it('refuses scripts, data, protocol-relative and empty links', () => {
    expect(absoluteLink('javascript:alert(1)', base)).toBeNull();
    expect(absoluteLink(' JaVaScRiPt:alert(1)', base)).toBeNull();
    expect(absoluteLink('data:text/html,<b>x</b>', base)).toBeNull();
    expect(absoluteLink('//evil.example/x', base)).toBeNull();
    expect(absoluteLink('', base)).toBeNull();
  });

  it('takes images over http(s) only', () => {
    expect(absoluteImage('/media/a.jpg', base)).toBe('https://www.example.com/media/a.jpg');
    expect(absoluteImage('mailto:a@b.c', base)).toBeNull();
  });
});

describe('srcsetCandidates', () => {
  it('reads width descriptors, narrowest first, and skips anything else', () => {
    expect(srcsetCandidates('/media/a.jpg 2000w, /media/a-640w.webp 640w, /media/a-1280w.webp 1280w, /x.jpg 2x')).toEqual([
      { url: '/media/a-640w.webp', width: 640 },
      { url: '/media/a-1280w.webp', width: 1280 },
      { url: '/media/a.jpg', width: 2000 },
    ]);
    expect(srcsetCandidates(undefined)).toEqual([]);
  });
});

describe('emailImage', () => {
  const candidates = srcsetCandidates('/media/a-640w.webp 640w, /media/a-1280w.webp 1280w, /media/a.jpg 2000w');

  it('draws a wide image at the column width from the variant with twice its pixels', () => {
    expect(emailImage('/media/a.jpg', candidates, { width: 2000, height: 1000 }, base)).toEqual({
      src: 'https://www.example.com/media/a-1280w.webp',
      width: EMAIL_CONTENT_WIDTH,
      height: 276,
    });
  });

  it('never draws an image wider than it is, and takes the widest candidate when none has twice the pixels', () => {
    const small = srcsetCandidates('/media/b-640w.webp 640w, /media/b.png 700w');
    expect(emailImage('/media/b.png', small, { width: 700, height: 350 }, base)).toEqual({
      src: 'https://www.example.com/media/b.png',
      width: EMAIL_CONTENT_WIDTH,
      height: 276,
    });
    expect(emailImage('/media/c.png', [], { width: 300, height: 200 }, base)).toEqual({
      src: 'https://www.example.com/media/c.png',
      width: 300,
      height: 200,
    });
  });

  it('uses the image as stored when it has no srcset, without a height it does not know', () => {
    expect(emailImage('https://cdn.example.org/p.jpg', [], { width: null, height: null }, base)).toEqual({
      src: 'https://cdn.example.org/p.jpg',
      width: EMAIL_CONTENT_WIDTH,
      height: null,
    });
    expect(emailImage('javascript:x', [], { width: null, height: null }, base)).toBeNull();
  });
});
