import { PRODUCT_NAME } from '@app/contracts';

/** The size of the share images rendered from the site's SVG illustrations (`npm run share-images`). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The default link-preview image: a JPEG rendered from /images/share/localrank-og.svg. */
export const DEFAULT_SHARE_IMAGE = '/images/share/localrank-og.jpg';

/** What the default link-preview image shows, for `og:image:alt` and `twitter:image:alt`. */
export const DEFAULT_SHARE_IMAGE_ALT = `The ${PRODUCT_NAME} logo and 'Local SEO for business profiles' beside a map pin`;

/** The folders whose SVG illustrations have a share JPEG rendered beside them (same name, `.jpg`). */
export const SHARE_IMAGE_FOLDERS = ['/images/share', '/images/blog'] as const;

/** A link-preview image as the head names it: its URL (path or absolute) and, when known, its size. */
export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
}

/**
 * The image link previews should show for a page image. Social sites show no SVG: an SVG of the share
 * folders is swapped for the 1200x630 JPEG rendered beside it (that JPEG named itself keeps its size too),
 * any other SVG (wherever it lives) for the default share image; a raster image (an upload, an absolute URL)
 * is kept as it is, its size unknown.
 */
export function shareImageFor(image: string): ShareImage {
  const path = image.split(/[?#]/)[0]!;
  const name = /^(\/images\/[a-z]+)\/[a-z0-9-]+\.(svg|jpg)$/.exec(path);
  if (name && (SHARE_IMAGE_FOLDERS as readonly string[]).includes(name[1]!)) {
    return { url: path.replace(/\.svg$/, '.jpg'), ...SHARE_IMAGE_SIZE };
  }
  if (/\.svg$/i.test(path)) return { url: DEFAULT_SHARE_IMAGE, ...SHARE_IMAGE_SIZE };
  return { url: image };
}
