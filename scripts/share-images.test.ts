import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE, SHARE_IMAGE_SIZE, shareImageFor } from '../server/src/seo/share-image.ts';
import { PUBLIC_DIR } from './illustration-files.ts';
import { SHARE_IMAGE_HASHES_FILE, shareImageSources } from './share-image-files.ts';

const hashes: Record<string, string> = JSON.parse(readFileSync(SHARE_IMAGE_HASHES_FILE, 'utf8'));

describe('share images', () => {
  it('has a 1200x630 JPEG rendered from every SVG of the share folders as it is now', async () => {
    const sources = shareImageSources();
    expect(sources).toContain('/images/share/localrank-og.svg');
    expect(Object.keys(hashes).sort()).toEqual(sources);
    for (const source of sources) {
      const svg = readFileSync(join(PUBLIC_DIR, source));
      // A differing hash means the SVG was edited after its JPEG was made: run `npm run share-images`.
      expect(createHash('sha256').update(svg).digest('hex'), source).toBe(hashes[source]);
      const jpeg = join(PUBLIC_DIR, shareImageFor(source).url);
      expect(existsSync(jpeg), `${jpeg} exists`).toBe(true);
      const { format, width, height } = await sharp(readFileSync(jpeg)).metadata();
      expect({ format, width, height }, jpeg).toEqual({ format: 'jpeg', ...SHARE_IMAGE_SIZE });
    }
  });

  it('swaps an SVG for a raster image and keeps raster images', () => {
    expect(shareImageFor('/images/blog/geo-grid-tracking-guide.svg')).toEqual({
      url: '/images/blog/geo-grid-tracking-guide.jpg',
      ...SHARE_IMAGE_SIZE,
    });
    // An SVG elsewhere, or absolute, has no share image of its own: the default one stands in.
    for (const svg of ['/images/marketing/about-map.svg', 'https://cdn.example.com/card.SVG?v=2', '/images/blog/../x.svg']) {
      expect(shareImageFor(svg), svg).toEqual({ url: DEFAULT_SHARE_IMAGE, ...SHARE_IMAGE_SIZE });
    }
    expect(shareImageFor('/images/share/localrank-og.jpg')).toEqual({ url: '/images/share/localrank-og.jpg', ...SHARE_IMAGE_SIZE });
    expect(shareImageFor('/media/1a2b.webp')).toEqual({ url: '/media/1a2b.webp' });
    expect(shareImageFor('https://cdn.example.com/pricing-card.png')).toEqual({ url: 'https://cdn.example.com/pricing-card.png' });
  });
});
