import {
  blogSeoSchema,
  type AdminBlogPost,
  type AdminBlogPostSummary,
  type BlogPostDisplayStatus,
  type BlogPostFields,
} from '@app/contracts';
import { sanitizeArticleHtml } from '../content/html-sanitizer.ts';
import type { BlogPost } from '../entities/blog-post.entity.ts';
import type { BlogPostSnapshot } from '../entities/blog-post-revision.entity.ts';
import { isWaiting, pendingOfflineUntil } from './public-post.ts';

/**
 * The status the manager shows: a published post whose time has not come yet, or that is offline until later, is
 * 'scheduled'; a draft submitted for review is 'in_review'.
 */
export function displayStatus(
  post: Pick<BlogPost, 'status' | 'publishedAt' | 'offlineUntil'> & { reviewState?: string | null },
  at: Date,
): BlogPostDisplayStatus {
  if (post.status !== 'published') return post.reviewState === 'in_review' ? 'in_review' : 'draft';
  return isWaiting(post, at) ? 'scheduled' : 'published';
}

/** The minutes of a read-time text such as '12 min read' (1 when it holds no number). */
export function readTimeMinutes(readTime: string): number {
  const minutes = Number.parseInt(readTime, 10);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 1;
}

/** A post as the blog manager's list shows it. */
export function toAdminSummary(post: Omit<BlogPost, 'content'>, at: Date): AdminBlogPostSummary {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    status: displayStatus(post, at),
    publishedAt: post.publishedAt?.toISOString() ?? null,
    offlineUntil: pendingOfflineUntil(post.offlineUntil, at),
    readTime: post.readTime,
    featured: post.featured,
    revision: post.revision,
    updatedAt: post.updatedAt.toISOString(),
  };
}

/** A post as the blog manager edits it (the body sanitised again on the way out), without its working copy. */
export function toAdminPost(post: BlogPost, at: Date, updatedBy: string | null): AdminBlogPost {
  return {
    ...toAdminSummary(post, at),
    excerpt: post.excerpt ?? '',
    content: sanitizeArticleHtml(post.content),
    author: post.author ?? '',
    readTimeMinutes: readTimeMinutes(post.readTime),
    readTimeManual: post.readTimeManual,
    categories: post.categories,
    tags: post.tags,
    featuredImage: post.featuredImage ? { id: post.featuredImage.id, url: post.featuredImage.url } : null,
    imageUrl: post.imageUrl,
    seo: blogSeoSchema.parse(post.seo ?? {}),
    createdAt: post.createdAt.toISOString(),
    updatedBy,
    slugFollowsTitle: !post.everPublished && !post.slugManual,
    workingCopy: null,
  };
}

/** The whole editable state of a post, as a revision keeps it. */
export function snapshotOf(post: BlogPost): BlogPostSnapshot {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    content: post.content,
    author: post.author ?? '',
    categories: [...post.categories],
    tags: [...post.tags],
    featured: post.featured,
    featuredImageId: post.featuredImage?.id ?? null,
    imageUrl: post.imageUrl,
    readTime: post.readTime,
    readTimeManual: post.readTimeManual,
    seo: { ...post.seo },
    status: post.status,
    publishedAt: post.publishedAt?.toISOString() ?? null,
  };
}

/** The editable fields a revision's snapshot (or a post, through `snapshotOf`) holds, as a save takes them. */
export function fieldsOfSnapshot(snap: BlogPostSnapshot): BlogPostFields {
  return {
    title: snap.title,
    slug: snap.slug,
    excerpt: snap.excerpt,
    content: snap.content,
    author: snap.author,
    categories: [...snap.categories],
    // A revision kept before tags existed had none.
    tags: [...(snap.tags ?? [])],
    featured: snap.featured,
    featuredImageId: snap.featuredImageId,
    imageUrl: snap.imageUrl,
    readTimeMinutes: snap.readTimeManual ? readTimeMinutes(snap.readTime) : null,
    seo: blogSeoSchema.parse(snap.seo ?? {}),
  };
}
