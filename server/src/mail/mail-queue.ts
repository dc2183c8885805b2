import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailMessage } from './mailer.ts';
import type { MailWorker } from './mail-worker.ts';

/** The app's mail queue: jobs made in a transaction, delivered by this instance's worker (or another's). */
export interface MailQueue {
  /**
   * Queues `message` in `em`'s transaction (the caller's, so the job commits with the change that causes it); call
   * `kick` once it has committed. Returns the job's id.
   */
  enqueue(em: EntityManager, message: MailMessage): Promise<number>;
  /** Tells this instance's worker a job was committed (otherwise it finds it at its next poll). */
  kick(): void;
  /**
   * Tells the worker jobs `ids` were committed (`kick`); on a server made with `awaitDelivery`, resolves once each has
   * had its first attempt.
   */
  committed(ids: number[]): Promise<void>;
  /** Resolves once job `id` has had an attempt recorded (delivered, failed, or waiting for a retry), by any instance. */
  attempted(id: number): Promise<void>;
  /** This instance's worker. */
  worker: MailWorker;
}
