/**
 * Advisory length hints of the post's SEO fields in characters (docs/product.md §5); nothing is refused for them.
 * They are shown as a guide only: whether a title or description fits a search result is judged by its width in
 * pixels, as the SEO analysis judges it (see admin/shared/seo/width-fit.ts).
 */
export const BLOG_SEO_HINTS = {
  metaTitle: { min: 50, max: 60 },
  metaDescription: { min: 150, max: 160 },
} as const;

/**
 * Adding a category (docs/product.md §5): blank input is ignored (null); otherwise the trimmed name joins
 * the list if absent and the post's categories if not already there.
 */
export function addCategory(
  list: readonly string[],
  postCategories: readonly string[],
  input: string,
): { list: string[]; postCategories: string[] } | null {
  const name = input.trim().replace(/\s+/g, ' ');
  if (name === '') return null;
  return {
    list: list.includes(name) ? [...list] : [...list, name],
    postCategories: postCategories.includes(name) ? [...postCategories] : [...postCategories, name],
  };
}

/** The OG and Twitter image fields of a post's SEO. */
export interface SocialImages {
  ogImage: string;
  twitterImage: string;
}

/**
 * 'Copy Featured Image to SEO' (docs/product.md §5): only when a featured image exists, and only into the
 * empty fields. Null when there is nothing to copy (no image, or both fields already filled).
 */
export function copyFeaturedImage(featuredImageUrl: string | null | undefined, seo: SocialImages): SocialImages | null {
  if (!featuredImageUrl) return null;
  const next = {
    ogImage: seo.ogImage.trim() === '' ? featuredImageUrl : seo.ogImage,
    twitterImage: seo.twitterImage.trim() === '' ? featuredImageUrl : seo.twitterImage,
  };
  return next.ogImage === seo.ogImage && next.twitterImage === seo.twitterImage ? null : next;
}
