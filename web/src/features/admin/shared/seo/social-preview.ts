import { DEFAULT_SHARE_IMAGE, shareImageFor } from '@app/contracts/share-image';

/** The social fields of a page's or post's SEO settings ('' or absent: derived, as the head derives them). */
export interface SocialFields {
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  twitterCard?: string;
  twitterTitle?: string;
  twitterDescription?: string;
  twitterImage?: string;
}

/** What a link preview shows: its title, description and the image URL the head names. */
export interface LinkPreview {
  title: string;
  description: string;
  image: string;
}

/** The Open Graph card and the X card of a page, as its head describes them. */
export interface SocialPreview {
  openGraph: LinkPreview;
  x: LinkPreview & { card: 'summary' | 'summary_large_image' };
}

/**
 * The link previews of a page, derived exactly as the server's head derives its tags (server/src/seo/render-head.ts):
 * Open Graph from its own fields, else the page's title, description and image; X from its own fields, else Open
 * Graph's, else the page's. `pageImage` is the page's own image (a post's featured image); without one the site's
 * default share image. An SVG becomes the JPEG rendered for sharing (shareImageFor). The X card is a small
 * 'summary' when chosen, else the large-image card (the 'app' and 'player' types show as large cards here).
 */
export function socialPreview(fields: SocialFields, page: { title: string; description: string; image?: string | null }): SocialPreview {
  const image = page.image || DEFAULT_SHARE_IMAGE;
  const ogTitle = fields.ogTitle || page.title;
  const ogDescription = fields.ogDescription || page.description;
  return {
    openGraph: { title: ogTitle, description: ogDescription, image: shareImageFor(fields.ogImage || image).url },
    x: {
      card: fields.twitterCard === 'summary' ? 'summary' : 'summary_large_image',
      title: fields.twitterTitle || ogTitle,
      description: fields.twitterDescription || ogDescription,
      image: shareImageFor(fields.twitterImage || fields.ogImage || image).url,
    },
  };
}
