import { isBlogTagKey } from './blog-tags.ts';
import { BLOG_CATEGORIES, type BlogCategoryKey, type BlogPostSummary } from './blog-post.ts';
import { z } from './zod.ts';

/** How many article cards one page of the public blog shows (the featured article of /blog comes on top). */
export const BLOG_PAGE_SIZE = 12;

/** The longest search text the blog accepts (longer text is refused, not cut). */
export const BLOG_SEARCH_MAX_LENGTH = 200;

/**
 * How many matches a blog search counts at most, and how many results its pages reach: past it the page says "More
 * than 1,000 articles found" (counting every match of a common word would cost as much as the archive).
 */
export const BLOG_SEARCH_COUNT_LIMIT = 1_000;

/** How a search's article count is approximate: more than it says, or about it (see `BlogListPage.totalBound`). */
export type BlogTotalBound = 'moreThan' | 'about';

/** The highest page number a blog address may name (far beyond any archive; bounds the offset). */
export const BLOG_MAX_PAGE = 10_000;

const CATEGORY_KEYS = BLOG_CATEGORIES.map((category) => category.key) as [BlogCategoryKey, ...BlogCategoryKey[]];

/** A 1-based page of a blog list (at most BLOG_MAX_PAGE), 1 when absent. */
const blogPageNumberSchema = z
  .number({ error: 'Page must be a whole number of 1 or more.' })
  .int('Page must be a whole number of 1 or more.')
  .min(1, 'Page must be a whole number of 1 or more.')
  .max(BLOG_MAX_PAGE, `Page must be at most ${BLOG_MAX_PAGE}.`)
  .default(1);

/**
 * One page of the public blog as asked for: a 1-based page number, a category key or null for every
 * category, and search text ('' for none). Every field may be left out.
 */
export const blogListInputSchema = z
  .object({
    page: blogPageNumberSchema,
    category: z.enum(CATEGORY_KEYS, { error: 'That is not one of the blog’s categories.' }).nullable().default(null),
    q: z
      .string({ error: 'Search text must be text.' })
      .trim()
      .max(BLOG_SEARCH_MAX_LENGTH, `Search text can be at most ${BLOG_SEARCH_MAX_LENGTH} characters.`)
      .default(''),
  })
  .prefault({});
/** A blog page request as a client sends it. */
export type BlogListInput = z.input<typeof blogListInputSchema>;
/** A blog page request with its defaults filled in. */
export type BlogListQuery = z.output<typeof blogListInputSchema>;

/** A piece of a search snippet: text, and whether it is a word that matched the search (shown marked). */
export interface SnippetPart {
  text: string;
  match: boolean;
}

/** An article card in a list: the summary, and for a search the passage of the article that matched. */
export interface BlogListItem extends BlogPostSummary {
  /** The matched passage (from the title, excerpt or body) in parts; null outside a search. */
  snippet: SnippetPart[] | null;
}

/**
 * One page of the public blog. `total` counts every article the filters match (outside the featured card),
 * `pageCount` is at least 1. With no filter the featured article (the newest one marked featured) is `featured`
 * on page 1 and null after, and is left out of `posts` and `total` on every page; a search or category lists it
 * like any other article and `featured` is null.
 */
export interface BlogListPage {
  posts: BlogListItem[];
  featured: BlogPostSummary | null;
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  category: BlogCategoryKey | null;
  q: string;
  /**
   * How far `total` is from exact, for a search (absent: exact). 'moreThan': the count stopped at
   * `BLOG_SEARCH_COUNT_LIMIT` and more articles match; 'about': the database's estimate, for a search matching too many
   * articles to count (a common word). Either way the pages reach no further than `BLOG_SEARCH_COUNT_LIMIT` results.
   */
  totalBound?: BlogTotalBound;
  /**
   * True when a word of the search is in no article and `posts` are instead the articles using the words closest
   * to it (a typo: 'reviws' for 'reviews', in a title or a body); false otherwise.
   */
  closeMatches: boolean;
  /**
   * On a category's page, when the category has a parent (a WordPress export's hierarchy): its parents, the outermost
   * first, each with its page's key when it has one (the breadcrumb Blog › Parent › Child links it).
   */
  categoryParents?: BlogCategoryParent[];
}

/** A parent of a category: its label, and its key when the blog has a page for it. */
export interface BlogCategoryParent {
  label: string;
  key: BlogCategoryKey | null;
}

/** `blogPost.byTag`: a tag's key (as in its address) and a 1-based page. */
export const blogTagPageInputSchema = z.object({
  tag: z
    .string({ error: 'A tag is required.' })
    .min(1, 'A tag is required.')
    .max(100, 'That is no tag of this blog.')
    .refine(isBlogTagKey, 'That is no tag of this blog.'),
  page: blogPageNumberSchema,
});

/** One page of a tag's articles, newest first (12 a page): the tag's key and name as its newest post spells it. */
export interface BlogTagPage {
  tag: { key: string; name: string };
  posts: BlogPostSummary[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}
