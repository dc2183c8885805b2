import { PAGE_META, REDIRECTS_PAGE_SIZE, type NotFoundPage, type NotFoundPath } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { publicPostSql } from '../blog/public-post.ts';
import { now } from '../clock.ts';
import { AppError } from '../errors.ts';

interface PathRow {
  path: string;
  hits: string | number;
  first_seen_at: Date;
  last_seen_at: Date;
  referrers: Array<{ referrer: string; hits: number }> | null;
}

/** The keyset position of a row in one of the two orders, as the opaque `next` carries it. */
interface Cursor {
  hits?: number;
  at?: string;
  path: string;
}

function readCursor(after: string | null | undefined): Cursor | null {
  if (!after) return null;
  try {
    const cursor = JSON.parse(after) as Cursor;
    if (typeof cursor.path !== 'string') throw new Error('no path');
    return cursor;
  } catch {
    throw new AppError(400, 'That page of the 404 list is no longer valid: open the list again.');
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The paths that answered 404 holding `q`, most hits first (`hits`) or most recently seen first (`recent`), a page at
 * a time (keyset over the order's index), each with its three most frequent referrers and a suggested target.
 */
export async function listNotFound(
  em: EntityManager,
  input: { q: string; sort: 'hits' | 'recent'; after?: string | null },
): Promise<NotFoundPage> {
  const connection = em.getConnection();
  const cursor = readCursor(input.after);
  const filter = input.q === '' ? 'true' : `p.path ilike ? escape '\\'`;
  const filterParams = input.q === '' ? [] : [`%${escapeLike(input.q.toLowerCase())}%`];
  const order = input.sort === 'hits' ? 'p.hits desc, p.path' : 'p.last_seen_at desc, p.path';
  const keyset =
    cursor === null
      ? { sql: 'true', params: [] as unknown[] }
      : input.sort === 'hits'
        ? { sql: '(p.hits < ? or (p.hits = ? and p.path > ?))', params: [cursor.hits ?? 0, cursor.hits ?? 0, cursor.path] }
        : { sql: '(p.last_seen_at < ? or (p.last_seen_at = ? and p.path > ?))', params: [cursor.at, cursor.at, cursor.path] };
  const rows = await connection.execute<PathRow[]>(
    `select p.path, p.hits, p.first_seen_at, p.last_seen_at,
            (select json_agg(json_build_object('referrer', r.referrer, 'hits', r.hits) order by r.hits desc, r.referrer)
               from (select referrer, hits from not_found_referrers where path = p.path order by hits desc, referrer limit 3) r) as referrers
       from not_found_paths p
      where ${filter} and ${keyset.sql}
      order by ${order} limit ?`,
    [...filterParams, ...keyset.params, REDIRECTS_PAGE_SIZE + 1],
  );
  const [{ total }] = await connection.execute<[{ total: string }]>(
    `select count(*) as total from not_found_paths p where ${filter}`,
    filterParams,
  );
  const page = rows.slice(0, REDIRECTS_PAGE_SIZE);
  const suggestions = await suggestTargets(
    em,
    page.map((row) => row.path),
  );
  const last = page[page.length - 1];
  return {
    paths: page.map((row): NotFoundPath => ({
      path: row.path,
      hits: Number(row.hits),
      firstSeenAt: new Date(row.first_seen_at).toISOString(),
      lastSeenAt: new Date(row.last_seen_at).toISOString(),
      referrers: (row.referrers ?? []).map((referrer) => ({ referrer: referrer.referrer, hits: Number(referrer.hits) })),
      suggestion: suggestions.get(row.path) ?? null,
    })),
    next:
      rows.length > REDIRECTS_PAGE_SIZE && last !== undefined
        ? JSON.stringify(
            input.sort === 'hits'
              ? { hits: Number(last.hits), path: last.path }
              : { at: new Date(last.last_seen_at).toISOString(), path: last.path },
          )
        : null,
    total: Number(total),
  };
}

/** The words of a path's last segment the search can match: letters and digits, three or more, not only digits. */
export function segmentWords(path: string): string[] {
  const segment = path.slice(path.lastIndexOf('/') + 1).replace(/\.[a-z0-9]{2,5}$/, '');
  return segment.split(/[^a-z0-9]+/).filter((word) => word.length >= 3 && !/^\d+$/.test(word));
}

/** How many posts a suggestion ranks at most (the first matches by the title index), so its cost stays bounded. */
const SUGGESTION_CANDIDATES = 200;

/**
 * A page here for each path (a visitor who reached it most likely wanted that): a built-in page whose address is
 * the path's last segment; else the public post whose slug is that segment; else the public post whose title and
 * excerpt hold every word of the segment, ranked among the first SUGGESTION_CANDIDATES matches. One query for all.
 */
async function suggestTargets(em: EntityManager, paths: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const asked: Array<{ path: string; slug: string; query: string }> = [];
  for (const path of paths) {
    const segment = path.slice(path.lastIndexOf('/') + 1);
    if (`/${segment}` in PAGE_META && `/${segment}` !== path) {
      out.set(path, `/${segment}`);
      continue;
    }
    const words = segmentWords(path);
    asked.push({ path, slug: segment, query: words.join(' & ') });
  }
  if (asked.length === 0) return out;
  const visible = publicPostSql(now());
  const head = `(setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B'))`;
  const rows = await em.getConnection().execute<Array<{ path: string; slug: string | null }>>(
    `select t.path, coalesce(
        (select p.slug from blog_posts p where p.slug = t.slug and ${visible.sql} limit 1),
        case when t.query = '' then null else (
          select c.slug from (
            select p.slug, p.id, ts_rank(${head}, to_tsquery('english', t.query)) as rank from blog_posts p
             where ${head} @@ to_tsquery('english', t.query) and ${visible.sql}
             limit ${SUGGESTION_CANDIDATES}
          ) c order by c.rank desc, c.id desc limit 1) end) as slug
       from json_to_recordset(?::json) as t(path text, slug text, query text)`,
    [...visible.bindings, ...visible.bindings, JSON.stringify(asked)],
  );
  for (const row of rows) if (row.slug !== null) out.set(row.path, `/blog/${encodeURIComponent(row.slug)}`);
  return out;
}

/** Forgets a 404 path and its referrers (counted again from its next hit). 404 when it is not in the list. */
export async function dismissNotFound(em: EntityManager, path: string): Promise<void> {
  const gone = await em.getConnection().execute<{ affectedRows: number }>('delete from not_found_paths where path = ?', [path], 'run');
  if (gone.affectedRows === 0) throw new AppError(404, 'That path is no longer in the 404 list.');
}
