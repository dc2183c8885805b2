import { DEFAULT_SHARE_IMAGE } from '@app/contracts/share-image';
import { describe, expect, it } from 'vitest';
import { socialPreview } from './social-preview.ts';

const page = { title: 'Local SEO tips · LocalRank Blog', description: 'Five tips.' };

describe('socialPreview', () => {
  it('falls back to the page: its title, description and the site default image', () => {
    expect(socialPreview({}, page)).toEqual({
      openGraph: { title: page.title, description: 'Five tips.', image: DEFAULT_SHARE_IMAGE },
      x: { card: 'summary_large_image', title: page.title, description: 'Five tips.', image: DEFAULT_SHARE_IMAGE },
    });
  });

  it("uses the page's own image (a post's featured image) before the default", () => {
    const preview = socialPreview({}, { ...page, image: '/media/abc.jpg' });
    expect(preview.openGraph.image).toBe('/media/abc.jpg');
    expect(preview.x.image).toBe('/media/abc.jpg');
  });

  it('an explicit Open Graph image wins, and X takes it when it has none of its own', () => {
    const preview = socialPreview({ ogImage: '/media/og.png' }, { ...page, image: '/media/abc.jpg' });
    expect(preview.openGraph.image).toBe('/media/og.png');
    expect(preview.x.image).toBe('/media/og.png');
    expect(socialPreview({ ogImage: '/media/og.png', twitterImage: 'https://cdn.example/x.png' }, page).x.image).toBe(
      'https://cdn.example/x.png',
    );
  });

  it('shows the JPEG the head names for an SVG, as the share image rules say', () => {
    expect(socialPreview({}, { ...page, image: '/images/blog/default.svg' }).openGraph.image).toBe('/images/blog/default.jpg');
    expect(socialPreview({ ogImage: '/uploads/logo.svg' }, page).openGraph.image).toBe(DEFAULT_SHARE_IMAGE);
  });

  it('X texts fall back to Open Graph, then to the page', () => {
    const preview = socialPreview({ ogTitle: 'OG title', ogDescription: 'OG text', twitterTitle: 'X title' }, page);
    expect(preview.openGraph).toMatchObject({ title: 'OG title', description: 'OG text' });
    expect(preview.x).toMatchObject({ title: 'X title', description: 'OG text' });
  });

  it("shows the small card only for 'summary'", () => {
    expect(socialPreview({ twitterCard: 'summary' }, page).x.card).toBe('summary');
    expect(socialPreview({ twitterCard: '' }, page).x.card).toBe('summary_large_image');
    expect(socialPreview({ twitterCard: 'player' }, page).x.card).toBe('summary_large_image');
  });
});
