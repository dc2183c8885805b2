import {
  blogSeoSchema,
  BLOG_REVISIONS_KEPT,
  type AdminBlogPost,
  type BlogRevision,
  type BlogRevisionSummary,
  type PublicUser,
  type restoreBlogRevisionInputSchema,
} from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { sanitizeArticleHtml } from '../content/html-sanitizer.ts';
import { BlogPostRevision } from '../entities/blog-post-revision.entity.ts';
import { MediaAsset } from '../entities/media-asset.entity.ts';
import { User } from '../entities/user.entity.ts';
import { AppError } from '../errors.ts';
import { fieldsOfSnapshot, readTimeMinutes } from './blog-admin.mapper.ts';
import { saveEdits } from './blog-admin.service.ts';
import { findPostFor } from './post-access.ts';

/** Display names (name, else username) of the given user ids. */
async function userNames(em: EntityManager, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const users = await em.find(User, { id: { $in: wanted } }, { fields: ['name', 'username'] });
  return new Map(users.map((user) => [user.id, user.name || user.username]));
}

async function ensurePost(em: EntityManager, id: number, user: PublicUser): Promise<void> {
  await findPostFor(em, id, user, 'read');
}

/** What a revisions-list row is made of. */
interface RevisionHead {
  revision: number;
  action: BlogPostRevision['action'];
  createdAt: Date;
  createdById: number | null;
  title: string;
}

function toSummary(row: RevisionHead, names: Map<number, string>): BlogRevisionSummary {
  return {
    revision: row.revision,
    action: row.action,
    savedAt: row.createdAt.toISOString(),
    savedBy: row.createdById === null ? null : (names.get(row.createdById) ?? null),
    title: row.title,
  };
}

/** The kept revisions of a post (at most 20), newest first; an unknown post is a 404. */
export async function listRevisions(em: EntityManager, id: number, user: PublicUser): Promise<BlogRevisionSummary[]> {
  await ensurePost(em, id, user);
  // The title only: twenty full bodies are not needed for a list.
  const rows: {
    revision: number;
    action: BlogPostRevision['action'];
    created_at: Date | string;
    created_by: number | null;
    title: string;
  }[] = await em
    .getConnection()
    .execute(
      `select revision, action, created_at, created_by, snapshot->>'title' as title from blog_post_revisions where post_id = ? order by revision desc limit ?`,
      [id, BLOG_REVISIONS_KEPT],
      'all',
    );
  const names = await userNames(
    em,
    rows.map((row) => row.created_by),
  );
  return rows.map((row) =>
    toSummary(
      { revision: row.revision, action: row.action, createdAt: new Date(row.created_at), createdById: row.created_by, title: row.title },
      names,
    ),
  );
}

async function findRevision(em: EntityManager, id: number, revision: number, user: PublicUser): Promise<BlogPostRevision> {
  await ensurePost(em, id, user);
  const row = await em.findOne(BlogPostRevision, { postId: id, revision });
  if (!row) throw new AppError(404, `Post ${id} has no revision ${revision} (only the newest ${BLOG_REVISIONS_KEPT} are kept).`);
  return row;
}

/** One revision with the post's state as saved then; 404 for an unknown post or revision. */
export async function getRevision(em: EntityManager, id: number, revision: number, user: PublicUser): Promise<BlogRevision> {
  const row = await findRevision(em, id, revision, user);
  const names = await userNames(em, [row.createdById]);
  const snap = row.snapshot;
  const image = snap.featuredImageId ? await em.findOne(MediaAsset, { id: snap.featuredImageId }) : null;
  return {
    ...toSummary({ ...row, title: row.snapshot.title }, names),
    post: {
      title: snap.title,
      slug: snap.slug,
      storedStatus: snap.status,
      publishedAt: snap.publishedAt,
      // A revision keeps the date, not a time offline.
      offlineUntil: null,
      readTime: snap.readTime,
      readTimeMinutes: readTimeMinutes(snap.readTime),
      readTimeManual: snap.readTimeManual,
      featured: snap.featured,
      excerpt: snap.excerpt,
      content: sanitizeArticleHtml(snap.content),
      author: snap.author,
      categories: snap.categories,
      tags: snap.tags ?? [],
      featuredImage: image ? { id: image.id, url: image.url } : null,
      imageUrl: snap.imageUrl,
      seo: blogSeoSchema.parse(snap.seo ?? {}),
    },
  };
}

/**
 * Brings back the fields of a revision (status and date stay as they are now) through the same rules as a save
 * (`saveEdits`): stale base 409, slug 409, one featured post; a live post gets them in its working copy (visitors see
 * them after Update). A featured image since deleted from the library is left out.
 */
export async function restoreRevision(
  em: EntityManager,
  input: z.output<typeof restoreBlogRevisionInputSchema>,
  user: PublicUser,
): Promise<AdminBlogPost> {
  const snap = (await findRevision(em, input.id, input.revision, user)).snapshot;
  const imageExists = snap.featuredImageId !== null && (await em.count(MediaAsset, { id: snap.featuredImageId })) > 0;
  return saveEdits(em, input, user, 'restored', { ...fieldsOfSnapshot(snap), featuredImageId: imageExists ? snap.featuredImageId : null });
}
