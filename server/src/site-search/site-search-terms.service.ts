import { SITE_SEARCH_PAGE_SIZE, type SiteSearchTerm, type SiteSearchTermPage } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { toCsv } from '../csv/csv-writer.ts';
import { containsPattern } from '../db/like-pattern.ts';
import { AppError } from '../errors.ts';

interface TermRow {
  term: string;
  searches: string | number;
  last_results: number | null;
  first_searched_at: Date;
  last_searched_at: Date;
}

const listed = (row: TermRow): SiteSearchTerm => ({
  term: row.term,
  searches: Number(row.searches),
  lastResults: row.last_results,
  firstSearchedAt: new Date(row.first_searched_at).toISOString(),
  lastSearchedAt: new Date(row.last_searched_at).toISOString(),
});

function readCursor(after: string | null | undefined): { searches?: number; at?: string; term: string } | null {
  if (!after) return null;
  try {
    const cursor = JSON.parse(after) as { searches?: number; at?: string; term: string };
    if (typeof cursor.term !== 'string') throw new Error('no term');
    return cursor;
  } catch {
    throw new AppError(400, 'That page of the search terms is no longer valid: open the list again.');
  }
}

/**
 * Terms holding `q`, most searched first (`searches`) or most recently searched first (`recent`), all or only those
 * whose last search found nothing, a page at a time (keyset over the order's index), and how many match.
 */
export async function listSearchTerms(
  em: EntityManager,
  input: { q: string; sort: 'searches' | 'recent'; nothingFound: boolean; after?: string | null },
): Promise<SiteSearchTermPage> {
  const connection = em.getConnection();
  const cursor = readCursor(input.after);
  const filters: string[] = [];
  const params: unknown[] = [];
  if (input.q !== '') {
    filters.push(`s.term like ? escape '\\'`);
    params.push(containsPattern(input.q.toLowerCase()));
  }
  if (input.nothingFound) filters.push('s.last_results = 0');
  const where = filters.length === 0 ? 'true' : filters.join(' and ');
  const keyset =
    cursor === null
      ? { sql: 'true', params: [] as unknown[] }
      : input.sort === 'searches'
        ? { sql: '(s.searches < ? or (s.searches = ? and s.term > ?))', params: [cursor.searches ?? 0, cursor.searches ?? 0, cursor.term] }
        : { sql: '(s.last_searched_at < ? or (s.last_searched_at = ? and s.term > ?))', params: [cursor.at, cursor.at, cursor.term] };
  const order = input.sort === 'searches' ? 's.searches desc, s.term' : 's.last_searched_at desc, s.term';
  const rows = await connection.execute<TermRow[]>(
    `select s.term, s.searches, s.last_results, s.first_searched_at, s.last_searched_at from site_search_terms s
      where ${where} and ${keyset.sql} order by ${order} limit ?`,
    [...params, ...keyset.params, SITE_SEARCH_PAGE_SIZE + 1],
  );
  const [{ total }] = await connection.execute<[{ total: string }]>(
    `select count(*) as total from site_search_terms s where ${where}`,
    params,
  );
  const page = rows.slice(0, SITE_SEARCH_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    terms: page.map(listed),
    next:
      rows.length > SITE_SEARCH_PAGE_SIZE && last !== undefined
        ? JSON.stringify(
            input.sort === 'searches'
              ? { searches: Number(last.searches), term: last.term }
              : { at: new Date(last.last_searched_at).toISOString(), term: last.term },
          )
        : null,
    total: Number(total),
  };
}

/** Every term as CSV, most searched first (terms are bounded by their retention: a few days' distinct searches). */
export async function searchTermsCsv(em: EntityManager): Promise<string> {
  const rows = await em
    .getConnection()
    .execute<TermRow[]>(
      'select term, searches, last_results, first_searched_at, last_searched_at from site_search_terms order by searches desc, term',
    );
  return toCsv(
    ['term', 'searches', 'last_results', 'first_searched', 'last_searched'],
    rows
      .map(listed)
      .map((row) => [
        row.term,
        String(row.searches),
        row.lastResults === null ? '' : String(row.lastResults),
        row.firstSearchedAt,
        row.lastSearchedAt,
      ]),
  );
}
