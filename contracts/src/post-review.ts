import { z } from './zod.ts';

/**
 * The review step of a contributor's post (WordPress's "Pending review", Ghost's contributor flow): the contributor
 * submits a finished draft, editors and up are told (a count in the admin sidebar, live, and an e-mail they can turn
 * off), and an editor publishes it, schedules it or sends it back with a note.
 */

/** Where a post stands in review: submitted and waiting, or sent back with a note. */
export const POST_REVIEW_STATES = ['in_review', 'sent_back'] as const;
/** One review state. */
export type PostReviewState = (typeof POST_REVIEW_STATES)[number];

/** A post's review as its editor shows it (null when it is in neither state). */
export interface PostReview {
  state: PostReviewState;
  /** The editor's note when sent back; null while in review. */
  note: string | null;
  /** Who submitted it or sent it back (their name, else username; null once that account is gone). */
  by: string | null;
  /** ISO time of that. */
  at: string | null;
}

/** The longest note an editor may send back. */
export const REVIEW_NOTE_MAX = 2000;

/** A post id, as the review calls take it. */
const postIdSchema = z.number({ error: 'A post id is required.' }).int().positive('A post id is required.');

/** `postReview.submit` / `withdraw` / `get`: the post. */
export const postReviewTargetSchema = z.object({ id: postIdSchema });

/** `postReview.sendBack`: the post and the note its contributor sees. */
export const sendBackPostInputSchema = z.object({
  id: postIdSchema,
  note: z
    .string({ error: 'Write a note for the contributor: what should change before it can be published.' })
    .trim()
    .min(1, 'Write a note for the contributor: what should change before it can be published.')
    .max(REVIEW_NOTE_MAX, `A note must be at most ${REVIEW_NOTE_MAX} characters.`),
});

/** `postReview.setMailPreference`: whether the caller is e-mailed when a post is submitted for review. */
export const reviewMailPreferenceSchema = z.object({ reviewMail: z.boolean({ error: 'Say yes or no.' }) });
/** The caller's notice preferences. */
export type ReviewMailPreference = z.infer<typeof reviewMailPreferenceSchema>;

/** The admin notices stream (server-sent events): one per browser, editors and up. */
export const ADMIN_NOTICES_STREAM_PATH = '/api/admin/notices/events';
/** The event name of the stream's notices. */
export const ADMIN_NOTICES_EVENT = 'notices';
/** What each `notices` event carries: how many posts wait for review. */
export interface AdminNotices {
  inReview: number;
}
