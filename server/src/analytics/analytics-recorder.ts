import type { EntityManager } from '@mikro-orm/postgresql';
import { DaySalts, visitorNumber } from './day-salts.ts';
import { utcDay } from './utc-days.ts';
import { rollUpPending } from './analytics-rollup.ts';

/** The most events one window between writes keeps (1,000 views a second for 50 s; more are dropped and counted). */
export const MAX_BUFFERED_EVENTS = 50_000;

/** How long a roll-up stays fresh enough for the screen when this instance wrote nothing since (ms). */
const ROLLUP_FRESH_MS = 60_000;

/** How long after its day a salt is kept, for the views of the day's last seconds still to be written (ms). */
const SALT_GRACE_MS = 10 * 60 * 1000;

/** What the server saw of a page view or a beacon: held in memory until the next write. */
export interface SeenEvent {
  at: Date;
  /** 0: a page view; 1: time on page (a beacon). */
  kind: 0 | 1;
  /** The visitor's address and user agent: turned into the day's number as soon as that day's salt is known. */
  ip: string;
  userAgent: string;
  /** The day's visitor number, once made (the address and user agent are then forgotten). */
  visitor?: string;
  path: string;
  source: string;
  group: string;
  campaign: string | null;
  device: string;
  durationMs: number | null;
}

/** How many events one insert statement writes (a flush yields to waiting requests between them). */
const ROWS_PER_STATEMENT = 1000;

/**
 * The page views and beacons of this instance since the last write, kept in memory and written every few seconds
 * (see `flush`): a page never waits on a write. An event's address and user agent are turned into the day's visitor
 * number as it is recorded (the day's salt known) or at the write (a new day's first events), and never kept beyond.
 */
export class AnalyticsRecorder {
  private events: SeenEvent[] = [];
  private readonly salts = new DaySalts();
  // The salt of the day last recorded in, with that day's bounds: a view's day is told by two comparisons, not by
  // writing its date out (forgotten when salts are).
  private today: { from: number; to: number; salt: Buffer } | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private rolling: Promise<void> | null = null;
  private wroteSinceRollUp = false;
  private lastRollUp = 0;
  /** Events dropped because a window was full, since the recorder began. */
  dropped = 0;
  /** Events written, since the recorder began. */
  written = 0;

  /** Keeps `event` for the next write (dropped, and counted, past MAX_BUFFERED_EVENTS). */
  record(event: SeenEvent): void {
    if (this.events.length >= MAX_BUFFERED_EVENTS) {
      this.dropped += 1;
      return;
    }
    const salt = this.saltAt(event.at);
    if (salt !== undefined) withVisitor(event, salt);
    this.events.push(event);
  }

  /** The salt of the day holding `at` when this instance has read it, else undefined. */
  private saltAt(at: Date): Buffer | undefined {
    const time = at.getTime();
    if (this.today && time >= this.today.from && time < this.today.to) return this.today.salt;
    const day = utcDay(at);
    const salt = this.salts.known(day);
    const from = Date.parse(`${day}T00:00:00Z`);
    this.today = salt === undefined ? null : { from, to: from + 86_400_000, salt };
    return salt;
  }

  /** Writes the events kept since the last write, one write after another; on failure they are kept for the next. */
  flush(em: EntityManager): Promise<void> {
    const run = this.flushing.then(() => this.write(em));
    this.flushing = run.catch(() => undefined);
    return run;
  }

  private async write(em: EntityManager): Promise<void> {
    if (this.events.length === 0) return;
    const events = this.events;
    this.events = [];
    let done = 0;
    try {
      const waiting = events.filter((event) => event.visitor === undefined).map((event) => utcDay(event.at));
      const salts = waiting.length > 0 ? await this.salts.of(em, waiting) : null;
      for (; done < events.length; done += ROWS_PER_STATEMENT) {
        // Between statements the requests waiting meanwhile are answered: a large window is no pause of the server.
        if (done > 0) await new Promise((resolve) => setImmediate(resolve));
        const rows = events.slice(done, done + ROWS_PER_STATEMENT).map((event) => {
          const visitor = event.visitor ?? visitorNumber(salts!.get(utcDay(event.at))!, event.ip, event.userAgent);
          return {
            at: event.at.toISOString(),
            kind: event.kind,
            visitor,
            path: event.path,
            source: event.source,
            group: event.group,
            campaign: event.campaign,
            device: event.device,
            duration: event.durationMs,
          };
        });
        await em.getConnection().execute(
          `insert into analytics_events (at, kind, visitor, path, source, source_group, campaign, device, duration_ms)
             select at, kind, visitor, path, source, "group", campaign, device, duration from json_to_recordset(?::json)
               as t(at timestamptz, kind smallint, visitor bigint, path text, source text, "group" text, campaign text,
                    device text, duration integer)`,
          [JSON.stringify(rows)],
          'run',
        );
        this.written += rows.length;
        this.wroteSinceRollUp = true;
      }
    } catch (error) {
      // What was not written is put back ahead of what came meanwhile, within the window's bound.
      const left = events.slice(done);
      const room = Math.max(0, MAX_BUFFERED_EVENTS - this.events.length);
      this.dropped += Math.max(0, left.length - room);
      this.events = [...left.slice(0, room), ...this.events];
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
        this.today = null;
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

/** Gives `event` its day's visitor number made from `salt` and drops its address and user agent. */
function withVisitor(event: SeenEvent, salt: Buffer): void {
  event.visitor = visitorNumber(salt, event.ip, event.userAgent);
  event.ip = '';
  event.userAgent = '';
}
