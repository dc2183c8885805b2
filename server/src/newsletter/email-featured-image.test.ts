import { describe, expect, it } from 'vitest';
import { MediaAsset } from '../entities/media-asset.entity.ts';
import { featuredEmailImage } from './email-featured-image.ts';

const origin = 'https://www.example.com';

function asset(metadata: Record<string, unknown>): MediaAsset {
  const image = new MediaAsset();
  Object.assign(image, {
    id: 7,
    filename: 'f.jpg',
    originalName: 'f.jpg',
    mimeType: 'image/jpeg',
    size: 1,
    url: '/media/f.jpg',
    altText: 'Our team',
  });
  image.metadata = metadata;
  return image;
}

describe('the featured image of the e-mail', () => {
  it('is the media variant that fills the 600 px column at twice its pixels, at an absolute URL, with its alt text', () => {
    const featuredImage = asset({
      width: 2400,
      height: 1600,
      variants: [
        { url: '/media/f-640w.webp', width: 640, height: 427 },
        { url: '/media/f-1280w.webp', width: 1280, height: 853 },
      ],
    });
    expect(featuredEmailImage({ featuredImage, imageUrl: null }, origin)).toEqual({
      image: { src: 'https://www.example.com/media/f-1280w.webp', width: 600, height: 400 },
      alt: 'Our team',
    });
  });

  it('is the original when its variants are no narrower', () => {
    const featuredImage = asset({ width: 500, height: 250, variants: [{ url: '/media/f-640w.webp', width: 500, height: 250 }] });
    expect(featuredEmailImage({ featuredImage, imageUrl: null }, origin)?.image).toEqual({
      src: 'https://www.example.com/media/f.jpg',
      width: 500,
      height: 250,
    });
  });

  it("falls back to the post's own image URL, and is none without either", () => {
    expect(featuredEmailImage({ featuredImage: null, imageUrl: '/images/blog/guide.jpg' }, origin)).toEqual({
      image: { src: 'https://www.example.com/images/blog/guide.jpg', width: 600, height: null },
      alt: '',
    });
    expect(featuredEmailImage({ featuredImage: null, imageUrl: null }, origin)).toBeNull();
  });
});
