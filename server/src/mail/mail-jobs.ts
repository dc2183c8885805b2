// The mail queue's rows (`mail_jobs`): made in the caller's transaction, claimed by a worker with a lease, finished with
// the outcome of each attempt. Every statement here is one short transaction of its own (or part of the caller's):
// nothing is held open while a message crosses the network.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryFailure } from './delivery-outcome.ts';
import type { MailMessage } from './mailer.ts';

/** What a newsletter delivery is made of: the issue's rendered e-mail (with the unsubscribe placeholder) and its recipient. */
export interface NewsletterDelivery {
  issueId: number;
  subscriptionId: number;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** A job a worker claimed: what to send, and the attempt this is (its claim token). */
export interface ClaimedMailJob {
  id: number;
  /** An app e-mail's message, as queued (null for a newsletter delivery: see `newsletter`). */
  message: MailMessage | null;
  /** A newsletter delivery: the worker builds its message from the issue for this recipient. */
  newsletter: NewsletterDelivery | null;
  messageId: string;
  /**
   * Attempts so far, this one included: recording the outcome checks it, so a worker whose lease ran out (and whose
   * job another took) records nothing.
   */
  attempts: number;
}

/** One attempt as `attempt_log` holds it. */
export interface MailAttempt {
  /** When the outcome was recorded (for `abandoned`, when the lease ran out). */
  at: string;
  outcome: 'sent' | 'retry' | 'failed' | 'bounced' | 'abandoned';
  /** The SMTP reply code, when the relay answered. */
  code?: number | null;
  /** The relay's answer, or what went wrong on the way. */
  reason: string | null;
}

/** The jobs not yet finished, and the given-up ones kept (`mail_jobs` by state), as `/metrics` reports them. */
export interface MailQueueDepth {
  /** Waiting for a worker: new, or waiting for their next try after a temporary failure. */
  queued: number;
  /** Of those, the ones that failed at least once (waiting for a retry). */
  retrying: number;
  /** Claimed by a worker whose lease still runs (being delivered now). */
  delivering: number;
  /** Given up: refused permanently, or out of attempts. */
  failed: number;
  /** Newsletter deliveries refused permanently (5xx): the subscription is never sent to again. */
  bounced: number;
  /** Newsletter deliveries not sent: the subscription was removed before their turn. */
  skipped: number;
}

/** Runs `sql` on `em`'s connection, inside its transaction when it is in one. */
function run<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}

/** A fresh Message-ID on `domain` (the sender's), as `<uuid@domain>`. */
export function newMessageId(domain: string): string {
  return `<${randomUUID()}@${domain}>`;
}

/** The domain of a sender such as `LocalRank <no-reply@localrank.co.uk>` (`localhost` when it has none). */
export function senderDomain(from: string): string {
  const match = /@([^>\s]+)/.exec(from);
  return match?.[1] ?? 'localhost';
}

/**
 * Queues `message` in `em`'s transaction (the caller's: the job commits, or not, with the change that causes it), due
 * now, with its Message-ID made now on `domain`. Returns the job's id. A worker delivers it once committed.
 */
export async function enqueueMail(em: EntityManager, message: MailMessage, domain: string): Promise<number> {
  // The job's own Message-ID is made here; whatever the caller set is not kept.
  const content: MailMessage = { ...message };
  delete content.messageId;
  const rows = await run<{ id: number }>(
    em,
    // Dated by the app's clock, as the rows of the change it goes with are: in a sign-up's transaction the database's
    // now() (the transaction's start) is older than the new account's created_at, and the account's own e-mails are
    // the ones sent since it was made (privacy/personal-data.ts).
    'insert into mail_jobs (to_address, subject, message, message_id, created_at) values (?, ?, ?::jsonb, ?, ?) returning id',
    [message.to, message.subject, JSON.stringify(content), newMessageId(domain), new Date()],
  );
  return rows[0]!.id;
}

/**
 * Claims up to `limit` due jobs for `worker` for `leaseMs` (`for update skip locked`: jobs another instance is claiming
 * are passed by, never waited for or taken twice), the app's e-mails before newsletter deliveries (`priority`), then
 * oldest due first, counting the attempt. A job whose earlier lease ran out without an outcome (its worker died) is due
 * again: its log records that attempt as `abandoned`. A newsletter delivery comes with its issue's e-mail (joined).
 *
 * With `ratePerMinute` above 0, claims also spend the relay's budget (`mail_send_budget`, one row shared by every
 * instance, locked by the claim): at most that many jobs are claimed in a minute's window, which starts with the
 * first claim after the previous window ended. The budget is read and written only when jobs are due (an idle poll
 * writes nothing). One statement.
 */
export async function claimMailJobs(
  em: EntityManager,
  worker: string,
  limit: number,
  leaseMs: number,
  ratePerMinute = 0,
): Promise<ClaimedMailJob[]> {
  // In SET, j.locked_until and j.locked_by are the row's values before the update: the claim that was abandoned.
  const rows = await run<{
    id: number;
    message: MailMessage | string | null;
    message_id: string;
    attempts: number;
    to_address: string;
    newsletter_issue_id: number | null;
    subscription_id: number | null;
    issue_subject: string | null;
    issue_html: string | null;
    issue_text: string | null;
  }>(
    em,
    `with due as (
       select id, priority, run_at, newsletter_issue_id from mail_jobs
        where status = 'queued' and run_at <= now() and (locked_until is null or locked_until <= now())
        order by priority, run_at, id limit ?::integer for update skip locked
     ), budget as (
       select case when b.window_start + interval '1 minute' <= now() then now() else b.window_start end as window_start,
              case when b.window_start + interval '1 minute' <= now() then 0 else b.used end as used
         from mail_send_budget b
        where b.id = 1 and ?::integer > 0 and exists (select 1 from due)
        for update
     ), granted as (
       select case when ?::integer > 0
                then greatest(0, least((select count(*) from due), ?::integer - coalesce((select used from budget), 0)))
                else (select count(*) from due) end as n
     ), spent as (
       update mail_send_budget b set window_start = budget.window_start, used = budget.used + (select n from granted)
         from budget where b.id = 1 and (select n from granted) > 0
     ), picked as (
       select id, newsletter_issue_id from due order by priority, run_at, id limit (select n from granted)
     )
     update mail_jobs j
        set locked_until = now() + ?::double precision * interval '1 millisecond',
            locked_by = ?,
            attempts = j.attempts + 1,
            attempt_log = case when j.locked_until is null then j.attempt_log
              else j.attempt_log || jsonb_build_array(jsonb_build_object(
                'at', j.locked_until, 'outcome', 'abandoned',
                'reason', 'the worker ' || coalesce(j.locked_by, 'unknown')
                  || ' that took it recorded no outcome before its lease ran out'))
              end
       from picked left join newsletter_issues i on i.id = picked.newsletter_issue_id
      where j.id = picked.id
      returning j.id, j.message, j.message_id, j.attempts, j.to_address, j.newsletter_issue_id, j.subscription_id,
                i.subject as issue_subject, i.html as issue_html, i.text as issue_text`,
    [limit, ratePerMinute, ratePerMinute, ratePerMinute, leaseMs, worker],
  );
  return rows
    .map((row) => ({
      id: row.id,
      message: typeof row.message === 'string' ? (JSON.parse(row.message) as MailMessage) : row.message,
      newsletter:
        row.newsletter_issue_id !== null && row.subscription_id !== null && row.issue_html !== null
          ? {
              issueId: row.newsletter_issue_id,
              subscriptionId: row.subscription_id,
              to: row.to_address,
              subject: row.issue_subject ?? '',
              html: row.issue_html,
              text: row.issue_text ?? '',
            }
          : null,
      messageId: row.message_id,
      attempts: row.attempts,
    }))
    .sort((a, b) => a.id - b.id);
}

/** The condition "this worker's claim of the job still stands" (nobody took it over after its lease ran out). */
const STILL_CLAIMED = "id = ? and attempts = ? and status = 'queued'";

/** Records that claimed attempt `job` was delivered (`reason`: the relay's answer); the message (its links) is cleared. */
export async function recordSent(em: EntityManager, job: ClaimedMailJob, reason: string | null): Promise<boolean> {
  const rows = await run<{ id: number }>(
    em,
    `update mail_jobs set status = 'sent', message = null, locked_until = null, finished_at = now(), last_error = null,
            attempt_log = attempt_log || jsonb_build_array(jsonb_build_object('at', now(), 'outcome', 'sent', 'reason', ?::text))
      where ${STILL_CLAIMED} returning id`,
    [reason, job.id, job.attempts],
  );
  return rows.length > 0;
}

/** Records a temporary failure of claimed attempt `job`: tried again after `delayMs`. */
export async function recordRetry(em: EntityManager, job: ClaimedMailJob, failure: DeliveryFailure, delayMs: number): Promise<boolean> {
  const rows = await run<{ id: number }>(
    em,
    `update mail_jobs set locked_until = null, run_at = now() + ?::double precision * interval '1 millisecond', last_error = ?,
            attempt_log = attempt_log || jsonb_build_array(jsonb_build_object('at', now(), 'outcome', 'retry', 'code', ?::integer, 'reason', ?::text))
      where ${STILL_CLAIMED} returning id`,
    [delayMs, failure.reason, failure.code, failure.reason, job.id, job.attempts],
  );
  return rows.length > 0;
}

/** Gives claimed attempt `job` up (a permanent refusal, or its last attempt): never tried again; the message is cleared. */
export async function recordFailed(em: EntityManager, job: ClaimedMailJob, failure: DeliveryFailure): Promise<boolean> {
  const rows = await run<{ id: number }>(
    em,
    `update mail_jobs set status = 'failed', message = null, locked_until = null, finished_at = now(), last_error = ?,
            attempt_log = attempt_log || jsonb_build_array(jsonb_build_object('at', now(), 'outcome', 'failed', 'code', ?::integer, 'reason', ?::text))
      where ${STILL_CLAIMED} returning id`,
    [failure.reason, failure.code, failure.reason, job.id, job.attempts],
  );
  return rows.length > 0;
}

/**
 * Records that the relay refused newsletter delivery `job` for good (a 5xx): the job is `bounced`, and its subscription
 * is marked (`bounced_at`, `bounce_reason`), so no later send goes to it. One statement.
 */
export async function recordBounced(em: EntityManager, job: ClaimedMailJob, failure: DeliveryFailure): Promise<boolean> {
  const rows = await run<{ id: number }>(
    em,
    `with bounced as (
       update mail_jobs set status = 'bounced', message = null, locked_until = null, finished_at = now(), last_error = ?,
              attempt_log = attempt_log || jsonb_build_array(jsonb_build_object('at', now(), 'outcome', 'bounced', 'code', ?::integer, 'reason', ?::text))
        where ${STILL_CLAIMED} returning id, subscription_id
     ), marked as (
       update newsletter_subscriptions s set bounced_at = coalesce(s.bounced_at, now()), bounce_reason = ?
         from bounced where s.id = bounced.subscription_id
     )
     select id from bounced`,
    [failure.reason, failure.code, failure.reason, job.id, job.attempts, failure.reason],
  );
  return rows.length > 0;
}

/** How many jobs wait, are being delivered and were given up (the sent ones are not counted). */
export async function mailQueueDepth(em: EntityManager): Promise<MailQueueDepth> {
  const [row] = await run<MailQueueDepth>(
    em,
    `select count(*) filter (where status = 'queued' and (locked_until is null or locked_until <= now()))::int as queued,
            count(*) filter (where status = 'queued' and (locked_until is null or locked_until <= now()) and attempts > 0)::int as retrying,
            count(*) filter (where status = 'queued' and locked_until > now())::int as delivering,
            count(*) filter (where status = 'failed')::int as failed,
            count(*) filter (where status = 'bounced')::int as bounced,
            count(*) filter (where status = 'skipped')::int as skipped
       from mail_jobs where status <> 'sent'`,
    [],
  );
  return row ?? { queued: 0, retrying: 0, delivering: 0, failed: 0, bounced: 0, skipped: 0 };
}

/** The state of job `id` and its attempts so far (null when there is no such job). */
export async function mailJobState(
  em: EntityManager,
  id: number,
): Promise<{ status: MailJobStatus; claimed: boolean; attempts: MailAttempt[] } | null> {
  const [row] = await run<{ status: MailJobStatus; claimed: boolean; attempt_log: MailAttempt[] | string }>(
    em,
    'select status, locked_until is not null as claimed, attempt_log from mail_jobs where id = ?',
    [id],
  );
  if (!row) return null;
  const attempts = typeof row.attempt_log === 'string' ? (JSON.parse(row.attempt_log) as MailAttempt[]) : row.attempt_log;
  return { status: row.status, claimed: row.claimed, attempts };
}

/** Where a job stands: waiting (or being delivered), or finished one way or another. */
export type MailJobStatus = 'queued' | 'sent' | 'failed' | 'bounced' | 'skipped';

/**
 * Deletes the app's finished jobs (sent or given up) older than `days` days; returns how many. Newsletter deliveries
 * are kept: they are the send reports and each subscriber's last send (removed with their issue, blanked when the
 * subscription goes).
 */
export async function pruneMailJobs(em: EntityManager, days: number): Promise<number> {
  const rows = await run<{ id: number }>(
    em,
    "delete from mail_jobs where status <> 'queued' and newsletter_issue_id is null and finished_at < now() - ?::double precision * interval '1 day' returning id",
    [days],
  );
  return rows.length;
}
