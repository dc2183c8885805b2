import { Migration } from '@mikro-orm/migrations';

/**
 * Newsletter sends (issue 43): a published post e-mailed to the confirmed subscribers. `newsletter_issues` keeps each
 * send once (one per post: `post_id` unique), with the e-mail rendered once (`html`, `text`, holding the unsubscribe
 * placeholder) and the key of its web copy. Each recipient is one `mail_jobs` row (unique per issue and subscription)
 * that carries no message of its own: the worker builds it from the issue when it claims the job. Newsletter jobs go
 * after the app's own e-mails (`priority` 1 against 0). A 5xx at send time marks the job `bounced` and the subscription
 * (`bounced_at`, `bounce_reason`): never sent to again. Deleting a subscription (unsubscribe, erasure) skips its
 * deliveries still queued and blanks the address of all of them (a trigger, so every path is covered).
 * `mail_send_budget` is the relay's per-minute budget shared by every instance (MAIL_RATE_PER_MINUTE).
 */
export class Migration20261209010000_newsletter_issues extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "newsletter_issues" (
      "id" serial primary key,
      "post_id" integer null unique references "blog_posts" ("id") on delete set null,
      "post_title" text not null,
      "subject" text not null,
      "html" text not null,
      "text" text not null,
      "view_key" text not null unique,
      "sent_by_id" integer null references "users" ("id") on delete set null,
      "recipients" integer not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`alter table "mail_jobs"
      add column "newsletter_issue_id" integer null references "newsletter_issues" ("id") on delete cascade,
      add column "subscription_id" integer null,
      add column "priority" smallint not null default 0,
      add column "unsubscribed_at" timestamptz null;`);
    this.addSql(`alter table "mail_jobs" drop constraint "mail_jobs_status_check";`);
    this.addSql(
      `alter table "mail_jobs" add constraint "mail_jobs_status_check" check ("status" in ('queued', 'sent', 'failed', 'bounced', 'skipped'));`,
    );
    this.addSql(
      `alter table "mail_jobs" add constraint "mail_jobs_issue_subscription_unique" unique ("newsletter_issue_id", "subscription_id");`,
    );
    this.addSql(`drop index "mail_jobs_due_index";`);
    this.addSql(`create index "mail_jobs_due_index" on "mail_jobs" ("priority", "run_at", "id") where "status" = 'queued';`);
    // The last delivery of each subscription (the subscriber list's "last send").
    this.addSql(`create index "mail_jobs_subscription_index" on "mail_jobs" ("subscription_id") where "subscription_id" is not null;`);
    this.addSql(`alter table "newsletter_subscriptions" add column "bounced_at" timestamptz null, add column "bounce_reason" text null;`);
    this.addSql(`create function "newsletter_subscription_deleted"() returns trigger language plpgsql as $$
      begin
        update "mail_jobs" set
            "status" = case when "status" = 'queued' then 'skipped' else "status" end,
            "finished_at" = case when "status" = 'queued' then now() else "finished_at" end,
            "locked_until" = case when "status" = 'queued' then null else "locked_until" end,
            "to_address" = '',
            "unsubscribed_at" = now()
          where "subscription_id" = old."id";
        return old;
      end;
    $$;`);
    this.addSql(`create trigger "newsletter_subscription_deleted" before delete on "newsletter_subscriptions"
      for each row execute function "newsletter_subscription_deleted"();`);
    this.addSql(`create table "mail_send_budget" (
      "id" smallint primary key check ("id" = 1),
      "window_start" timestamptz not null default now(),
      "used" integer not null default 0
    );`);
    this.addSql(`insert into "mail_send_budget" ("id") values (1);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mail_send_budget";`);
    this.addSql(`drop trigger if exists "newsletter_subscription_deleted" on "newsletter_subscriptions";`);
    this.addSql(`drop function if exists "newsletter_subscription_deleted"();`);
    this.addSql(`alter table "newsletter_subscriptions" drop column "bounced_at", drop column "bounce_reason";`);
    this.addSql(`delete from "mail_jobs" where "status" in ('bounced', 'skipped') or "newsletter_issue_id" is not null;`);
    this.addSql(`drop index if exists "mail_jobs_subscription_index";`);
    this.addSql(`drop index "mail_jobs_due_index";`);
    this.addSql(`create index "mail_jobs_due_index" on "mail_jobs" ("run_at", "id") where "status" = 'queued';`);
    this.addSql(`alter table "mail_jobs" drop constraint "mail_jobs_issue_subscription_unique", drop constraint "mail_jobs_status_check";`);
    this.addSql(`alter table "mail_jobs" add constraint "mail_jobs_status_check" check ("status" in ('queued', 'sent', 'failed'));`);
    this.addSql(
      `alter table "mail_jobs" drop column "newsletter_issue_id", drop column "subscription_id", drop column "priority", drop column "unsubscribed_at";`,
    );
    this.addSql(`drop table if exists "newsletter_issues";`);
  }
}
