import {
  ADMIN_BLOG_LIST_SLICE,
  type AdminBlogListFilter,
  type AdminBlogListSlice,
  type AdminBlogPostSummary,
  type PublicUser,
} from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../clock.ts';
import { AppError } from '../errors.ts';
import { displayStatus } from './blog-admin.mapper.ts';
import { seesEveryPost } from './post-access.ts';
import { pendingOfflineUntil } from './public-post.ts';
import { likeLiteral } from '../db/like-pattern.ts';

/** Where a slice of the manager's list starts: after the post with this date (microseconds, UTC; null for none) and id. */
export interface ListPosition {
  at: string | null;
  id: number;
}

const BAD_CURSOR = 'This list position (cursor) is not one the server gave out; load the list again from its start.';
/** A timestamp as the list writes it into a cursor: UTC with microseconds, the database's own precision. */
const AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The opaque text of a list position (base64url of JSON), as `nextCursor` carries it. */
export function encodeListCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

/** The position a cursor names; anything the server did not write is a 400 a person can act on. */
export function decodeListCursor(cursor: string): ListPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError(400, BAD_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw new AppError(400, BAD_CURSOR);
  const [at, id] = parsed as unknown[];
  if (!(at === null || (typeof at === 'string' && AT_PATTERN.test(at))) || !Number.isSafeInteger(id) || (id as number) < 1) {
    throw new AppError(400, BAD_CURSOR);
  }
  return { at, id: id as number };
}

/** The SQL condition (and its values) of the filters: title part, displayed status at `at`, category label. */
function filterSql(filter: AdminBlogListFilter, at: Date, createdBy: number | null): { sql: string; values: unknown[] } {
  const parts: string[] = [];
  const values: unknown[] = [];
  if (createdBy !== null) {
    parts.push(`created_by = ?`);
    values.push(createdBy);
  }
  if (filter.q) {
    // A trigram index (see the admin_list_indexes migration) serves this where pg_trgm is installed.
    parts.push(`title ilike ?`);
    values.push(`%${likeLiteral(filter.q)}%`);
  }
  if (filter.status === 'draft') parts.push(`status <> 'published' and review_state is distinct from 'in_review'`);
  else if (filter.status === 'in_review') parts.push(`status <> 'published' and review_state = 'in_review'`);
  else if (filter.status === 'published') {
    parts.push(`status = 'published' and (published_at is null or published_at <= ?) and (offline_until is null or offline_until <= ?)`);
    values.push(at, at);
  } else if (filter.status === 'scheduled') {
    parts.push(`status = 'published' and (published_at > ? or offline_until > ?)`);
    values.push(at, at);
  }
  if (filter.category) {
    parts.push(`categories @> ?::jsonb`);
    values.push(JSON.stringify([filter.category]));
  }
  // A partial index in the list's order serves this (Migration20261207020000_wordpress_pages_missing_images).
  if (filter.imagesMissing) parts.push('images_missing');
  return { sql: parts.length > 0 ? parts.join(' and ') : 'true', values };
}

/** The SQL condition of "after `position`" in the list's order (published_at desc nulls first, id desc). */
function afterSql(position: ListPosition): { sql: string; values: unknown[] } {
  if (position.at === null) return { sql: `(published_at is not null or id < ?)`, values: [position.id] };
  return {
    sql: `(published_at < ?::timestamptz or (published_at = ?::timestamptz and id < ?))`,
    values: [position.at, position.at, position.id],
  };
}

interface ListRow {
  id: number;
  title: string;
  slug: string;
  status: string;
  review_state: string | null;
  published_at: Date | string | null;
  offline_until: Date | string | null;
  at_key: string | null;
  read_time: string;
  featured: boolean;
  revision: number;
  updated_at: Date | string;
  images_missing: boolean;
}

function toSummary(row: ListRow, at: Date): AdminBlogPostSummary {
  const publishedAt = row.published_at === null ? null : new Date(row.published_at);
  const offlineUntil = row.offline_until === null ? null : new Date(row.offline_until);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: displayStatus(
      { status: row.status === 'published' ? 'published' : 'draft', reviewState: row.review_state, publishedAt, offlineUntil },
      at,
    ),
    publishedAt: publishedAt?.toISOString() ?? null,
    offlineUntil: pendingOfflineUntil(offlineUntil, at),
    readTime: row.read_time,
    featured: row.featured,
    revision: row.revision,
    updatedAt: new Date(row.updated_at).toISOString(),
    imagesMissing: row.images_missing,
  };
}

/**
 * One slice (50) of the blog manager's list as `user` may see it (an author or contributor: their own posts), newest first (a post without a date on top, id breaking ties), from
 * `cursor` on (a keyset: posts added meanwhile neither repeat nor skip a row), with the filters and their total.
 */
export async function listAdminPostSlice(
  em: EntityManager,
  input: AdminBlogListFilter & { cursor?: string | null },
  user: Pick<PublicUser, 'id' | 'role'>,
): Promise<AdminBlogListSlice> {
  const at = now();
  const filter = filterSql(input, at, seesEveryPost(user) ? null : user.id);
  const after = input.cursor ? afterSql(decodeListCursor(input.cursor)) : { sql: 'true', values: [] };
  const connection = em.getConnection();
  const context: unknown = em.getTransactionContext();
  const rows = await connection.execute<ListRow[]>(
    `select id, title, slug, status, review_state, published_at, offline_until, read_time, featured, revision, updated_at, images_missing,
            to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_key
       from blog_posts
      where ${filter.sql} and ${after.sql}
      order by published_at desc nulls first, id desc
      limit ?`,
    [...filter.values, ...after.values, ADMIN_BLOG_LIST_SLICE + 1],
    'all',
    context,
  );
  const [counted] = await connection.execute<Array<{ total: number }>>(
    `select count(*)::integer as total from blog_posts where ${filter.sql}`,
    filter.values,
    'all',
    context,
  );
  const slice = rows.slice(0, ADMIN_BLOG_LIST_SLICE);
  const last = slice.at(-1);
  return {
    items: slice.map((row) => toSummary(row, at)),
    total: counted?.total ?? 0,
    nextCursor: rows.length > ADMIN_BLOG_LIST_SLICE && last ? encodeListCursor({ at: last.at_key, id: last.id }) : null,
  };
}
