// The mail queue's worker: one per app instance, over the shared `mail_jobs` table. It claims due jobs with a lease,
// delivers them through the transport outside any transaction, and records each attempt's outcome.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SerialRuns } from '../serial-runs.ts';
import type { MailQueueSettings } from '../config/mail-queue-settings.ts';
import { judgeFailure, retryDelayMs, type DeliveryFailure } from './delivery-outcome.ts';
import {
  claimMailJobs,
  pruneMailJobs,
  recordBounced,
  recordFailed,
  recordRetry,
  recordSent,
  type ClaimedMailJob,
  type NewsletterDelivery,
} from './mail-jobs.ts';
import type { MailMessage, MailReceipt, Mailer } from './mailer.ts';

/** Builds a newsletter delivery's message for its recipient (the unsubscribe link and headers filled in). */
export type NewsletterComposer = (delivery: NewsletterDelivery) => Promise<MailMessage>;

/** What the worker reports. */
export interface MailWorkerLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** The outcome of one attempt, as the worker counts it. */
export type AttemptOutcome = 'sent' | 'retry' | 'failed' | 'bounced';

/** Finished jobs are kept this many days (their attempt log answers "was it sent?"), then deleted. */
export const MAIL_JOBS_KEEP_DAYS = 30;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** How long closing waits for deliveries in flight; one still going is left to its lease. */
const CLOSE_WAIT_MS = 10_000;

/** A name for this worker in `mail_jobs.locked_by` (host, process, a random part: apps in one process differ). */
function workerName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/**
 * Delivers the queued e-mails: a run claims as many due jobs as it has free slots (`concurrency`), sends each, and
 * records the outcome: sent; a temporary failure (4xx, refused connection, timeout) tried again after the retry
 * schedule's wait until `maxAttempts`; a permanent one (5xx) given up at once. Runs when this instance queues a job
 * (`kick`), when a delivery ends, at a retry's time and every `pollMs`. Each job is delivered by one worker at a time
 * across instances (claims skip locked rows and respect leases).
 */
export class MailWorker {
  /** This worker's name in `mail_jobs.locked_by`. */
  readonly name = workerName();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly runs = new SerialRuns(
    () => this.claimAndDeliver(),
    (error) => this.log.error({ err: error }, 'The mail queue could not read its jobs; it tries again at the next poll.'),
    () => this.closed,
  );
  private closed = false;
  private started = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private lastPrune = 0;

  constructor(
    private readonly em: EntityManager,
    private readonly transport: Mailer,
    private readonly settings: MailQueueSettings,
    private readonly log: MailWorkerLog,
    private readonly onAttempt: (outcome: AttemptOutcome) => void = () => {},
    private readonly composeNewsletter: NewsletterComposer | null = null,
  ) {}

  /** Starts polling and runs at once (jobs left by a stopped instance, or queued before the start). */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    this.schedulePoll();
    this.kick();
  }

  /** Looks for due jobs now (call after committing one); a no-op before `start` and once closed. */
  kick(): void {
    if (!this.started || this.closed) return;
    void this.run();
  }

  /** Resolves once the runs asked for so far have claimed what they could (deliveries may still be under way). */
  run(): Promise<void> {
    return this.runs.run();
  }

  private async claimAndDeliver(): Promise<void> {
    const free = this.settings.concurrency - this.inFlight.size;
    if (free <= 0) return;
    const jobs = await claimMailJobs(this.em.fork(), this.name, free, this.settings.leaseMs, this.settings.ratePerMinute);
    for (const job of jobs) {
      const delivery = this.deliver(job).finally(() => {
        this.inFlight.delete(delivery);
        // A slot is free: the next due job (if any) goes now rather than at the next poll.
        this.kick();
      });
      this.inFlight.add(delivery);
    }
    if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = Date.now();
      await pruneMailJobs(this.em.fork(), MAIL_JOBS_KEEP_DAYS);
    }
  }

  private async deliver(job: ClaimedMailJob): Promise<void> {
    let receipt: MailReceipt | undefined;
    let failure: DeliveryFailure | null = null;
    try {
      const message = await this.messageOf(job);
      receipt = (await this.transport.send({ ...message, messageId: job.messageId })) ?? undefined;
    } catch (error) {
      failure = judgeFailure(error);
    }
    let outcome: AttemptOutcome;
    let recorded: boolean;
    // Apart from the send: a failure to record a delivery must never be taken for a failed delivery (and retried).
    try {
      if (!failure) {
        outcome = 'sent';
        recorded = await recordSent(this.em.fork(), job, receipt?.response ?? null);
      } else if (failure.kind === 'permanent' && job.newsletter) {
        // The subscriber's address is refused for good: marked, so no later send goes to it.
        outcome = 'bounced';
        recorded = await recordBounced(this.em.fork(), job, failure);
      } else if (failure.kind === 'permanent' || job.attempts >= this.settings.retry.maxAttempts) {
        outcome = 'failed';
        recorded = await recordFailed(this.em.fork(), job, failure);
        this.log.warn(
          { jobId: job.id, attempts: job.attempts, code: failure.code, reason: failure.reason },
          failure.kind === 'permanent' ? 'e-mail refused by the relay: given up' : 'e-mail not delivered after its last attempt: given up',
        );
      } else {
        outcome = 'retry';
        const delay = retryDelayMs(job.attempts, this.settings.retry);
        recorded = await recordRetry(this.em.fork(), job, failure, delay);
        this.retryAt(delay);
      }
    } catch (error) {
      // The database did not take the outcome: the lease runs out and the job is tried again (a sent one would go twice).
      this.log.error(
        { err: error, jobId: job.id },
        'The mail queue could not record a delivery attempt; the job is taken again after its lease.',
      );
      return;
    }
    this.onAttempt(outcome);
    if (!recorded) {
      this.log.warn({ jobId: job.id }, 'A mail job was taken over by another worker (this lease ran out) before its outcome was recorded.');
    }
  }

  /** The message of `job`: an app e-mail's as queued, a newsletter delivery's built from its issue for its recipient. */
  private async messageOf(job: ClaimedMailJob): Promise<MailMessage> {
    if (job.newsletter) {
      if (!this.composeNewsletter) throw new Error('This mail worker cannot build newsletter e-mails.');
      return this.composeNewsletter(job.newsletter);
    }
    if (!job.message) throw new Error(`Mail job ${job.id} has no message.`);
    return job.message;
  }

  /** Runs again once a retry is due (the poll would find it too, later). */
  private retryAt(delayMs: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      this.kick();
    }, delayMs + 5);
    timer.unref();
    this.retryTimers.add(timer);
  }

  private schedulePoll(): void {
    if (this.closed) return;
    this.pollTimer = setTimeout(() => {
      this.kick();
      this.schedulePoll();
    }, this.settings.pollMs);
    this.pollTimer.unref();
  }

  /** Deliveries in flight on this worker now. */
  get deliveriesInFlight(): number {
    return this.inFlight.size;
  }

  /**
   * Stops claiming and waits for the run and deliveries under way (at most about 10 s: a send still going then is
   * left to its lease, and taken again by another instance or the next start).
   */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.pollTimer);
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    await this.runs.running;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.inFlight]),
      new Promise<void>((resolve) => {
        timeout = setTimeout(resolve, CLOSE_WAIT_MS);
        timeout.unref();
      }),
    ]);
    clearTimeout(timeout);
  }
}
