import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** What a revision keeps: the post's whole editable state as it was saved (JSON in `snapshot`). */
export interface BlogPostSnapshot {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  categories: string[];
  /** Absent in revisions kept before tags existed. */
  tags?: string[];
  featured: boolean;
  featuredImageId: number | null;
  imageUrl: string | null;
  readTime: string;
  readTimeManual: boolean;
  seo: Record<string, unknown>;
  status: 'draft' | 'published';
  publishedAt: string | null;
}

/** One kept save of a blog post (the last 20 per post are kept). */
export class BlogPostRevision {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'createdAt' | 'createdById';
  id!: number;
  postId!: number;
  revision!: number;
  action!: 'created' | 'saved' | 'published' | 'unpublished' | 'restored' | 'updated';
  snapshot!: BlogPostSnapshot;
  createdById: number | null = null;
  createdAt: Date = new Date();
}

/** The blog_post_revisions table. */
export const BlogPostRevisionSchema = new EntitySchema<BlogPostRevision>({
  class: BlogPostRevision,
  tableName: 'blog_post_revisions',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    postId: { type: 'integer', fieldName: 'post_id' },
    revision: { type: 'integer' },
    action: { type: 'string', length: 20 },
    snapshot: { type: 'json' },
    createdById: { type: 'integer', nullable: true, fieldName: 'created_by' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
