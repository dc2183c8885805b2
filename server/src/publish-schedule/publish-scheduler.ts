// One timer per app instance for the next scheduled publish (a builder page's or a post's): at its time the instance
// does what an immediate publish does for what is derived from the public site.
import type { EntityManager } from '@mikro-orm/postgresql';
import { SerialRuns } from '../serial-runs.ts';
import { applyDueUpdates } from '../blog/scheduled-update.ts';
import { readCacheOf, type CacheTag } from '../cache/read-cache.ts';
import { now } from '../clock.ts';
import { queueBuilderPageAnalysis } from '../seo-report/page-analysis.ts';
import { duePublications, nextDuePublication } from './due-publications.ts';
import { logWentLive } from '../activity/went-live-log.ts';

/**
 * The longest a timer is set for: a day (setTimeout takes at most 2^31-1 ms, ~24.8 days, and fires at once past it);
 * a later publish is waited for a day at a time.
 */
export const MAX_TIMER_MS = 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The delay of the timer for a publish at `due` (epoch ms) seen at `at`: never negative, never over MAX_TIMER_MS. */
export function timerDelay(due: number, at: number): number {
  return Math.min(Math.max(due - at, 0), MAX_TIMER_MS);
}

/** The groups whose invalidation may change the next scheduled publish (a publish, schedule or cancel on any instance). */
const SCHEDULE_GROUPS: readonly CacheTag[] = ['builder', 'blog'];

/** What the scheduler reports. */
export interface SchedulerLog {
  error(details: object, message: string): void;
}

/**
 * Knows the next scheduled publish and keeps one timer for it. A run (at start, when the timer fires, and after any
 * invalidation of the builder or blog reads, which every instance hears of when a schedule is set, changed or
 * canceled anywhere) handles what came due since the last run, then sets the timer for the next one:
 * - the scheduled Updates of live posts that came due are applied, each by one instance (blog/scheduled-update.ts);
 * - the builder and blog reads of this instance's cache are emptied (they also expire by themselves at that time);
 * - each builder page that went public is analysed again for the SEO report (the analysis made when the schedule
 *   was set describes what was public then);
 * - the activity log gets one entry per scheduled publish that went live (went-live-log.ts), the first run also for
 *   those of the last `catchUpDays` days that none logged (no instance ran at their time).
 * Every instance does it for itself; two instances analysing the same page store the same row, and two logging the
 * same publish write one entry.
 */
export class PublishScheduler {
  private timer: NodeJS.Timeout | undefined;
  /** The time up to which what came due has been handled; null until the first run (start-up catches up). */
  private checkedUpTo: Date | null = null;
  private readonly runs = new SerialRuns(
    () => this.runOnce(),
    (error) =>
      this.log.error({ err: error }, 'The publish scheduler could not read the scheduled publishes; it tries again at the next write.'),
    () => this.closed,
  );
  private closed = false;
  private readonly unsubscribe: () => void;
  /** The publish the timer is set for (epoch ms), or undefined when none is to come. */
  nextDue: number | undefined;

  /**
   * `catchUpDays`: how far back the first run logs the scheduled publishes that went live while no instance ran (the
   * activity log's retention: an older entry would be pruned again).
   */
  constructor(
    private readonly em: EntityManager,
    private readonly log: SchedulerLog,
    private readonly catchUpDays = 365,
  ) {
    this.unsubscribe = readCacheOf(em).onInvalidate((tags) => {
      if (tags.some((tag) => SCHEDULE_GROUPS.includes(tag))) void this.run();
    });
  }

  /** Whether a timer is set (none once closed). */
  get armed(): boolean {
    return this.timer !== undefined;
  }

  /**
   * Handles what came due and sets the timer for the next publish; runs one at a time (a call during a run makes one
   * more run after it). Resolves once the runs asked for so far are done.
   */
  run(): Promise<void> {
    return this.runs.run();
  }

  private async runOnce(): Promise<void> {
    const em = this.em.fork();
    const until = now();
    const since = this.checkedUpTo;
    // Scheduled Updates of live posts are applied by one instance (the others pass a post being applied by).
    // A failure here leaves the publishes below to go on (the Updates are tried again at the next run).
    await applyDueUpdates(em, until).catch((error: unknown) =>
      this.log.error({ err: error }, 'The publish scheduler could not apply the scheduled post updates; it tries again at the next run.'),
    );
    if (this.closed) return;
    const due = await duePublications(em, since, until);
    // Before the window moves on, so a failure leaves it to the next run.
    await logWentLive(em, since ?? new Date(until.getTime() - this.catchUpDays * DAY_MS), until);
    if (this.closed) return;
    const started = since === null;
    this.checkedUpTo = until;
    const groups: CacheTag[] = [
      ...(due.builderPageIds.length > 0 ? (['builder'] as const) : []),
      ...(due.postIds.length > 0 ? (['blog'] as const) : []),
    ];
    // A new process starts with an empty cache; emptying it again would only make this listener run once more.
    if (!started && groups.length > 0) readCacheOf(em).invalidate(...groups);
    for (const pageId of due.builderPageIds) queueBuilderPageAnalysis(em, pageId);
    this.arm(await nextDuePublication(em, until));
  }

  private arm(due: number | undefined): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.nextDue = due;
    if (due === undefined || this.closed) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        void this.run();
      },
      timerDelay(due, now().getTime()),
    );
    // Never what keeps a process alive (closing clears it anyway).
    this.timer.unref();
  }

  /** Clears the timer and stops listening; waits for a run under way. */
  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe();
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.runs.running;
  }
}
