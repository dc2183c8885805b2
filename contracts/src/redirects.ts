import { z } from './zod.ts';

/**
 * The 404 monitor and the redirect manager (issue 44): the paths visitors reached that answered 404 (counted
 * without personal data: no address, no user agent, no query string), and the rules the server answers such a path
 * with before its 404 page: a 301 or 302 to another address, or a 410 (gone for good). Editors and up.
 */

/** The admin screen of 404s and redirects. */
export const REDIRECTS_ADMIN_PATH = '/admin/redirects';

/** The CSV download of every redirect rule (the same columns the import reads). */
export const REDIRECTS_EXPORT_URL = '/api/admin/redirects/export.csv';

/** The columns of the redirects CSV, in order: the import needs the first two (and status for a 410). */
export const REDIRECT_CSV_COLUMNS = ['source', 'target', 'status', 'match', 'hits', 'last_hit'] as const;

/** What a rule answers: moved for good, moved for now, or gone for good (no target). */
export const REDIRECT_STATUSES = [301, 302, 410] as const;
/** One of REDIRECT_STATUSES. */
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** The status's name on screen and in messages. */
export const REDIRECT_STATUS_LABELS: Record<RedirectStatus, string> = {
  301: '301 Moved permanently',
  302: '302 Found (temporary)',
  410: '410 Gone',
};

/**
 * How a rule's source matches a path: `exact`, that path alone; `prefix`, the path and everything under it at a
 * slash (`/old-blog` takes `/old-blog/a-post`, not `/old-blogger`), the rest of the path kept after the target.
 */
export const REDIRECT_MATCHES = ['exact', 'prefix'] as const;
/** One of REDIRECT_MATCHES. */
export type RedirectMatch = (typeof REDIRECT_MATCHES)[number];

/** The longest source path a rule (or a counted 404) may have. */
export const REDIRECT_SOURCE_MAX = 1000;

/** The longest target a rule may have. */
export const REDIRECT_TARGET_MAX = 2000;

/** The most rules the site keeps (the server holds them all in memory to answer a 404 at once). */
export const REDIRECT_RULES_MAX = 20_000;

/** The most characters of CSV one import takes (about 10,000 rules). */
export const REDIRECT_IMPORT_MAX_CHARS = 800_000;

/** The most rules one CSV import takes. */
export const REDIRECT_IMPORT_MAX_ROWS = 10_000;

/** Rows a page of the 404 list or the rule list shows. */
export const REDIRECTS_PAGE_SIZE = 50;

const sourceSchema = z
  .string({ error: 'Enter the path to redirect, starting with /.' })
  .trim()
  .min(1, 'Enter the path to redirect, starting with /.')
  .max(REDIRECT_SOURCE_MAX, `A path to redirect must be at most ${REDIRECT_SOURCE_MAX} characters.`);

const targetSchema = z
  .string({ error: 'Enter where the path goes: a path on this site or a full https:// address.' })
  .trim()
  .max(REDIRECT_TARGET_MAX, `A target must be at most ${REDIRECT_TARGET_MAX} characters.`);

/** A rule as typed or imported: its source, how it matches, its status and (except for 410) its target. */
export const redirectRuleInputSchema = z
  .object({
    source: sourceSchema,
    match: z.enum(REDIRECT_MATCHES, { error: 'Choose Exact or Prefix.' }).default('exact'),
    status: z.union([z.literal(301), z.literal(302), z.literal(410)], { error: 'Choose 301, 302 or 410.' }).default(301),
    target: targetSchema.default(''),
  })
  .superRefine((rule, ctx) => {
    if (rule.status !== 410 && rule.target === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message: 'Enter where the path goes: a path on this site or a full https:// address.',
      });
    }
  });
/** A rule as typed or imported (see redirectRuleInputSchema). */
export type RedirectRuleInput = z.infer<typeof redirectRuleInputSchema>;

/** `redirect.update`: one rule, changed whole. */
export const redirectRuleUpdateSchema = z.object({
  id: z.number({ error: 'A redirect id is required.' }).int().positive('A redirect id is required.'),
  rule: redirectRuleInputSchema,
});

/** `redirect.remove`: one rule. */
export const redirectIdSchema = z.object({
  id: z.number({ error: 'A redirect id is required.' }).int().positive('A redirect id is required.'),
});

const searchSchema = z.string().trim().max(200, 'Search text can be at most 200 characters.').default('');

/** `redirect.list`: rules whose source or target holds `q`, by source (keyset: `after`, the last source shown). */
export const redirectListInputSchema = z.object({ q: searchSchema, after: z.string().max(REDIRECT_SOURCE_MAX).nullish() }).prefault({});

/** `redirect.importCsv`: the CSV file's text (columns as REDIRECT_CSV_COLUMNS; a header row is required). */
export const redirectImportInputSchema = z.object({
  csv: z
    .string({ error: 'Choose a CSV file to import.' })
    .min(1, 'The CSV file is empty.')
    .max(
      REDIRECT_IMPORT_MAX_CHARS,
      `A CSV file of redirects can be at most ${REDIRECT_IMPORT_MAX_CHARS.toLocaleString('en-US')} characters.`,
    ),
});

/** The two orders of the 404 list: most hits first, or most recently seen first. */
export const NOT_FOUND_SORTS = ['hits', 'recent'] as const;

/**
 * `notFound.list`: 404 paths holding `q`, in `sort` order, a page at a time (keyset: `after` is the previous page's
 * `next`, opaque).
 */
export const notFoundListInputSchema = z
  .object({ q: searchSchema, sort: z.enum(NOT_FOUND_SORTS).default('hits'), after: z.string().max(2200).nullish() })
  .prefault({});

/** `notFound.dismiss`: forget a 404 path (its count starts again if it is reached again). */
export const notFoundPathSchema = z.object({
  path: z.string({ error: 'A path is required.' }).min(1, 'A path is required.').max(REDIRECT_SOURCE_MAX),
});

/** A redirect rule as the manager lists it. */
export interface RedirectRule {
  id: number;
  /** The path it answers, in the site's one spelling (lower case, no trailing slash). */
  source: string;
  match: RedirectMatch;
  status: RedirectStatus;
  /** A path on this site or a full http(s) address; '' for a 410. */
  target: string;
  /** How many requests it answered (counted in batches: a few seconds behind). */
  hits: number;
  lastHitAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A page of rules, `next` to pass as `after` for the next one (null at the end), and how many rules there are. */
export interface RedirectRulePage {
  rules: RedirectRule[];
  next: string | null;
  total: number;
}

/** A path that answered 404. */
export interface NotFoundPath {
  /** The path in the site's one spelling, without its query. */
  path: string;
  hits: number;
  firstSeenAt: string;
  lastSeenAt: string;
  /** Where visitors came from (the linking page's address without its query), most hits first, at most 3. */
  referrers: Array<{ referrer: string; hits: number }>;
  /** A page here whose address is most like this path (a post's slug like its last segment), or null. */
  suggestion: string | null;
}

/** A page of 404 paths, `next` to pass as `after` (null at the end), and how many paths there are. */
export interface NotFoundPage {
  paths: NotFoundPath[];
  next: string | null;
  total: number;
}

/** What an import did: rules added and rules replaced (same source). Nothing is written when any row is refused. */
export interface RedirectImportResult {
  created: number;
  updated: number;
}
