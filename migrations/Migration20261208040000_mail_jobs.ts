import { Migration } from '@mikro-orm/migrations';

/**
 * The mail queue (issue 43): one row per e-mail the app sends, written in the transaction of the change that causes it
 * and delivered by a worker on every instance. A job is `queued` until delivered (`sent`) or given up (`failed`: the
 * relay refused it permanently, or every attempt failed). A worker claims a due job by setting `locked_until` (its
 * lease) with `for update skip locked`, so instances never claim the same job; a lease past its time is a worker that
 * died, and the job is claimed again. `attempt_log` holds every attempt (time, outcome, the relay's reason).
 * `message` (which may carry a live reset or invitation link) is cleared once the job is finished.
 */
export class Migration20261208040000_mail_jobs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "mail_jobs" (
      "id" serial primary key,
      "to_address" text not null,
      "subject" text not null,
      "message" jsonb null,
      "message_id" text not null,
      "status" text not null default 'queued' check ("status" in ('queued', 'sent', 'failed')),
      "attempts" integer not null default 0,
      "run_at" timestamptz not null default now(),
      "locked_until" timestamptz null,
      "locked_by" text null,
      "attempt_log" jsonb not null default '[]'::jsonb,
      "last_error" text null,
      "created_at" timestamptz not null default now(),
      "finished_at" timestamptz null
    );`);
    // The workers' claim: the due queued jobs in order (a partial index, so finished jobs cost nothing).
    this.addSql(`create index "mail_jobs_due_index" on "mail_jobs" ("run_at", "id") where "status" = 'queued';`);
    // Pruning finished jobs by age.
    this.addSql(`create index "mail_jobs_finished_index" on "mail_jobs" ("finished_at") where "status" <> 'queued';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mail_jobs";`);
  }
}
