import { SITE_SEARCH_TERM_MAX } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryBound } from '../db/bound-query.ts';

/** The most distinct terms one window between writes keeps (a flood of random searches must not grow memory). */
export const MAX_BUFFERED_TERMS = 5000;

/** Seven digits or more in one number, as phones and accounts are written: spaces, dots, dashes, slashes or brackets between them. */
const LONG_NUMBER = /\d(?:[\s.()/-]*\d){6,}/;

/** How long after a typed search a longer one that starts with it replaces it (ms): the visitor typed on. */
const TYPED_ON_MS = 10_000;

/**
 * A search's text as the log keeps it: trimmed, spaces collapsed, lower case, cut to SITE_SEARCH_TERM_MAX characters;
 * null when empty or when it may identify someone: it holds an `@` (an e-mail address) or a number of seven digits or
 * more as phone and account numbers are written (LONG_NUMBER). Digits apart in words stay: "rtx 4090 vs 3090".
 */
export function searchTermOf(text: string): string | null {
  const term = text.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, SITE_SEARCH_TERM_MAX).trim();
  if (term === '' || term.includes('@')) return null;
  if (LONG_NUMBER.test(term)) return null;
  return term;
}

interface TermCount {
  /** Searches counted since the last write; -1 takes back one written already (a typed search continued). */
  searches: number;
  first: Date;
  last: Date;
  /** Only a taking back: it does not move the term's last search. */
  correction?: boolean;
}

/**
 * The blog searches of this instance since the last write, counted in memory and written every few seconds in one
 * transaction (see `flush`), so a search never waits on a write. A search typed on through pauses (`typed`: the
 * blog's search-as-you-type, where each pause runs a search) counts once, as its last form: a typed search that
 * starts with one typed in the last 10 s takes that one's count over. The number of posts a search found is kept as
 * its term's last result.
 */
export class SiteSearchLog {
  private counts = new Map<string, TermCount>();
  private results = new Map<string, number>();
  private readonly typed = new Map<string, number>();
  /** New terms dropped because the window was full, since the log began. */
  dropped = 0;
  private flushing: Promise<void> = Promise.resolve();

  /** Counts one search of `text` (see searchTermOf) at `at`; `typed` as the class says. */
  search(text: string, at: Date, typed: boolean): void {
    const term = searchTermOf(text);
    if (term === null) return;
    if (typed) this.takeOverTypedPrefix(term, at);
    let count = this.counts.get(term);
    if (count?.correction === true) {
      // Searched again after its count was taken back: the two cancel, and this search stands.
      count.correction = false;
      count.first = at;
    }
    if (count === undefined) {
      if (this.counts.size >= MAX_BUFFERED_TERMS) {
        this.dropped += 1;
        return;
      }
      count = { searches: 0, first: at, last: at };
      this.counts.set(term, count);
    }
    count.searches += 1;
    if (at > count.last) count.last = at;
  }

  // A shorter typed search this one continues gives its count back (once): the visitor had not finished typing.
  private takeOverTypedPrefix(term: string, at: Date): void {
    const now = at.getTime();
    for (const [earlier, when] of this.typed) {
      if (now - when > TYPED_ON_MS) this.typed.delete(earlier);
      else if (earlier !== term && term.startsWith(earlier)) {
        this.typed.delete(earlier);
        // Taken back here, or (written already) by a count of -1 in the next write, which drops a row left at 0.
        const count = this.counts.get(earlier);
        if (count === undefined) this.counts.set(earlier, { searches: -1, first: at, last: at, correction: true });
        else if (count.searches > 0) count.searches -= 1;
        break;
      }
    }
    if (this.typed.size < MAX_BUFFERED_TERMS) this.typed.set(term, now);
  }

  /** Notes how many posts a search of `text` found. */
  found(text: string, results: number): void {
    const term = searchTermOf(text);
    if (term !== null && (this.results.has(term) || this.results.size < MAX_BUFFERED_TERMS)) this.results.set(term, results);
  }

  /**
   * Writes what was counted since the last write: the counts in one statement, then the last results of the terms
   * that have a row (a result of a search nobody is counted for, a bot's, makes no row). Writes run one after
   * another; on failure the counts are put back for the next try.
   */
  flush(em: EntityManager): Promise<void> {
    const run = this.flushing.then(() => this.write(em));
    this.flushing = run.catch(() => undefined);
    return run;
  }

  private async write(em: EntityManager): Promise<void> {
    if (this.counts.size === 0 && this.results.size === 0) return;
    const counts = this.counts;
    const results = this.results;
    this.counts = new Map();
    this.results = new Map();
    try {
      await em.transactional(async (tx) => {
        if (counts.size > 0) {
          // A taking back moves neither time (the epoch is never the greater).
          const rows = [...counts]
            .filter(([, count]) => count.searches !== 0 || count.correction !== true)
            .map(([term, count]) => {
              const at = count.correction === true ? new Date(0) : undefined;
              return { term, searches: count.searches, first: at ?? count.first, last: at ?? count.last };
            });
          await queryBound(
            tx,
            `insert into site_search_terms (term, searches, first_searched_at, last_searched_at)
               select term, searches, first, last from json_to_recordset(?::json)
                 as t(term text, searches bigint, first timestamptz, last timestamptz)
             on conflict (term) do update set searches = site_search_terms.searches + excluded.searches,
               last_searched_at = greatest(site_search_terms.last_searched_at, excluded.last_searched_at)`,
            [JSON.stringify(rows)],
          );
          // A term whose every search was taken back (typed on) is no term.
          if (rows.some((row) => row.searches <= 0)) {
            await queryBound(tx, 'delete from site_search_terms where searches <= 0', []);
          }
        }
        if (results.size > 0) {
          const rows = [...results].map(([term, found]) => ({ term, found }));
          await queryBound(
            tx,
            `update site_search_terms s set last_results = t.found
               from json_to_recordset(?::json) as t(term text, found integer) where s.term = t.term`,
            [JSON.stringify(rows)],
          );
        }
      });
    } catch (error) {
      for (const [term, count] of counts) {
        const now = this.counts.get(term);
        if (now === undefined) this.counts.set(term, count);
        else now.searches += count.searches;
      }
      for (const [term, found] of results) if (!this.results.has(term)) this.results.set(term, found);
      throw error;
    }
  }
}

/** Forgets the terms not searched for `days` days; answers how many went. */
export async function pruneSearchTerms(em: EntityManager, days: number, at: Date): Promise<number> {
  const cutoff = new Date(at.getTime() - days * 24 * 60 * 60 * 1000);
  const gone = await em
    .getConnection()
    .execute<{ affectedRows: number }>('delete from site_search_terms where last_searched_at < ?', [cutoff], 'run');
  return gone.affectedRows;
}
