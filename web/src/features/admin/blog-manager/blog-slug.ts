import { titleSlug } from '@app/contracts';

/** The slug and canonical URL that 'Generate from Title' writes into a post. */
export interface GeneratedSlug {
  slug: string;
  canonicalUrl: string;
}

/**
 * 'Generate from Title' (docs/product.md §5): nothing (null) without a title; otherwise the slug is the
 * lower-cased title with non-word characters removed, whitespace turned to hyphens and repeated
 * hyphens collapsed, and the canonical URL becomes /blog/{slug}.
 */
export function generateSlugFromTitle(title: string): GeneratedSlug | null {
  // Hyphens left at either end (a title like '- Draft -') would make an address nobody types.
  const slug = titleSlug(title);
  if (slug === '') return null;
  return { slug, canonicalUrl: `/blog/${slug}` };
}
