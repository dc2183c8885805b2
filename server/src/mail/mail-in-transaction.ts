// "Queue this e-mail in this transaction": the callers that send mail make the job in the transaction of the change
// that causes it (both commit or neither does), then hand the committed jobs to the worker.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailQueue } from './mail-queue.ts';
import type { MailMessage } from './mailer.ts';

/** Queues `message` in `tx`, the transaction of the change that causes it (a service calls it inside its own). */
export type QueueMail = (tx: EntityManager, message: MailMessage) => Promise<void>;

/** The e-mails one request queues: `queueMail` inside its transaction(s), `committed` once they have committed. */
export interface MailBatch {
  /** Queues an e-mail in the given transaction. */
  queueMail: QueueMail;
  /** Hands the jobs queued so far to the worker (call after the commit; a rolled-back job is simply never found). */
  committed(): Promise<void>;
}

/** A batch of e-mails queued on `queue` by one request. */
export function mailBatch(queue: MailQueue): MailBatch {
  const ids: number[] = [];
  return {
    queueMail: async (tx, message) => {
      ids.push(await queue.enqueue(tx, message));
    },
    committed: () => queue.committed(ids.splice(0)),
  };
}

/**
 * Runs `work` in a transaction of `em` with a `queueMail` for the e-mails it causes, then hands them to the worker:
 * the change and its e-mails commit together, or none does. For a service that opens its own transaction, pass
 * `queueMail` down to it (its transaction nests in this one) or use `mailBatch`.
 */
export async function withMail<T>(
  em: EntityManager,
  queue: MailQueue,
  work: (tx: EntityManager, queueMail: QueueMail) => Promise<T>,
): Promise<T> {
  const batch = mailBatch(queue);
  const result = await em.transactional((tx) => work(tx, batch.queueMail));
  await batch.committed();
  return result;
}
