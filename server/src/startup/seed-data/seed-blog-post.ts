/** One blog post as first installed (docs/product.md §3: the nine published posts). */
export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /** The article body as HTML (h2, h3, p, ul, ol, li, strong, em, a, blockquote only). */
  content: string;
  /** Featured image served by the app, e.g. '/images/blog/<slug>.svg'. */
  image: string;
  author: string;
  /** Publication date, ISO 'YYYY-MM-DD'. */
  publishedAt: string;
  /** e.g. '12 min read'. */
  readTime: string;
  /** Category labels from: Local SEO, Guides, Google Updates, Case Studies, Tips & Tricks, Tutorials, Industry News. */
  categories: string[];
  featured: boolean;
  /** Optional SEO overrides; empty fields are derived from the post. */
  metaDescription?: string;
  keywords?: string;
}
