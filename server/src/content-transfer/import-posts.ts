import { isWaiting } from '../blog/public-post.ts';
import { now } from '../clock.ts';
import { sanitizeArticleHtml } from '../content/html-sanitizer.ts';
import type { ArchivedPost } from './archive-format.ts';
import { isoTimeSql } from './content-export-reads.ts';
import { postProblem } from './import-checks.ts';
import { canonicalJson, withMediaUrls, type ImportContext } from './import-context.ts';

/** The fields that make a post's content: two posts with the same slug and these are the same post. */
function postFingerprint(
  post: Pick<
    ArchivedPost,
    'title' | 'excerpt' | 'content' | 'author' | 'status' | 'seo' | 'imageUrl' | 'categories' | 'tags' | 'publishedAt'
  >,
): string {
  const { title, excerpt, content, author, status, seo, imageUrl, categories, tags, publishedAt } = post;
  return canonicalJson({ title, excerpt, content, author, status, seo, imageUrl, categories, tags, publishedAt });
}

/** A media image id of the source site as this site's, or null when the archive did not carry it. */
function localImageId(context: ImportContext, id: unknown): number | null {
  return typeof id === 'number' ? (context.assetIds.get(id) ?? null) : null;
}

/** A working copy as it will be stored here: media URLs and the featured image's id rewritten, the body sanitised as a save does. */
function localWorkingCopy(context: ImportContext, copy: ArchivedPost['workingCopy']): ArchivedPost['workingCopy'] {
  if (!copy) return null;
  const fields = withMediaUrls(context, copy.fields);
  const content = fields['content'];
  return {
    ...copy,
    fields: {
      ...fields,
      content: typeof content === 'string' ? sanitizeArticleHtml(content) : content,
      featuredImageId: localImageId(context, fields['featuredImageId']),
    },
  };
}

/** A post as it will be stored here: media URLs and the featured image's id rewritten, its working copy's too. */
function localPost(context: ImportContext, post: ArchivedPost): ArchivedPost {
  return {
    ...post,
    excerpt: withMediaUrls(context, post.excerpt),
    content: withMediaUrls(context, post.content),
    seo: withMediaUrls(context, post.seo),
    imageUrl: withMediaUrls(context, post.imageUrl),
    featuredImageId: localImageId(context, post.featuredImageId),
    revisions: post.revisions.map((revision) => {
      const snapshot = withMediaUrls(context, revision.snapshot);
      return { ...revision, snapshot: { ...snapshot, featuredImageId: localImageId(context, snapshot['featuredImageId']) } };
    }),
    workingCopy: localWorkingCopy(context, post.workingCopy),
  };
}

/**
 * Whether someone typed the post's slug: as archived, else (an archive of version 1) as the migration that added the
 * column decided (a post ever published, or one whose slug is not a new post's default).
 */
function slugManualOf(post: ArchivedPost): boolean {
  return post.slugManual ?? (post.everPublished || !/^new-blog-post(-[0-9]+)?$/.test(post.slug));
}

/** The `scheduled` and `scheduled_by` columns of an archived post written here at `at` by `actorId`. */
function scheduledBy(post: ArchivedPost, actorId: number | null, at: Date): { scheduled: boolean; scheduled_by: number | null } {
  const waiting = isWaiting(
    {
      status: post.status,
      publishedAt: post.publishedAt ? new Date(post.publishedAt) : null,
      offlineUntil: post.offlineUntil ? new Date(post.offlineUntil) : null,
    },
    at,
  );
  return { scheduled: waiting, scheduled_by: waiting ? actorId : null };
}

const POST_COLUMNS = `title text, slug text, excerpt text, content text, featured_image_id int, author text, published_at timestamptz,
  offline_until timestamptz, status text, seo jsonb, image_url text, read_time text, categories jsonb, tags jsonb, featured boolean, revision int,
  read_time_manual boolean, ever_published boolean, scheduled boolean, scheduled_by int, slug_manual boolean, review_state text, review_note text,
  review_at timestamptz, created_at timestamptz, updated_at timestamptz`;

/**
 * Imports one batch of posts, matched by slug: a post whose slug is free here is created with its revisions, old
 * slugs, review step and working copy (ids new, the featured image and media URLs following; who submitted it, saved
 * the copy or scheduled its Update is an account of the other site, so none, but a scheduled Update is the importing
 * admin's, as a scheduled post is); one whose slug is taken by the same content is
 * skipped; one whose slug is taken by different content is skipped too (this site's post is kept) and reported; one
 * whose slug or old slugs the blog editor refuses (see postProblem) is skipped and reported with the reason.
 */
export async function importPosts(context: ImportContext, batch: ArchivedPost[]): Promise<void> {
  for (let start = 0; start < batch.length; start += INSERT_SIZE) await importPostSlice(context, batch.slice(start, start + INSERT_SIZE));
}

/** Posts written per statement: a few hundred keeps each statement's JSON parameter to a few megabytes. */
const INSERT_SIZE = 250;

/** `importPosts` for one statement's worth of posts. */
async function importPostSlice(context: ImportContext, batch: ArchivedPost[]): Promise<void> {
  const posts: ArchivedPost[] = [];
  for (const post of batch) {
    const problem = postProblem(post);
    if (problem === null) posts.push(localPost(context, post));
    else context.count('posts', 'skipped', { key: post.slug, reason: problem });
  }
  const existing = await context.sql<Parameters<typeof postFingerprint>[0] & { slug: string }>(
    `select slug, title, excerpt, content, author, status, seo, image_url as "imageUrl", categories, tags, ${isoTimeSql('published_at')} as "publishedAt"
       from blog_posts where slug in (select jsonb_array_elements_text(?::jsonb))`,
    [JSON.stringify(posts.map((post) => post.slug))],
  );
  const here = new Map(existing.map((row) => [row.slug, postFingerprint(row)]));
  const fresh: ArchivedPost[] = [];
  const freshSlugs = new Set<string>();
  for (const post of posts) {
    const found = here.get(post.slug);
    if (found === undefined && !freshSlugs.has(post.slug)) {
      fresh.push(post);
      freshSlugs.add(post.slug);
    } else if (found === postFingerprint(post)) context.count('posts', 'skipped');
    else
      context.count('posts', 'skipped', {
        key: post.slug,
        reason: "A post with this slug exists here with different content; this site's post was kept.",
      });
  }
  if (fresh.length === 0) return;
  const at = now();
  // One post is featured at most (blog_posts_one_featured): this site's featured post stays so; an imported one is
  // featured only while this site has none.
  let featureTaken = (await context.sql('select 1 from blog_posts where featured limit 1')).length > 0;
  const featured = fresh.map((post) => {
    const kept = post.featured && !featureTaken;
    if (kept) featureTaken = true;
    return kept;
  });
  const rows = fresh.map((post, index) => ({
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    featured_image_id: post.featuredImageId,
    author: post.author,
    published_at: post.publishedAt,
    offline_until: post.offlineUntil,
    status: post.status,
    seo: post.seo,
    image_url: post.imageUrl,
    read_time: post.readTime,
    categories: post.categories,
    tags: post.tags,
    featured: featured[index],
    revision: post.revision,
    read_time_manual: post.readTimeManual,
    ever_published: post.everPublished,
    // A post still waiting for its time here is scheduled by the importing admin: its going live is logged.
    ...scheduledBy(post, context.actorId, at),
    slug_manual: slugManualOf(post),
    // A post that is live leaves review (the table's trigger sees to it whatever is written).
    review_state: post.review?.state ?? null,
    review_note: post.review?.note ?? null,
    review_at: post.review?.at ?? null,
    created_at: post.createdAt,
    updated_at: post.updatedAt,
  }));
  const created = await context.sql<{ id: number; slug: string }>(
    `insert into blog_posts (title, slug, excerpt, content, featured_image_id, author, published_at, offline_until, status, seo, image_url,
                             read_time, categories, tags, featured, revision, read_time_manual, ever_published, scheduled, scheduled_by,
                             slug_manual, review_state, review_note, review_at, created_at, updated_at)
     select title, slug, excerpt, content, featured_image_id, author, published_at, offline_until, status, seo, image_url,
            read_time, categories, tags, featured, revision, read_time_manual, ever_published, scheduled, scheduled_by,
            slug_manual, review_state, review_note, review_at, created_at, updated_at
       from jsonb_to_recordset(?::jsonb) as r(${POST_COLUMNS}) returning id, slug`,
    [JSON.stringify(rows)],
  );
  const ids = new Map(created.map((row) => [row.slug, row.id]));
  const revisions = fresh.flatMap((post) =>
    post.revisions.map((revision) => ({
      post_id: ids.get(post.slug),
      revision: revision.revision,
      action: revision.action,
      snapshot: revision.snapshot,
      created_at: revision.createdAt,
    })),
  );
  if (revisions.length > 0) {
    await context.sql(
      `insert into blog_post_revisions (post_id, revision, action, snapshot, created_at)
       select post_id, revision, action, snapshot, created_at
         from jsonb_to_recordset(?::jsonb) as r(post_id int, revision int, action text, snapshot jsonb, created_at timestamptz)`,
      [JSON.stringify(revisions)],
    );
  }
  const redirects = fresh.flatMap((post) =>
    post.redirects.map((redirect) => ({ post_id: ids.get(post.slug), old_slug: redirect.oldSlug, created_at: redirect.createdAt })),
  );
  if (redirects.length > 0) {
    // An old slug already redirecting somewhere here keeps its target.
    await context.sql(
      `insert into blog_slug_redirects (old_slug, post_id, created_at)
       select old_slug, post_id, created_at from jsonb_to_recordset(?::jsonb) as r(old_slug text, post_id int, created_at timestamptz)
       on conflict (old_slug) do nothing`,
      [JSON.stringify(redirects)],
    );
  }
  // A working copy belongs to a live post (the editor reads none of a draft).
  const copies = fresh.flatMap((post) =>
    post.status === 'published' && post.workingCopy
      ? [
          {
            post_id: ids.get(post.slug),
            base_revision: post.workingCopy.baseRevision,
            fields: post.workingCopy.fields,
            updated_at: post.workingCopy.updatedAt,
            apply_at: post.workingCopy.applyAt,
            apply_by: post.workingCopy.applyAt === null ? null : context.actorId,
            apply_failure: post.workingCopy.applyFailure,
          },
        ]
      : [],
  );
  if (copies.length > 0) {
    await context.sql(
      `insert into blog_post_working_copies (post_id, base_revision, fields, updated_by, updated_at, apply_at, apply_by, apply_failure)
       select post_id, base_revision, fields, null, updated_at, apply_at, apply_by, apply_failure
         from jsonb_to_recordset(?::jsonb) as r(post_id int, base_revision int, fields jsonb, updated_at timestamptz, apply_at timestamptz,
                                                apply_by int, apply_failure text)`,
      [JSON.stringify(copies)],
    );
  }
  for (let index = 0; index < fresh.length; index += 1) context.count('posts', 'created');
}
