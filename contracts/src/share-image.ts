// The link-preview ("share") image a page's head names, shared by the server's head and the admin's social previews.

/** The size of the share images rendered from the site's SVG illustrations (`npm run share-images`). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The default link-preview image: a JPEG rendered from /images/share/localrank-og.svg. */
export const DEFAULT_SHARE_IMAGE = '/images/share/localrank-og.jpg';

/** A post's page image when it has no featured image (its share image is the JPEG rendered beside it). */
export const DEFAULT_POST_IMAGE = '/images/blog/default.svg';

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
