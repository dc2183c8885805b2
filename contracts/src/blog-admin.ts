import { blogSeoSchema } from './blog-seo.ts';
import { BLOG_TAG_MAX_LENGTH, BLOG_TAGS_MAX, blogTagsProblem } from './blog-tags.ts';
import { ADMIN_LIST_PAGE_SIZE, listCursorSchema } from './paging.ts';
import { z } from './zod.ts';

/**
 * A post's status as the blog manager shows it: stored `published` with a future time reads `scheduled`; a draft its
 * contributor submitted for review reads `in_review` until an editor publishes it or sends it back.
 */
export const BLOG_POST_DISPLAY_STATUSES = ['draft', 'in_review', 'published', 'scheduled'] as const;
/** One displayed status. */
export type BlogPostDisplayStatus = (typeof BLOG_POST_DISPLAY_STATUSES)[number];

/** The category list every post can pick from before any post uses one of its own (docs/product.md §3). */
export const DEFAULT_BLOG_CATEGORIES = [
  'Local SEO',
  'Google Business',
  'Strategy',
  'Customer Reviews',
  'Analytics',
  'Case Studies',
  'Updates',
] as const;

/** What New Post creates (docs/product.md §4): a draft with this title, its slug made unique, read time 3 min. */
export const NEW_BLOG_POST = { title: 'New Blog Post', slug: 'new-blog-post', readTime: '3 min read' } as const;

/** How many revisions of a post are kept and listed (newest first). */
export const BLOG_REVISIONS_KEPT = 20;

/** Words a reader gets through in a minute, for the computed read time. */
export const READING_WORDS_PER_MINUTE = 220;

/** The read-time text of a number of minutes, e.g. '5 min read'. */
export function readTimeText(minutes: number): string {
  return `${minutes} min read`;
}

/** A post slug: what Generate from Title produces (see `slugify`), one to 255 characters. */
export const blogSlugSchema = z
  .string({ error: 'A slug is required.' })
  .trim()
  .min(1, 'A slug is required.')
  .max(255, 'A slug must be at most 255 characters.')
  .regex(
    /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/,
    'A slug may hold only lower-case letters, digits and underscores, joined by single hyphens (e.g. my-first-post).',
  );

/** An image URL a post may show: http(s), or a path on this site such as /media/... */
const imageUrlSchema = z
  .string()
  .trim()
  .max(2000, 'An image URL must be at most 2000 characters.')
  .regex(/^(https?:\/\/|\/(?!\/))/i, 'An image URL must start with http://, https:// or / (an image on this site).');

/** A post id. */
const postIdSchema = z.number({ error: 'A post id is required.' }).int().positive('A post id is required.');

/** The revision of a post the editor's copy was loaded at or last saved as (the stale-save check). */
const baseRevisionSchema = z
  .number({ error: 'baseRevision is required: the revision your copy of the post was loaded at.' })
  .int()
  .positive('baseRevision is required: the revision your copy of the post was loaded at.');

/**
 * A post's tags (blog-tags.ts): at most 20, each 1 to 50 characters once trimmed, with a letter or digit, no two alike
 * ignoring case (nor two with one address, 'Google Maps' and 'google-maps'). Kept in the order given.
 */
export function blogTagsSchema() {
  return z
    .array(
      z
        .string({ error: 'A tag must be text.' })
        .trim()
        .min(1, 'A tag cannot be empty.')
        .max(BLOG_TAG_MAX_LENGTH, `A tag must be at most ${BLOG_TAG_MAX_LENGTH} characters.`),
      {
        error: 'Tags must be a list of words.',
      },
    )
    .max(BLOG_TAGS_MAX, `A post may have at most ${BLOG_TAGS_MAX} tags.`)
    .superRefine((tags, ctx) => {
      const problem = blogTagsProblem(tags);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** The fields of a post an admin edits (every one optional in an update: an omitted field keeps its value). */
export const blogPostFieldsSchema = z.object({
  title: z
    .string({ error: 'A title is required.' })
    .trim()
    .min(1, 'A title is required.')
    .max(255, 'A title must be at most 255 characters.'),
  slug: blogSlugSchema,
  excerpt: z.string().trim().max(1000, 'An excerpt must be at most 1000 characters.'),
  /** HTML; sanitised by the server on save and again on render. */
  content: z.string().max(500_000, 'The content must be at most 500,000 characters.'),
  author: z.string().trim().max(100, "An author's name must be at most 100 characters."),
  /** Category labels; blank ones are dropped and duplicates removed. */
  categories: z
    .array(z.string().trim().max(50, 'A category must be at most 50 characters.'))
    .max(20, 'A post may have at most 20 categories.')
    .transform((labels) => [...new Set(labels.filter((label) => label !== ''))]),
  tags: blogTagsSchema(),
  /** Making a post featured un-features every other post. */
  featured: z.boolean(),
  /** A media library image (its id), or null for none. */
  featuredImageId: z.number().int().positive().nullable(),
  /** An image URL used when no media image is chosen; null for none. */
  imageUrl: imageUrlSchema.nullable(),
  /** Minutes set by hand, or null to compute the read time from the words. */
  readTimeMinutes: z.number().int().min(1, 'A read time is at least 1 minute.').max(999, 'A read time is at most 999 minutes.').nullable(),
  seo: blogSeoSchema,
});
/** The editable fields of a post (parsed). */
export type BlogPostFields = z.output<typeof blogPostFieldsSchema>;

/** A media image as a post shows it. */
export const blogPostImageSchema = z.object({ id: z.number(), url: z.string() });

/** A post as the blog manager lists it: what the list shows, without the body. */
export const adminBlogPostSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(BLOG_POST_DISPLAY_STATUSES),
  /** ISO time: the post's date (a draft's creation date until it is published; the go-live time when scheduled). */
  publishedAt: z.string().nullable(),
  /** ISO time: a live post rescheduled while keeping its date is off the website until then (status 'scheduled'); else null. */
  offlineUntil: z.string().nullable(),
  /** e.g. '5 min read'. */
  readTime: z.string(),
  featured: z.boolean(),
  revision: z.number(),
  updatedAt: z.string(),
  /** The body holds an image the WordPress import could not bring in (an `<img data-missing-src>`): "Images missing". */
  imagesMissing: z.boolean().optional(),
});
/** A list row of the blog manager. */
export type AdminBlogPostSummary = z.infer<typeof adminBlogPostSummarySchema>;

/** How many posts one slice of the blog manager's list holds. */
export const ADMIN_BLOG_LIST_SLICE = ADMIN_LIST_PAGE_SIZE;

/** Text or nothing: a blank or missing field reads as no filter. */
const optionalFilterText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((text) => (text ? text : undefined));

/**
 * `blogAdmin.list`: one slice of the manager's list, newest first. `cursor` is the `nextCursor` of the slice before
 * (none for the first), `q` a part of the title (any case), `status` a displayed status, `category` a category label.
 */
export const adminBlogListInputSchema = z
  .object({
    cursor: listCursorSchema,
    q: optionalFilterText(255, 'The search must be text of at most 255 characters.'),
    status: z
      .enum(BLOG_POST_DISPLAY_STATUSES, { error: 'The status must be one of draft, in_review, published or scheduled.' })
      .nullish()
      .transform((status) => status ?? undefined),
    category: optionalFilterText(50, 'The category must be a category label of at most 50 characters.'),
    /** Only posts with images the WordPress import could not bring in. */
    imagesMissing: z
      .boolean({ error: 'Images missing is true or false.' })
      .nullish()
      .transform((only) => only || undefined),
  })
  // A call with no input at all reads as the first slice of every post.
  .prefault({});
/** A list request as the client sends it. */
export type AdminBlogListInput = z.input<typeof adminBlogListInputSchema>;
/** The filters of a list request (without the position); a missing one does not narrow the list. */
export interface AdminBlogListFilter {
  /** A part of the title, any case. */
  q?: string;
  status?: BlogPostDisplayStatus;
  /** A category label. */
  category?: string;
  /** Only posts whose body holds a missing image (true), or any. */
  imagesMissing?: boolean;
}

/** One slice of the blog manager's list: its rows, how many posts match in all, and where the next slice starts (null at the end). */
export interface AdminBlogListSlice {
  items: AdminBlogPostSummary[];
  total: number;
  nextCursor: string | null;
}

/** The text of a live post that a working copy is compared with. */
export const liveBlogFieldsSchema = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  seo: blogSeoSchema,
});
/** What visitors see of a post that has a working copy. */
export type LiveBlogFields = z.infer<typeof liveBlogFieldsSchema>;

/** A post as the blog manager edits it. */
export const adminBlogPostSchema = adminBlogPostSummarySchema.extend({
  excerpt: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  author: z.string(),
  readTimeMinutes: z.number(),
  /** True when the read time was set by hand; false when it is computed from the words. */
  readTimeManual: z.boolean(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  featuredImage: blogPostImageSchema.nullable(),
  imageUrl: z.string().nullable(),
  seo: blogSeoSchema,
  createdAt: z.string(),
  /** Who saved last (name, else username), or null for seeded content. */
  updatedBy: z.string().nullable(),
  /** Whether the slug follows the title as it is typed: until someone types a slug, or the post is first published. */
  slugFollowsTitle: z.boolean(),
  /**
   * Set when a live (published or scheduled) post has unapplied edits: the fields above are then the working copy's,
   * and `live` is what visitors see, until Update copies the working copy onto the post.
   */
  workingCopy: z
    .object({
      /** The post's revision the working copy started from. */
      baseRevision: z.number(),
      /** ISO time of the working copy's last save. */
      updatedAt: z.string(),
      live: liveBlogFieldsSchema,
      /** ISO time of a scheduled Update (the server applies the working copy as it stands then), or null. */
      applyAt: z.string().nullable(),
      /** Who scheduled that Update (name, else username), or null. */
      applyBy: z.string().nullable(),
      /** Why the last scheduled Update could not be applied (the copy was kept), or null. */
      applyFailure: z.string().nullable(),
    })
    .nullable(),
});
/** A post in the blog manager's editor. */
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

/** `blogAdmin.byId`, `blogAdmin.delete`, `blogAdmin.revisions`: one post. */
export const blogPostIdInputSchema = z.object({ id: postIdSchema });

/**
 * `blogAdmin.applyChanges` (Update) and `blogAdmin.discardChanges` (Discard changes): a live post's working copy, copied
 * onto the post or dropped, at `baseRevision`.
 */
export const workingCopyInputSchema = z.object({ id: postIdSchema, baseRevision: baseRevisionSchema });

/**
 * `blogAdmin.scheduleChanges` ("Update at"): the working copy of a live post goes live at `at`, a future ISO date-time,
 * as it stands then.
 */
export const scheduleChangesInputSchema = workingCopyInputSchema.extend({
  at: z.iso.datetime({ offset: true, error: 'The update time must be an ISO date and time, e.g. 2026-12-01T09:00:00Z.' }),
});
/** A scheduled Update request. */
export type ScheduleChangesInput = z.input<typeof scheduleChangesInputSchema>;

/**
 * `blogAdmin.update`: changed fields saved at `baseRevision`; the status stays as it is. A live post's changes go to
 * its working copy (visitors keep the published text until Update).
 */
export const updateBlogPostInputSchema = blogPostFieldsSchema.partial().extend({
  id: postIdSchema,
  baseRevision: baseRevisionSchema,
});
/** An update as the client sends it. */
export type UpdateBlogPostInput = z.input<typeof updateBlogPostInputSchema>;

/** `blogAdmin.publish`: publish now (no `at`), backdate (`at` in the past) or schedule (`at` in the future). */
export const publishBlogPostInputSchema = z.object({
  id: postIdSchema,
  baseRevision: baseRevisionSchema,
  /** ISO date-time with offset, e.g. '2026-12-01T09:00:00.000Z'. */
  at: z.iso.datetime({ offset: true, error: 'The publish time must be an ISO date and time, e.g. 2026-12-01T09:00:00Z.' }).optional(),
  /**
   * For a post already live: make `at` its new date. Without it the post keeps its date, and a future `at` takes it
   * offline until then.
   */
  newDate: z.boolean().default(false),
});
/** A publish request. */
export type PublishBlogPostInput = z.input<typeof publishBlogPostInputSchema>;

/** `blogAdmin.unpublish`: back to draft. */
export const unpublishBlogPostInputSchema = z.object({ id: postIdSchema, baseRevision: baseRevisionSchema });

/** `blogAdmin.revision` and `blogAdmin.restoreRevision`: one revision of a post (restore also needs `baseRevision`). */
export const blogRevisionInputSchema = z.object({
  id: postIdSchema,
  revision: z.number({ error: 'A revision number is required.' }).int().positive('A revision number is required.'),
});
/** `blogAdmin.restoreRevision`: bring back a revision's fields (the status stays), saved as a new revision. */
export const restoreBlogRevisionInputSchema = blogRevisionInputSchema.extend({ baseRevision: baseRevisionSchema });

/** What made a revision. */
export const BLOG_REVISION_ACTIONS = ['created', 'saved', 'published', 'unpublished', 'restored', 'updated'] as const;

/** One kept revision of a post, as the revisions list shows it. */
export const blogRevisionSummarySchema = z.object({
  revision: z.number(),
  action: z.enum(BLOG_REVISION_ACTIONS),
  /** ISO time of the save. */
  savedAt: z.string(),
  /** Who saved it (name, else username), or null when unknown. */
  savedBy: z.string().nullable(),
  title: z.string(),
});
/** A revisions-list row. */
export type BlogRevisionSummary = z.infer<typeof blogRevisionSummarySchema>;

/** A revision with the post's full state as it was saved (to compare two versions side by side). */
export const blogRevisionSchema = blogRevisionSummarySchema.extend({
  post: adminBlogPostSchema
    .omit({
      status: true,
      revision: true,
      updatedAt: true,
      createdAt: true,
      updatedBy: true,
      id: true,
      slugFollowsTitle: true,
      workingCopy: true,
    })
    .extend({
      /** The stored status at that revision (a scheduled post is stored as published). */
      storedStatus: z.enum(['draft', 'published']),
    }),
});
/** A revision with its content. */
export type BlogRevision = z.infer<typeof blogRevisionSchema>;

/** `error.data.details` of a refused stale save (kind 'blogConflict', 409): the revision now stored, to reload or compare against. */
export interface BlogSaveConflict {
  currentRevision: number;
}
