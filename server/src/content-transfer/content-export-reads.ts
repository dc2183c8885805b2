import type { EntityManager } from '@mikro-orm/postgresql';
import { keysetTimeSql, type KeysetCursor } from '../db/keyset-batches.ts';
import type { ArchivedBuilderPage, ArchivedMedia, ArchivedMediaFile, ArchivedPost } from './archive-format.ts';

/** SQL that gives a timestamp column as ISO 8601 text in UTC to the microsecond (null stays null), as archives hold times. */
export function isoTimeSql(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** `where` of a keyset read on `created_at` then id, after `after` (the first page when null). */
function afterSql(after: KeysetCursor | null, alias: string): { sql: string; params: unknown[] } {
  return after
    ? { sql: `(${alias}.created_at, ${alias}.id) > (?::timestamptz, ?)`, params: [after.cursor_at, after.id] }
    : { sql: 'true', params: [] };
}

/** A list of ids as a PostgreSQL array literal, for `= any(?::int[])`. */
function idArray(ids: readonly number[]): string {
  return `{${ids.join(',')}}`;
}

/** Groups `rows` by their `key` column, which is removed from each. */
function byOwner<Row extends Record<string, unknown>>(rows: Row[], key: keyof Row): Map<number, Array<Omit<Row, typeof key>>> {
  const groups = new Map<number, Array<Omit<Row, typeof key>>>();
  for (const { [key]: owner, ...rest } of rows) {
    const list = groups.get(Number(owner)) ?? [];
    list.push(rest);
    groups.set(Number(owner), list);
  }
  return groups;
}

/** One keyset page of media assets (oldest first) with their stored files' rows (not their bytes). */
export async function readMediaBatch(
  em: EntityManager,
  after: KeysetCursor | null,
  size: number,
): Promise<Array<ArchivedMedia & KeysetCursor>> {
  const connection = em.getConnection();
  const where = afterSql(after, 'a');
  const assets = await connection.execute<Array<ArchivedMedia & KeysetCursor>>(
    `select a.id, a.filename, a.original_name as "originalName", a.mime_type as "mimeType", a.size, a.url, a.metadata, a.sha256,
            a.alt_text as "altText", ${isoTimeSql('a.created_at')} as "createdAt", ${keysetTimeSql('a.created_at')} as cursor_at
       from media_assets a where ${where.sql} order by a.created_at, a.id limit ?`,
    [...where.params, size],
  );
  if (assets.length === 0) return [];
  const files = byOwner(
    await connection.execute<Array<Record<string, unknown>>>(
      `select asset_id as "assetId", variant, filename, mime_type as "mimeType", width, height, size, etag
         from media_files where asset_id = any(?::int[]) order by asset_id, id`,
      [idArray(assets.map((asset) => asset.id))],
    ),
    'assetId',
  );
  return assets.map((asset) => ({ ...asset, files: (files.get(asset.id) ?? []) as ArchivedMediaFile[] }));
}

/** A JSON column's value as a value (a driver may hand jsonb over as its text). */
function jsonOf(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : (value ?? null);
}

/** A working copy's row as archived, or null for none. */
function copyOf(row: Record<string, unknown> | undefined): ArchivedPost['workingCopy'] {
  if (!row) return null;
  return {
    baseRevision: Number(row['baseRevision']),
    fields: jsonOf(row['fields']) as Record<string, unknown>,
    updatedAt: String(row['updatedAt']),
    applyAt: (row['applyAt'] as string | null) ?? null,
    applyFailure: (row['applyFailure'] as string | null) ?? null,
  };
}

/** One keyset page of blog posts (oldest first), each with its kept revisions, its old slugs, its review step and its working copy. */
export async function readPostBatch(
  em: EntityManager,
  after: KeysetCursor | null,
  size: number,
): Promise<Array<ArchivedPost & KeysetCursor>> {
  const connection = em.getConnection();
  const where = afterSql(after, 'p');
  const posts = await connection.execute<Array<ArchivedPost & KeysetCursor>>(
    `select p.id, p.title, p.slug, p.excerpt, p.content, p.featured_image_id as "featuredImageId", p.author, ${isoTimeSql('p.published_at')} as "publishedAt",
            ${isoTimeSql('p.offline_until')} as "offlineUntil", p.status, p.seo, p.image_url as "imageUrl", p.read_time as "readTime", p.categories, p.tags,
            p.featured, p.revision, p.read_time_manual as "readTimeManual", p.ever_published as "everPublished", p.slug_manual as "slugManual",
            case when p.review_state is null then null
                 else jsonb_build_object('state', p.review_state, 'note', p.review_note, 'at', ${isoTimeSql('p.review_at')}) end as review,
            ${isoTimeSql('p.created_at')} as "createdAt", ${isoTimeSql('p.updated_at')} as "updatedAt", ${keysetTimeSql('p.created_at')} as cursor_at
       from blog_posts p where ${where.sql} order by p.created_at, p.id limit ?`,
    [...where.params, size],
  );
  if (posts.length === 0) return [];
  const ids = idArray(posts.map((post) => Number(post.id)));
  const revisions = byOwner(
    await connection.execute<Array<Record<string, unknown>>>(
      `select post_id as "postId", revision, action, snapshot, ${isoTimeSql('created_at')} as "createdAt"
         from blog_post_revisions where post_id = any(?::int[]) order by post_id, revision, id`,
      [ids],
    ),
    'postId',
  );
  const redirects = byOwner(
    await connection.execute<Array<Record<string, unknown>>>(
      `select post_id as "postId", old_slug as "oldSlug", ${isoTimeSql('created_at')} as "createdAt"
         from blog_slug_redirects where post_id = any(?::int[]) order by post_id, old_slug`,
      [ids],
    ),
    'postId',
  );
  // Who saved the copy or scheduled its Update is an account of this site: not carried.
  const workingCopies = byOwner(
    await connection.execute<Array<Record<string, unknown>>>(
      `select post_id as "postId", base_revision as "baseRevision", fields, ${isoTimeSql('updated_at')} as "updatedAt",
              ${isoTimeSql('apply_at')} as "applyAt", apply_failure as "applyFailure"
         from blog_post_working_copies where post_id = any(?::int[]) order by post_id`,
      [ids],
    ),
    'postId',
  );
  return posts.map((post) => ({
    ...post,
    review: jsonOf(post.review) as ArchivedPost['review'],
    revisions: (revisions.get(Number(post.id)) ?? []) as ArchivedPost['revisions'],
    redirects: (redirects.get(Number(post.id)) ?? []) as ArchivedPost['redirects'],
    workingCopy: copyOf(workingCopies.get(Number(post.id))?.[0]),
  }));
}

/** One keyset page of the live builder pages (oldest first), each with its log entries, snapshots, checkpoints and old slugs. */
export async function readBuilderPageBatch(
  em: EntityManager,
  after: KeysetCursor | null,
  size: number,
): Promise<Array<ArchivedBuilderPage & KeysetCursor>> {
  const connection = em.getConnection();
  const where = afterSql(after, 'b');
  const pages = await connection.execute<Array<ArchivedBuilderPage & KeysetCursor>>(
    `select b.id, b.name, b.slug, b.is_active as "isActive", b.meta, b.version, b.published_version as "publishedVersion",
            ${isoTimeSql('b.published_at')} as "publishedAt", b.scheduled_version as "scheduledVersion", ${isoTimeSql('b.scheduled_at')} as "scheduledAt",
            ${isoTimeSql('b.created_at')} as "createdAt", ${isoTimeSql('b.updated_at')} as "updatedAt", ${keysetTimeSql('b.created_at')} as cursor_at
       from builder_pages b where b.deleted_at is null and ${where.sql} order by b.created_at, b.id limit ?`,
    [...where.params, size],
  );
  if (pages.length === 0) return [];
  const ids = idArray(pages.map((page) => Number(page.id)));
  const history = async (sql: string) => byOwner(await connection.execute<Array<Record<string, unknown>>>(sql, [ids]), 'pageId');
  const events = await history(
    `select page_id as "pageId", version, command, inverse, ${isoTimeSql('created_at')} as "createdAt" from page_events where page_id = any(?::int[]) order by page_id, version`,
  );
  const snapshots = await history(
    `select page_id as "pageId", version, tree, ${isoTimeSql('created_at')} as "createdAt" from page_snapshots where page_id = any(?::int[]) order by page_id, version`,
  );
  const checkpoints = await history(
    `select page_id as "pageId", version, kind, name, ${isoTimeSql('created_at')} as "createdAt" from page_checkpoints where page_id = any(?::int[]) order by page_id, id`,
  );
  const redirects = await history(
    `select page_id as "pageId", old_slug as "oldSlug", ${isoTimeSql('created_at')} as "createdAt" from builder_page_redirects where page_id = any(?::int[]) order by page_id, old_slug`,
  );
  return pages.map((page) => {
    const id = Number(page.id);
    return {
      ...page,
      events: (events.get(id) ?? []) as ArchivedBuilderPage['events'],
      snapshots: (snapshots.get(id) ?? []) as ArchivedBuilderPage['snapshots'],
      checkpoints: (checkpoints.get(id) ?? []) as ArchivedBuilderPage['checkpoints'],
      redirects: (redirects.get(id) ?? []) as ArchivedBuilderPage['redirects'],
    };
  });
}
