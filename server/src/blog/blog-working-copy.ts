// Working copies of live posts: a published (or scheduled) post's edits are kept here until Update copies them onto
// the post, so visitors see the published text until then.
import { blogSeoSchema, readTimeText, type AdminBlogPost, type BlogPostFields } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sanitizeArticleHtml } from '../content/html-sanitizer.ts';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { MediaAsset } from '../entities/media-asset.entity.ts';
import { User } from '../entities/user.entity.ts';
import { AppError } from '../errors.ts';
import { fieldsOfSnapshot, readTimeMinutes, snapshotOf } from './blog-admin.mapper.ts';
import { applyFields, execute, slugTaken, slugUsedByOtherPost } from './blog-post-save.ts';
import { computeReadTime } from './read-time.ts';

/**
 * A live post's working copy: the post's revision it started from, its edited fields and when it was last saved; the
 * time of its scheduled Update and who set it, and why the last one could not be applied.
 */
export interface WorkingCopy {
  baseRevision: number;
  fields: BlogPostFields;
  updatedAt: Date;
  applyAt: Date | null;
  applyById: number | null;
  applyFailure: string | null;
}

interface WorkingCopyRow {
  base_revision: number;
  fields: BlogPostFields | string;
  updated_at: Date | string;
  apply_at: Date | string | null;
  apply_by: number | null;
  apply_failure: string | null;
}

/** The editable fields of a post as it stands (what a new working copy starts from). */
export function liveFieldsOf(post: BlogPost): BlogPostFields {
  return fieldsOfSnapshot(snapshotOf(post));
}

/** The working copy of post `postId`, or null when it has none. */
export async function readWorkingCopy(em: EntityManager, postId: number): Promise<WorkingCopy | null> {
  const rows: WorkingCopyRow[] = await em
    .getConnection()
    .execute(
      'select base_revision, fields, updated_at, apply_at, apply_by, apply_failure from blog_post_working_copies where post_id = ?',
      [postId],
      'all',
      em.getTransactionContext(),
    );
  const row = rows[0];
  if (!row) return null;
  const fields = typeof row.fields === 'string' ? (JSON.parse(row.fields) as BlogPostFields) : row.fields;
  return {
    baseRevision: row.base_revision,
    fields,
    updatedAt: new Date(row.updated_at),
    applyAt: row.apply_at === null ? null : new Date(row.apply_at),
    applyById: row.apply_by,
    applyFailure: row.apply_failure,
  };
}

/** Raises a post's revision (the stale-save check) without touching what visitors see (nor its modified date). */
export async function raiseRevision(tx: EntityManager, post: BlogPost, userId: number): Promise<void> {
  await execute(tx, 'update blog_posts set revision = revision + 1, updated_by = ? where id = ?', [userId, post.id]);
}

/** Deep equality of two JSON values, whatever the order of their keys (jsonb keeps its own). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * Saves `changes` into the working copy of the locked live `post` (made from its live fields when it has none), as
 * `userId`: the body sanitised, the slug kept free of other posts' (409), the featured image still in the library
 * (400). A working copy that ends up equal to the live post is dropped. The post's revision rises; its fields stay.
 */
export async function saveWorkingCopy(tx: EntityManager, post: BlogPost, changes: Partial<BlogPostFields>, userId: number): Promise<void> {
  const current = await readWorkingCopy(tx, post.id);
  const live = liveFieldsOf(post);
  const fields: BlogPostFields = { ...(current?.fields ?? live) };
  for (const [key, value] of Object.entries(changes) as [keyof BlogPostFields, unknown][]) {
    if (value !== undefined) (fields as Record<string, unknown>)[key] = value;
  }
  if (changes.content !== undefined) fields.content = sanitizeArticleHtml(changes.content);
  if (changes.slug !== undefined && changes.slug !== post.slug && (await slugUsedByOtherPost(tx, changes.slug, post.id))) {
    throw slugTaken(changes.slug);
  }
  if (changes.featuredImageId != null && (await tx.count(MediaAsset, { id: changes.featuredImageId })) === 0) {
    throw new AppError(
      400,
      `The featured image (media id ${changes.featuredImageId}) is not in the media library any more. Choose another image.`,
      {
        fields: { featuredImageId: 'That image is not in the media library any more.' },
      },
    );
  }
  if (sameJson(fields, live)) {
    await execute(tx, 'delete from blog_post_working_copies where post_id = ?', [post.id]);
  } else {
    await execute(
      tx,
      `insert into blog_post_working_copies (post_id, base_revision, fields, updated_by, updated_at) values (?, ?, ?::jsonb, ?, now())
       on conflict (post_id) do update set fields = excluded.fields, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
      [post.id, current?.baseRevision ?? post.revision, JSON.stringify(fields), userId],
    );
  }
  await raiseRevision(tx, post, userId);
}

/** Drops the working copy of the locked `post` (Discard changes), raising its revision; what visitors see stays. */
export async function discardWorkingCopy(tx: EntityManager, post: BlogPost, userId: number): Promise<void> {
  await execute(tx, 'delete from blog_post_working_copies where post_id = ?', [post.id]);
  await raiseRevision(tx, post, userId);
}

/**
 * Copies the working copy of the locked `post` (if it has one) onto it through the rules of a save (slug 409, the old
 * address of a live post redirected, one featured post) and drops it; true when there was one. Nothing is flushed.
 */
export async function takeWorkingCopy(tx: EntityManager, post: BlogPost): Promise<boolean> {
  const copy = await readWorkingCopy(tx, post.id);
  if (!copy) return false;
  const { featuredImageId, ...rest } = copy.fields;
  const imageExists = featuredImageId !== null && (await tx.count(MediaAsset, { id: featuredImageId })) > 0;
  await applyFields(tx, post, { ...rest, featuredImageId: imageExists ? featuredImageId : null });
  await execute(tx, 'delete from blog_post_working_copies where post_id = ?', [post.id]);
  return true;
}

/** The editor's view of `post` with its working copy on top (the fields being edited), and what visitors see beside. */
export async function withWorkingCopy(em: EntityManager, post: BlogPost, view: AdminBlogPost): Promise<AdminBlogPost> {
  const copy = post.status === 'published' ? await readWorkingCopy(em, post.id) : null;
  if (!copy) return view;
  const fields = copy.fields;
  const image = fields.featuredImageId ? await em.findOne(MediaAsset, { id: fields.featuredImageId }) : null;
  const readTime = fields.readTimeMinutes === null ? computeReadTime(fields.content) : readTimeText(fields.readTimeMinutes);
  const scheduler = copy.applyById ? await em.findOne(User, { id: copy.applyById }, { fields: ['name', 'username'] }) : null;
  return {
    ...view,
    title: fields.title,
    slug: fields.slug,
    excerpt: fields.excerpt,
    content: sanitizeArticleHtml(fields.content),
    author: fields.author,
    categories: fields.categories,
    // A working copy written before tags existed keeps the post's.
    tags: fields.tags ?? post.tags,
    featured: fields.featured,
    featuredImage: image ? { id: image.id, url: image.url } : null,
    imageUrl: fields.imageUrl,
    readTime,
    readTimeMinutes: readTimeMinutes(readTime),
    readTimeManual: fields.readTimeMinutes !== null,
    seo: blogSeoSchema.parse(fields.seo ?? {}),
    workingCopy: {
      baseRevision: copy.baseRevision,
      updatedAt: copy.updatedAt.toISOString(),
      live: {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt ?? '',
        content: sanitizeArticleHtml(post.content),
        categories: post.categories,
        tags: post.tags,
        seo: blogSeoSchema.parse(post.seo ?? {}),
      },
      applyAt: copy.applyAt?.toISOString() ?? null,
      applyBy: scheduler ? scheduler.name || scheduler.username : null,
      applyFailure: copy.applyFailure,
    },
  };
}

/**
 * `post` as its draft preview shows it: a live post with a working copy shows the working copy's text, image and SEO
 * (a detached copy: nothing is written).
 */
export async function previewedPost(em: EntityManager, post: BlogPost): Promise<BlogPost> {
  const copy = post.status === 'published' ? await readWorkingCopy(em, post.id) : null;
  if (!copy) return post;
  const fields = copy.fields;
  const image = fields.featuredImageId ? await em.findOne(MediaAsset, { id: fields.featuredImageId }) : null;
  return Object.assign(new BlogPost(), post, {
    title: fields.title,
    slug: fields.slug,
    excerpt: fields.excerpt,
    content: fields.content,
    author: fields.author,
    categories: fields.categories,
    // A working copy written before tags existed keeps the post's.
    tags: fields.tags ?? post.tags,
    featured: fields.featured,
    featuredImage: image,
    imageUrl: fields.imageUrl,
    readTime: fields.readTimeMinutes === null ? computeReadTime(fields.content) : readTimeText(fields.readTimeMinutes),
    seo: fields.seo,
    updatedAt: copy.updatedAt,
  });
}
