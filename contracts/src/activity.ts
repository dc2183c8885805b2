import { listPageNumberSchema, type PagedList } from './paging.ts';
import { z } from './zod.ts';

/**
 * What the activity log records, by kind (the admin writes, the admin panel's sign-ins, and the scheduled publishes
 * going live, by the admin who scheduled them).
 */
export const ACTIVITY_KIND_LABELS = {
  'admin.signed-in': 'Signed in to the admin panel',
  'admin.sign-in-failed': 'Failed admin sign-in',
  'team.role-changed': 'Role changed',
  'team.disabled': 'Account disabled',
  'team.enabled': 'Account enabled',
  'team.signed-out': 'Signed out everywhere',
  'team.invited': 'Staff invited',
  'team.ownership-transferred': 'Ownership transferred',
  'team.invitation-withdrawn': 'Invitation withdrawn',
  'team.invitation-accepted': 'Invitation accepted',
  'page.saved': 'Page content and SEO saved',
  'blog.created': 'Post created',
  'blog.published': 'Post published',
  'blog.scheduled': 'Post scheduled',
  'blog.went-live': 'Scheduled post went live',
  'blog.updated': 'Live post updated',
  'blog.update-scheduled': 'Update of a live post scheduled',
  'blog.unpublished': 'Post unpublished',
  'blog.deleted': 'Post deleted',
  'blog.submitted': 'Post submitted for review',
  'blog.withdrawn': 'Post withdrawn from review',
  'blog.sent-back': 'Post sent back to its contributor',
  'blog.imported': 'WordPress export imported',
  'newsletter.sent': 'Post e-mailed to subscribers',
  'redirect.created': 'Redirect created',
  'redirect.updated': 'Redirect changed',
  'redirect.deleted': 'Redirect deleted',
  'redirect.imported': 'Redirects imported',
  'builder.created': 'Builder page created',
  'builder.imported-update': 'Builder page updated from WordPress',
  'builder.published': 'Builder page published',
  'builder.scheduled': 'Builder page scheduled',
  'builder.schedule-canceled': 'Builder page schedule canceled',
  'builder.went-live': 'Scheduled builder page went live',
  'builder.reverted': 'Builder page reverted',
  'builder.unpublished': 'Builder page unpublished',
  'builder.renamed': 'Builder page renamed',
  'builder.duplicated': 'Builder page duplicated',
  'builder.deleted': 'Builder page deleted',
  'builder.template-saved': 'Builder template saved',
  'builder.template-deleted': 'Builder template deleted',
  'preview.created': 'Preview link created',
  'preview.revoked': 'Preview link revoked',
  'media.uploaded': 'Image uploaded',
  'media.deleted': 'Image deleted',
  'media.background-applied': 'Background applied',
  'privacy.account-deleted': 'Account deleted',
  'privacy.data-exported': 'Account data exported',
  'content.imported': 'Content imported',
  'support.answered': 'Support request answered',
  'support.closed': 'Support request closed',
} as const;

/** A kind of activity-log entry. */
export type ActivityKind = keyof typeof ACTIVITY_KIND_LABELS;
/** Every kind, in the order the filter lists them. */
export const activityKinds = Object.keys(ACTIVITY_KIND_LABELS) as [ActivityKind, ...ActivityKind[]];

/** One entry of the activity log. */
export interface ActivityEntry {
  id: number;
  /** ISO time of the write (of a scheduled publish going live: its scheduled time). */
  at: string;
  /** The admin who did it (their username then), null for a failed sign-in under an unknown name. */
  actor: string | null;
  kind: ActivityKind;
  /** What happened, in a sentence. */
  summary: string;
  /** Where the thing it concerns is seen in the admin panel, when it has a place. */
  link: string | null;
}

/** One list page of the activity log, newest first. */
export type ActivityListPage = PagedList<ActivityEntry>;

const day = z
  .string({ error: 'Give the date as YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'That date does not exist.');

/** The log's filters: who (a username), what kind, and the first and last day (UTC), all optional. */
export const activityFilterSchema = z
  .object({
    actor: z.string({ error: 'The person must be a username.' }).trim().max(64, 'The person must be a username.').optional(),
    kind: z.enum(activityKinds, { error: 'Choose a kind from the list.' }).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: 'The first day must not be after the last.',
    path: ['to'],
  });
/** The activity log's filters. */
export type ActivityFilter = z.infer<typeof activityFilterSchema>;

/** The input of a list page of the activity log with its filters. */
export const activityListInputSchema = z.object({ page: listPageNumberSchema, filter: activityFilterSchema.prefault({}) }).prefault({});
/** An activity-log request as a client sends it. */
export type ActivityListInput = z.input<typeof activityListInputSchema>;

/** Where an admin downloads the activity log as CSV; the query takes the log screen's filters (actor, kind, from, to). */
export const ACTIVITY_EXPORT_URL = '/api/admin/activity/export.csv';
