// seoReport.list: the stored analyses, worst SEO score first, read as a keyset.
import {
  SEO_CONTENT_KINDS,
  type RobotsValue,
  type SeoContentKind,
  type SeoRating,
  type SeoReportListInput,
  type SeoReportPage,
  type SeoReportRow,
} from '@app/contracts';
import { scoreRating } from '@app/seo-analysis';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors.ts';

/** Where a slice starts: after the row with this score, name, kind and id (the list's order). */
export interface ReportPosition {
  score: number;
  name: string;
  kind: SeoContentKind;
  refId: string;
}

const BAD_CURSOR = 'This list position (cursor) is not one the server gave out; load the SEO overview again from its start.';
const RATINGS: readonly SeoRating[] = ['good', 'ok', 'bad'];

/** The opaque text of a position (base64url of JSON), as `nextCursor` carries it. */
export function encodeReportCursor(position: ReportPosition): string {
  return Buffer.from(JSON.stringify([position.score, position.name, position.kind, position.refId])).toString('base64url');
}

/** The position a cursor names; anything the server did not write is a 400 a person can act on. */
export function decodeReportCursor(cursor: string): ReportPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError(400, BAD_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw new AppError(400, BAD_CURSOR);
  const [score, name, kind, refId] = parsed as unknown[];
  const valid =
    Number.isInteger(score) &&
    (score as number) >= 0 &&
    (score as number) <= 100 &&
    typeof name === 'string' &&
    (SEO_CONTENT_KINDS as readonly unknown[]).includes(kind) &&
    typeof refId === 'string';
  if (!valid) throw new AppError(400, BAD_CURSOR);
  return { score: score as number, name: name, kind: kind as SeoContentKind, refId: refId };
}

/** The scores (lowest, highest) a light stands for, read from the engine's scoreRating so the two never differ. */
export function scoreRange(rating: SeoRating): [number, number] {
  const scores = Array.from({ length: 101 }, (_, score) => score).filter((score) => scoreRating(score) === rating);
  return [Math.min(...scores), Math.max(...scores)];
}

interface ReportRowSql {
  kind: SeoContentKind;
  ref_id: string;
  name: string;
  path: string;
  admin_href: string;
  focus_keyphrase: string;
  robots: string;
  seo_score: number;
  readability_score: number;
  worst_id: string | null;
  worst_rating: 'bad' | 'ok' | null;
  worst_text: string | null;
  analysed_at: Date | string;
}

function toReportRow(row: ReportRowSql): SeoReportRow {
  return {
    kind: row.kind,
    id: row.ref_id,
    name: row.name,
    path: row.path,
    adminHref: row.admin_href,
    focusKeyphrase: row.focus_keyphrase,
    robots: row.robots as RobotsValue,
    seoScore: row.seo_score,
    seoRating: scoreRating(row.seo_score),
    readabilityScore: row.readability_score,
    readabilityRating: scoreRating(row.readability_score),
    worst:
      row.worst_id !== null && row.worst_rating !== null
        ? { id: row.worst_id, rating: row.worst_rating, text: row.worst_text ?? '' }
        : null,
    analysedAt: new Date(row.analysed_at).toISOString(),
  };
}

/**
 * One slice of the SEO report: worst SEO score first, then name (kind and id breaking ties), from `cursor` on, of
 * one kind and one SEO light when asked; with the total of the slice's filter and the count per light of the kind.
 */
export async function listSeoReport(em: EntityManager, input: SeoReportListInput): Promise<SeoReportPage> {
  const limit = input.limit ?? 50;
  const where: string[] = [];
  const values: unknown[] = [];
  if (input.kind) {
    where.push('kind = ?');
    values.push(input.kind);
  }
  const kindSql = where.length > 0 ? where.join(' and ') : 'true';
  const kindValues = [...values];
  if (input.rating) {
    where.push('seo_score between ? and ?');
    values.push(...scoreRange(input.rating));
  }
  if (input.cursor) {
    const after = decodeReportCursor(input.cursor);
    where.push('(seo_score, name, kind, ref_id) > (?, ?, ?, ?)');
    values.push(after.score, after.name, after.kind, after.refId);
  }
  const connection = em.getConnection();
  const context: unknown = em.getTransactionContext();
  const rows = await connection.execute<ReportRowSql[]>(
    `select kind, ref_id, name, path, admin_href, focus_keyphrase, robots, seo_score, readability_score,
            worst_id, worst_rating, worst_text, analysed_at
       from seo_analyses
      where ${where.length > 0 ? where.join(' and ') : 'true'}
      order by seo_score, name, kind, ref_id
      limit ?`,
    [...values, limit + 1],
    'all',
    context,
  );
  const ranges = RATINGS.map(scoreRange);
  const [counted] = await connection.execute<Array<Record<SeoRating, number>>>(
    `select ${RATINGS.map((rating) => `count(*) filter (where seo_score between ? and ?)::integer as "${rating}"`).join(', ')}
       from seo_analyses where ${kindSql}`,
    [...ranges.flat(), ...kindValues],
    'all',
    context,
  );
  const counts: Record<SeoRating, number> = { good: counted?.good ?? 0, ok: counted?.ok ?? 0, bad: counted?.bad ?? 0 };
  const slice = rows.slice(0, limit);
  const last = slice.at(-1);
  return {
    rows: slice.map(toReportRow),
    nextCursor:
      rows.length > limit && last
        ? encodeReportCursor({ score: last.seo_score, name: last.name, kind: last.kind, refId: last.ref_id })
        : null,
    total: input.rating ? counts[input.rating] : counts.good + counts.ok + counts.bad,
    counts,
  };
}
