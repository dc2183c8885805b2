import { focusKeyphraseSchema, type RobotsValue } from './robots.ts';
import { z } from './zod.ts';

// The content manager's SEO report (tRPC router `seoReport`): every post, built-in page and builder page with the
// score the shared analysis (@app/seo-analysis) gives it on the server, and its worst problem.

/** The kinds of content the SEO analysis scores. */
export const SEO_CONTENT_KINDS = ['post', 'page', 'builder'] as const;
/** A kind of analysed content: a blog post, one of the seven built-in pages, or a builder page. */
export type SeoContentKind = (typeof SEO_CONTENT_KINDS)[number];

/** A traffic light: green, orange or red. */
export type SeoRating = 'good' | 'ok' | 'bad';

/** Which piece of content: a post id, a built-in page's slug, or a builder page id, as a string. */
export const seoContentRefSchema = z.object({
  kind: z.enum(SEO_CONTENT_KINDS),
  id: z.string().min(1).max(100),
});
/** Which piece of content. */
export type SeoContentRef = z.infer<typeof seoContentRefSchema>;

/** One row of the SEO report. */
export interface SeoReportRow {
  kind: SeoContentKind;
  id: string;
  name: string;
  /** The public path ('/blog/{slug}', '/pricing', '/{slug}'). */
  path: string;
  /** Where an admin edits it. */
  adminHref: string;
  focusKeyphrase: string;
  robots: RobotsValue;
  /** 0-100, and its light (scoreRating). */
  seoScore: number;
  seoRating: SeoRating;
  readabilityScore: number;
  readabilityRating: SeoRating;
  /** The worst check (the first bad one, else the first ok one), or null when every check is green. */
  worst: { id: string; rating: 'bad' | 'ok'; text: string } | null;
  /** When the stored analysis was made (on the content's last save). */
  analysedAt: string;
}

/** `seoReport.list`: one slice of the report, worst SEO score first (then name), optionally of one kind or light. */
export const seoReportListInputSchema = z.object({
  kind: z.enum(SEO_CONTENT_KINDS).optional(),
  rating: z.enum(['good', 'ok', 'bad']).optional(),
  /** The `nextCursor` of the previous slice. */
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(100).default(50),
});
/** Input of `seoReport.list`. */
export type SeoReportListInput = z.input<typeof seoReportListInputSchema>;

/** One slice of the report, with the totals of the whole (filtered by kind only) per light. */
export interface SeoReportPage {
  rows: SeoReportRow[];
  nextCursor: string | null;
  total: number;
  counts: Record<SeoRating, number>;
}

/**
 * `seoReport.keyphraseUses`: the other posts and pages whose focus keyphrase is the same search as this one (the same
 * stems in the same order, as the engine's sameKeyphrase and its "used before" check compare them), for that check while
 * someone types. `except` leaves out the content being edited.
 */
export const keyphraseUsesInputSchema = z.object({
  keyphrase: focusKeyphraseSchema,
  except: seoContentRefSchema.optional(),
});

/** A piece of content that already uses a focus keyphrase. */
export interface KeyphraseUse {
  kind: SeoContentKind;
  id: string;
  name: string;
  path: string;
  focusKeyphrase: string;
}
