import { z } from './zod.ts';

/**
 * What visitors searched for on the blog (issue 44: content ideas): each term as typed (lower case, spaces
 * collapsed), how often, when last, and how many posts its last search found, so the searches that found nothing
 * stand out. No visitor data is kept with a term, and a term that looks like an e-mail address or a phone number is
 * never kept. Editors and up.
 */

/** The admin screen of site-search terms. */
export const SITE_SEARCH_ADMIN_PATH = '/admin/site-search';

/** The CSV download of the terms (term, searches, last_results, first_searched, last_searched). */
export const SITE_SEARCH_EXPORT_URL = '/api/admin/site-search/export.csv';

/** The longest term kept (a longer search is kept cut to this). */
export const SITE_SEARCH_TERM_MAX = 100;

/** Rows a page of the terms list shows. */
export const SITE_SEARCH_PAGE_SIZE = 50;

/** The two orders of the terms list: most searched first, or most recently searched first. */
export const SITE_SEARCH_SORTS = ['searches', 'recent'] as const;

/**
 * `siteSearch.list`: terms holding `q`, in `sort` order, all or only those whose last search found nothing, a page at
 * a time (keyset: `after` is the previous page's `next`, opaque).
 */
export const siteSearchListInputSchema = z
  .object({
    q: z.string().trim().max(200, 'Search text can be at most 200 characters.').default(''),
    sort: z.enum(SITE_SEARCH_SORTS).default('searches'),
    nothingFound: z.boolean().default(false),
    after: z.string().max(400).nullish(),
  })
  .prefault({});

/** One term visitors searched the blog for. */
export interface SiteSearchTerm {
  term: string;
  /** How many searches (a search typed on through pauses counts once, as its last form). */
  searches: number;
  /** How many posts its last search found (null until a search of it was run here). */
  lastResults: number | null;
  firstSearchedAt: string;
  lastSearchedAt: string;
}

/** A page of terms, `next` to pass as `after` (null at the end), and how many terms match the filters. */
export interface SiteSearchTermPage {
  terms: SiteSearchTerm[];
  next: string | null;
  total: number;
}
