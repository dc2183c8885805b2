import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { MediaAsset } from './media-asset.entity.ts';

/**
 * A blog article; only `published` ones whose `publishedAt` has come are public (a later one is scheduled), and not
 * while `offlineUntil` is still to come (see blog/public-post.ts).
 */
export class BlogPost {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?:
    | 'excerpt'
    | 'featuredImage'
    | 'author'
    | 'publishedAt'
    | 'status'
    | 'seo'
    | 'imageUrl'
    | 'readTime'
    | 'categories'
    | 'tags'
    | 'featured'
    | 'createdAt'
    | 'updatedAt'
    | 'revision'
    | 'readTimeManual'
    | 'updatedById'
    | 'createdById'
    | 'everPublished'
    | 'slugManual'
    | 'offlineUntil'
    | 'scheduled'
    | 'scheduledById'
    | 'reviewState'
    | 'reviewNote'
    | 'reviewById'
    | 'reviewAt';
  id!: number;
  title!: string;
  slug!: string;
  excerpt: string | null = null;
  content!: string;
  featuredImage: MediaAsset | null = null;
  author: string | null = null;
  publishedAt: Date | null = null;
  /** A live post rescheduled while keeping its date is off the public site until this time; null otherwise. */
  offlineUntil: Date | null = null;
  status: 'draft' | 'published' = 'draft';
  /**
   * Whether the post's last publish was for a time to come: its first publication at `publishedAt`, or its return at
   * `offlineUntil`. It stays true once that time has passed (the activity log records when it went live).
   */
  scheduled = false;
  /** The admin who scheduled that publish (null for none, or once that account is deleted). */
  scheduledById: number | null = null;
  seo: Record<string, unknown> = {};
  /** An image URL used when no media asset is linked (the seeded posts). */
  imageUrl: string | null = null;
  readTime = '3 min read';
  /** Category labels. */
  categories: string[] = [];
  /** Tag names (contracts blog-tags.ts); each tag's page lists the published posts that carry it. */
  tags: string[] = [];
  featured = false;
  /** Counts the saves; a save must start from the current one (see blog-admin.service.ts). */
  revision = 1;
  /** True when an admin set the read time; false when it is computed from the words on every save. */
  readTimeManual = false;
  /** The admin who saved last. */
  updatedById: number | null = null;
  /** The account that created the post (null for posts older than roles, or once that account is deleted): an author or contributor may change only their own. */
  createdById: number | null = null;
  /** Whether the post has ever been published (a contributor may change only a post that never was). */
  everPublished = false;
  /** Whether someone typed the slug: until then (and until the post is first published) it follows the title. */
  slugManual = false;
  /** The review step (blog/post-review.service.ts): 'in_review' once its contributor submits it, 'sent_back' with a note. */
  reviewState: 'in_review' | 'sent_back' | null = null;
  /** The note of the editor who sent it back (null otherwise). */
  reviewNote: string | null = null;
  /** Who submitted it or sent it back last. */
  reviewById: number | null = null;
  reviewAt: Date | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

/** The blog_posts table. */
export const BlogPostSchema = new EntitySchema<BlogPost>({
  class: BlogPost,
  tableName: 'blog_posts',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    title: { type: 'string', length: 255 },
    slug: { type: 'string', length: 255, unique: true },
    excerpt: { type: 'text', nullable: true },
    content: { type: 'text' },
    featuredImage: { kind: 'm:1', entity: () => MediaAsset, nullable: true, fieldName: 'featured_image_id' },
    author: { type: 'string', length: 100, nullable: true },
    publishedAt: { type: 'datetime', nullable: true },
    offlineUntil: { type: 'datetime', nullable: true },
    status: { type: 'string', length: 20, default: 'draft' },
    scheduled: { type: 'boolean', default: false },
    scheduledById: { type: 'integer', nullable: true, fieldName: 'scheduled_by' },
    seo: { type: 'json' },
    imageUrl: { type: 'text', nullable: true },
    readTime: { type: 'string', length: 20, default: '3 min read' },
    categories: { type: 'json' },
    tags: { type: 'json' },
    featured: { type: 'boolean', default: false },
    revision: { type: 'integer', default: 1 },
    readTimeManual: { type: 'boolean', default: false },
    updatedById: { type: 'integer', nullable: true, fieldName: 'updated_by' },
    createdById: { type: 'integer', nullable: true, fieldName: 'created_by' },
    everPublished: { type: 'boolean', default: false },
    slugManual: { type: 'boolean', default: false },
    reviewState: { type: 'string', nullable: true },
    reviewNote: { type: 'text', nullable: true },
    reviewById: { type: 'integer', nullable: true, fieldName: 'review_by' },
    reviewAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
