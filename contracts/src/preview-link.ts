import type { BlogPostDetail, BlogPostSummary } from './blog-post.ts';
import type { PublishedBuilderPage } from './builder.ts';
import { z } from './zod.ts';

// Share links for drafts (tRPC router `previewLink`, and the public page GET /preview/<token>).

/** The public address of a preview link's page (its token follows it). */
export const PREVIEW_PATH_PREFIX = '/preview/';

/** How many days a new preview link may work: one, a week (the default) or a month. */
export const PREVIEW_LINK_DAYS = [1, 7, 30] as const;

/** How many days a new preview link works when none is chosen. */
export const DEFAULT_PREVIEW_LINK_DAYS = 7;

const targetIdSchema = z.number({ message: 'A post or page id is required.' }).int().positive();

/** What a preview link shows: a blog post or a builder page, by id. */
export const previewTargetSchema = z.object({
  kind: z.enum(['post', 'builder-page'], { message: "The kind is 'post' or 'builder-page'." }),
  targetId: targetIdSchema,
});

/** A preview link's target. */
export type PreviewTarget = z.infer<typeof previewTargetSchema>;

/** `previewLink.create`: a new link for a draft, working for 1, 7 (default) or 30 days. */
export const createPreviewLinkInputSchema = previewTargetSchema.extend({
  days: z
    .number()
    .int()
    .refine((days) => (PREVIEW_LINK_DAYS as readonly number[]).includes(days), 'A preview link works for 1, 7 or 30 days.')
    .default(DEFAULT_PREVIEW_LINK_DAYS),
});

/** `previewLink.revoke`: the link to stop. */
export const revokePreviewLinkInputSchema = z.object({
  id: z.number({ message: 'A preview link id is required.' }).int().positive(),
});

/** `previewLink.view` (the public preview page): the token from the link's address. */
export const viewPreviewInputSchema = z.object({
  token: z.string({ message: 'A preview token is required.' }).max(200, 'That is no preview token.'),
});

/** A preview link as the admin screens list it (its token is shown once, when it is made). */
export interface PreviewLinkSummary {
  id: number;
  kind: PreviewTarget['kind'];
  targetId: number;
  /** Who made it (null once that account is gone). */
  createdBy: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

/** A link just made: its summary and its address (a path, `/preview/<token>`), which is never shown again. */
export interface CreatedPreviewLink extends PreviewLinkSummary {
  path: string;
}

/** What a preview link shows: the post or the builder page as it is now, published or not. */
export type PreviewDraft =
  | { kind: 'post'; expiresAt: string; post: BlogPostDetail & { related: BlogPostSummary[] } }
  | { kind: 'builder-page'; expiresAt: string; page: PublishedBuilderPage };
