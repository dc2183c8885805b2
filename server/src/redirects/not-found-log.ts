import type { EntityManager } from '@mikro-orm/postgresql';
import { isbot } from 'isbot';
import { queryBound } from '../db/bound-query.ts';

/** The most distinct 404 paths one window between writes keeps (a scan of random paths must not grow memory). */
export const MAX_BUFFERED_PATHS = 5000;

/** The most distinct referrers a path keeps within one window. */
const MAX_BUFFERED_REFERRERS = 10;

/** The longest referrer kept (longer ones are cut). */
const REFERRER_MAX = 500;

interface PathCount {
  hits: number;
  firstSeen: Date;
  lastSeen: Date;
  referrers: Map<string, number>;
}

/**
 * Where a visitor came from, as the 404 monitor keeps it: the linking page's address without its query or
 * fragment (they may carry personal data), as a path alone when it is a page of this site (`siteHost`), else
 * with its origin; null without one, or for one that is no web address.
 */
export function referrerLabel(referer: string | undefined, siteHost: string | undefined): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const label = siteHost !== undefined && url.host.toLowerCase() === siteHost.toLowerCase() ? url.pathname : `${url.origin}${url.pathname}`;
  return label.slice(0, REFERRER_MAX);
}

/** Whether a request's user agent is a crawler, a monitor or a script (the isbot list); no user agent counts as one. */
export function isBotAgent(userAgent: string | undefined): boolean {
  return userAgent === undefined || userAgent.trim() === '' || isbot(userAgent);
}

/**
 * The 404s and redirect hits of this instance since the last write, counted in memory and written in one
 * transaction every few seconds (see `flush`), so a 404 or a redirect never waits on a write. Holds paths,
 * referrers and counts only. Past MAX_BUFFERED_PATHS distinct paths in one window, new paths are dropped (counted
 * in `dropped`) while known ones go on counting.
 */
export class NotFoundLog {
  private paths = new Map<string, PathCount>();
  private ruleHits = new Map<number, { hits: number; lastHit: Date }>();
  /** New paths dropped because the window was full, since the log began. */
  dropped = 0;
  private flushing: Promise<void> = Promise.resolve();

  /** Counts one 404 of the path `key` (see redirectKey), from `referrer` (see referrerLabel), at `at`. */
  record(key: string, referrer: string | null, at: Date): void {
    let count = this.paths.get(key);
    if (count === undefined) {
      if (this.paths.size >= MAX_BUFFERED_PATHS) {
        this.dropped += 1;
        return;
      }
      count = { hits: 0, firstSeen: at, lastSeen: at, referrers: new Map() };
      this.paths.set(key, count);
    }
    count.hits += 1;
    if (at > count.lastSeen) count.lastSeen = at;
    if (referrer !== null && (count.referrers.has(referrer) || count.referrers.size < MAX_BUFFERED_REFERRERS)) {
      count.referrers.set(referrer, (count.referrers.get(referrer) ?? 0) + 1);
    }
  }

  /** Counts one request answered by the rule `id` at `at`. */
  ruleHit(id: number, at: Date): void {
    const count = this.ruleHits.get(id);
    if (count === undefined) this.ruleHits.set(id, { hits: 1, lastHit: at });
    else {
      count.hits += 1;
      if (at > count.lastHit) count.lastHit = at;
    }
  }

  /** Whether anything waits to be written. */
  get pending(): boolean {
    return this.paths.size > 0 || this.ruleHits.size > 0;
  }

  /**
   * Writes what was counted since the last write, in one transaction of three statements (paths, referrers, rule
   * hits: each one insert of a JSON array of rows, so the cost does not grow with the rows a statement at a time). Writes run one
   * after another; what is counted meanwhile goes in the next. On failure the counts are put back for the next try.
   */
  flush(em: EntityManager): Promise<void> {
    const run = this.flushing.then(() => this.write(em));
    this.flushing = run.catch(() => undefined);
    return run;
  }

  private async write(em: EntityManager): Promise<void> {
    if (!this.pending) return;
    const paths = this.paths;
    const ruleHits = this.ruleHits;
    this.paths = new Map();
    this.ruleHits = new Map();
    try {
      await em.transactional(async (tx) => {
        // Each statement reads its rows from one JSON array (an array binding would be spread into a list).
        if (paths.size > 0) {
          const rows = [...paths].map(([path, count]) => ({ path, hits: count.hits, first: count.firstSeen, last: count.lastSeen }));
          await queryBound(
            tx,
            `insert into not_found_paths (path, hits, first_seen_at, last_seen_at)
               select path, hits, first, last from json_to_recordset(?::json) as t(path text, hits bigint, first timestamptz, last timestamptz)
             on conflict (path) do update set hits = not_found_paths.hits + excluded.hits,
               last_seen_at = greatest(not_found_paths.last_seen_at, excluded.last_seen_at)`,
            [JSON.stringify(rows)],
          );
          const referrers = [...paths].flatMap(([path, count]) =>
            [...count.referrers].map(([referrer, hits]) => ({ path, referrer, hits, last: count.lastSeen })),
          );
          if (referrers.length > 0) {
            await queryBound(
              tx,
              `insert into not_found_referrers (path, referrer, hits, last_seen_at)
                 select path, referrer, hits, last from json_to_recordset(?::json) as t(path text, referrer text, hits bigint, last timestamptz)
               on conflict (path, referrer) do update set hits = not_found_referrers.hits + excluded.hits,
                 last_seen_at = greatest(not_found_referrers.last_seen_at, excluded.last_seen_at)`,
              [JSON.stringify(referrers)],
            );
          }
        }
        if (ruleHits.size > 0) {
          const rows = [...ruleHits].map(([id, count]) => ({ id, hits: count.hits, last: count.lastHit }));
          // A rule deleted since its hits were counted is skipped (the join finds no rule).
          await queryBound(
            tx,
            `insert into redirect_rule_hits (rule_id, hits, last_hit_at)
               select t.id, t.hits, t.last from json_to_recordset(?::json) as t(id int, hits bigint, last timestamptz)
               join redirect_rules r on r.id = t.id
             on conflict (rule_id) do update set hits = redirect_rule_hits.hits + excluded.hits,
               last_hit_at = greatest(redirect_rule_hits.last_hit_at, excluded.last_hit_at)`,
            [JSON.stringify(rows)],
          );
        }
      });
    } catch (error) {
      for (const [path, count] of paths) {
        const now = this.paths.get(path);
        if (now === undefined) this.paths.set(path, count);
        else {
          now.hits += count.hits;
          if (count.firstSeen < now.firstSeen) now.firstSeen = count.firstSeen;
          for (const [referrer, hits] of count.referrers) now.referrers.set(referrer, (now.referrers.get(referrer) ?? 0) + hits);
        }
      }
      for (const [id, count] of ruleHits) {
        const now = this.ruleHits.get(id);
        if (now === undefined) this.ruleHits.set(id, count);
        else now.hits += count.hits;
      }
      throw error;
    }
  }
}

/**
 * Forgets the 404 paths not seen for `days` days, and keeps each path's 20 most frequent referrers; answers how many
 * paths went.
 */
export async function pruneNotFound(em: EntityManager, days: number, at: Date): Promise<number> {
  const cutoff = new Date(at.getTime() - days * 24 * 60 * 60 * 1000);
  const connection = em.getConnection();
  const gone = await connection.execute<{ affectedRows: number }>('delete from not_found_paths where last_seen_at < ?', [cutoff], 'run');
  await connection.execute(
    `delete from not_found_referrers r using (
       select path, referrer from (
         select path, referrer, row_number() over (partition by path order by hits desc, referrer) as place from not_found_referrers
       ) ranked where place > 20
     ) extra where r.path = extra.path and r.referrer = extra.referrer`,
    [],
    'run',
  );
  return gone.affectedRows;
}
