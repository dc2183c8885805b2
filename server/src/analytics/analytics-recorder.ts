import type { EntityManager } from '@mikro-orm/postgresql';
import { queryBound } from '../db/bound-query.ts';
import { decodedPath } from '../http/request-path.ts';
import { DaySalts, visitorNumber } from './day-salts.ts';
import { deviceOf, viewSourceOf } from './page-view-source.ts';
import { dayBounds, utcDay } from './utc-days.ts';
import { rollUpPending } from './analytics-rollup.ts';

/** The most events one window between writes keeps (1,000 views a second for 50 s; more are dropped and counted). */
export const MAX_BUFFERED_EVENTS = 50_000;

/**
 * The most events one address adds to a window (2% of it): a client sending views or beacons as fast as it can takes
 * its share and no more, so every other visitor is still counted. An office or a carrier's shared address reaches it
 * only at 200 views a second.
 */
export const MAX_EVENTS_PER_ADDRESS = 1_000;

/** How long a roll-up stays fresh enough for the screen when this instance wrote nothing since (ms). */
const ROLLUP_FRESH_MS = 60_000;

/** How long after its day a salt is kept, for the views of the day's last seconds still to be written (ms). */
const SALT_GRACE_MS = 10 * 60 * 1000;

/**
 * What the request path keeps of a page view or a beacon: the request's own facts, nothing worked out yet. Its
 * source, device and the visitor's number are worked out at the write, in the background (see `flush`), so that
 * answering a page costs as little as it can: that work on the request path doubled the p95 of a page read beside a
 * load of 1,000 views a second (BENCHMARKS.md, "The analytics' share of a page's p95").
 */
export interface SeenView {
  at: Date;
  /** 0: a page view; 1: time on page (a beacon). */
  kind: 0 | 1;
  /** The visitor's address and user agent: held in memory until the write makes the day's number of them. */
  ip: string;
  userAgent: string;
  /** The path as asked (still percent-encoded), and the query after it ('' or `?…`). */
  path: string;
  search: string;
  referer: string | undefined;
  /** The browser's `Sec-CH-UA-Mobile` hint, when it sent one. */
  mobileHint: string | undefined;
  /** This site's own host: a referrer from it is internal. */
  siteHost: string;
  durationMs: number | null;
}

/** The longest path kept (a longer one is cut). */
const PATH_MAX = 300;

/** How many events one insert statement writes. */
const ROWS_PER_STATEMENT = 1000;

/** How many views are worked out (source, device, visitor) before the write yields to waiting requests. */
const VIEWS_PER_SLICE = 250;

/** An `analytics_events` row as the insert statement reads it from JSON. */
interface EventRow {
  at: string;
  kind: 0 | 1;
  visitor: string;
  path: string;
  source: string;
  group: string;
  campaign: string | null;
  device: string;
  duration: number | null;
}

/** A query without parameters (read only). */
const NO_QUERY = new URLSearchParams();

/**
 * The page views and beacons of this instance since the last write, kept in memory and written every few seconds
 * (see `flush`): a page never waits on a write. A view's address and user agent are turned into the day's visitor
 * number at the write and never kept beyond it.
 */
export class AnalyticsRecorder {
  private views: SeenView[] = [];
  private readonly salts = new DaySalts();
  private flushing: Promise<void> = Promise.resolve();
  private rolling: Promise<void> | null = null;
  private wroteSinceRollUp = false;
  private lastRollUp = 0;
  /** Events dropped because a window was full, since the recorder began. */
  dropped = 0;
  /** Events left out because their address had its share of a window (MAX_EVENTS_PER_ADDRESS), since the recorder began. */
  limited = 0;
  /** This window's events by address (for MAX_EVENTS_PER_ADDRESS; the address is not kept beyond the window). */
  private perAddress = new Map<string, number>();
  /** Events written, since the recorder began. */
  written = 0;

  /**
   * Keeps `view` for the next write: dropped, and counted, past MAX_BUFFERED_EVENTS, and left out, and counted, past
   * its address's share of the window (MAX_EVENTS_PER_ADDRESS).
   */
  record(view: SeenView): void {
    if (this.views.length >= MAX_BUFFERED_EVENTS) {
      this.dropped += 1;
      return;
    }
    const fromAddress = this.perAddress.get(view.ip) ?? 0;
    if (fromAddress >= MAX_EVENTS_PER_ADDRESS) {
      this.limited += 1;
      return;
    }
    this.perAddress.set(view.ip, fromAddress + 1);
    this.views.push(view);
  }

  /** Writes the views kept since the last write, one write after another; on failure they are kept for the next. */
  flush(em: EntityManager): Promise<void> {
    const run = this.flushing.then(() => this.write(em));
    this.flushing = run.catch(() => undefined);
    return run;
  }

  private async write(em: EntityManager): Promise<void> {
    if (this.views.length === 0) return;
    const views = this.views;
    this.views = [];
    // A new window: each address has its share again.
    this.perAddress = new Map();
    let done = 0;
    try {
      const dayOf = utcDayTeller();
      const days = new Set(views.map((view) => dayOf(view.at)));
      // A copy: a roll-up meanwhile forgets the days over in the recorder's own, not in this write's.
      const salts = new Map(await this.salts.of(em, days));
      const saltAt = (at: Date) => salts.get(dayOf(at))!;
      for (; done < views.length; done += ROWS_PER_STATEMENT) {
        const rows: EventRow[] = [];
        const end = Math.min(done + ROWS_PER_STATEMENT, views.length);
        // Between slices the requests waiting meanwhile are answered: a large window is no pause of the server.
        for (let from = done; from < end; from += VIEWS_PER_SLICE) {
          if (from > 0) await new Promise((resolve) => setImmediate(resolve));
          for (let i = from; i < Math.min(from + VIEWS_PER_SLICE, end); i += 1) rows.push(rowOf(views[i]!, saltAt));
        }
        await queryBound(
          em,
          `insert into analytics_events (at, kind, visitor, path, source, source_group, campaign, device, duration_ms)
             select at, kind, visitor, path, source, "group", campaign, device, duration from json_to_recordset(?::json)
               as t(at timestamptz, kind smallint, visitor bigint, path text, source text, "group" text, campaign text,
                    device text, duration integer)`,
          [JSON.stringify(rows)],
        );
        this.written += rows.length;
        this.wroteSinceRollUp = true;
      }
    } catch (error) {
      // What was not written is put back ahead of what came meanwhile, within the window's bound.
      const left = views.slice(done);
      const room = Math.max(0, MAX_BUFFERED_EVENTS - this.views.length);
      this.dropped += Math.max(0, left.length - room);
      this.views = [...left.slice(0, room), ...this.views];
      throw error;
    }
  }

  /**
   * Counts again what is not yet counted for good (see rollUpPending), then forgets the salts of days over. The
   * background pass runs it every 5 minutes, waiting for no other instance (`wait: false` skips when one is at it).
   */
  rollUp(em: EntityManager, at: Date, wait: boolean): Promise<void> {
    this.rolling ??= (async () => {
      try {
        this.wroteSinceRollUp = false;
        await rollUpPending(em, at, wait);
        await this.salts.forgetPast(em, at, SALT_GRACE_MS);
        this.lastRollUp = Date.now();
      } finally {
        this.rolling = null;
      }
    })();
    return this.rolling;
  }

  /**
   * What the screen runs before reading: writes this instance's events, then counts today again when this instance
   * wrote any since its last count or that count is over a minute old (another instance's views).
   */
  async catchUp(em: EntityManager, at: Date): Promise<void> {
    await this.flush(em);
    if (this.rolling) await this.rolling;
    if (this.wroteSinceRollUp || Date.now() - this.lastRollUp > ROLLUP_FRESH_MS) await this.rollUp(em, at, true);
  }
}

/**
 * A function answering the UTC day of a time that keeps the last day's bounds, so the views of one day (nearly all
 * of a write's) are told by two comparisons, not by writing their dates out.
 */
function utcDayTeller(): (at: Date) => string {
  let last = { from: 0, to: 0, day: '' };
  return (at) => {
    const time = at.getTime();
    if (time < last.from || time >= last.to) {
      const day = utcDay(at);
      last = { ...dayBounds(day), day };
    }
    return last.day;
  };
}

/** The row of `view`: its day's visitor number, its path as people read it, its source and device class. */
function rowOf(view: SeenView, saltAt: (at: Date) => Buffer): EventRow {
  const source = viewSourceOf(view.referer, view.siteHost, view.search === '' ? NO_QUERY : new URLSearchParams(view.search));
  return {
    at: view.at.toISOString(),
    kind: view.kind,
    visitor: visitorNumber(saltAt(view.at), view.ip, view.userAgent),
    // As people read it (and as posts' addresses are stored): `/blog/café`, not `/blog/caf%C3%A9`.
    path: decodedPath(view.path).slice(0, PATH_MAX),
    source: source.source,
    group: source.group,
    campaign: source.campaign,
    device: deviceOf(view.userAgent, view.mobileHint),
    duration: view.durationMs,
  };
}
