// The post's featured image at the top of the newsletter e-mail: the media asset's WebP width variant that fills the
// 600 px column at twice its pixels (else its widest), or the post's own image URL (the seeded posts).
import type { BlogPost } from '../entities/blog-post.entity.ts';
import type { MediaAsset } from '../entities/media-asset.entity.ts';
import { emailImage, type EmailImage, type ImageCandidate } from './email-urls.ts';

/** The e-mail's column, which the featured image fills edge to edge. */
export const FEATURED_IMAGE_WIDTH = 600;

/** A positive finite number, or null. */
export const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/** An asset's variants (metadata.variants, as media-library.service.ts reads them) and original, narrowest first. */
export function assetCandidates(asset: Pick<MediaAsset, 'url' | 'metadata'>): ImageCandidate[] {
  const width = positive(asset.metadata?.width);
  const raw: unknown = asset.metadata?.variants;
  const variants: ImageCandidate[] = [];
  if (Array.isArray(raw)) {
    for (const item of raw as unknown[]) {
      if (typeof item !== 'object' || item === null) continue;
      const { url, width: variantWidth } = item as Record<string, unknown>;
      const w = positive(variantWidth);
      // A variant no narrower than the original adds nothing.
      if (typeof url === 'string' && w !== null && (width === null || w < width)) variants.push({ url, width: w });
    }
  }
  if (width !== null) variants.push({ url: asset.url, width });
  return variants.sort((a, b) => a.width - b.width);
}

/**
 * The featured image of `post` as the e-mail shows it, with its alt text, or null for none. The asset must be loaded
 * (populated) to be used; an unloaded one, like none, falls back to the post's image URL.
 */
export function featuredEmailImage(
  post: Pick<BlogPost, 'featuredImage' | 'imageUrl'>,
  origin: string,
): { image: EmailImage; alt: string } | null {
  const asset = post.featuredImage;
  if (asset && typeof asset.url === 'string' && asset.url !== '') {
    const image = emailImage(
      asset.url,
      assetCandidates(asset),
      { width: positive(asset.metadata?.width), height: positive(asset.metadata?.height) },
      `${origin}/`,
      FEATURED_IMAGE_WIDTH,
    );
    if (image !== null) return { image, alt: asset.altText ?? '' };
  }
  const own = post.imageUrl?.trim();
  if (own) {
    const image = emailImage(own, [], { width: null, height: null }, `${origin}/`, FEATURED_IMAGE_WIDTH);
    if (image !== null) return { image, alt: '' };
  }
  return null;
}
