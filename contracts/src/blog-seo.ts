import { focusKeyphraseSchema, robotsSchema } from './robots.ts';
import { z } from './zod.ts';

/** Twitter card types (docs/product.md §9); summary_large_image is the default. */
export const TWITTER_CARD_TYPES = ['summary', 'summary_large_image', 'app', 'player'] as const;

/** A post's search-engine metadata (docs/product.md §3, a post's SEO). Empty means "derive from the post". */
export const blogSeoSchema = z.object({
  metaTitle: z.string().max(255).default(''),
  metaDescription: z.string().max(500).default(''),
  keywords: z.string().max(500).default(''),
  ogTitle: z.string().max(255).default(''),
  ogDescription: z.string().max(500).default(''),
  ogImage: z.string().max(2000).default(''),
  twitterCard: z.enum(TWITTER_CARD_TYPES).default('summary_large_image'),
  twitterTitle: z.string().max(255).default(''),
  twitterDescription: z.string().max(500).default(''),
  twitterImage: z.string().max(2000).default(''),
  canonicalUrl: z.string().max(2000).default(''),
  /** The search the post means to be found for; the SEO analysis checks the post against it. */
  focusKeyphrase: focusKeyphraseSchema.default(''),
  /** '' (index, follow), 'noindex', 'nofollow' or both: honoured in the head, the sitemap and the feed. */
  robots: robotsSchema.default(''),
});
/** A post's SEO metadata. */
export type BlogSeo = z.infer<typeof blogSeoSchema>;
