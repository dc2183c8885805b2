import { Migration } from '@mikro-orm/migrations';

/**
 * The activity log records a scheduled publish when it goes live (server/src/publish-schedule/went-live-log.ts):
 * - `activity_entries.subject` names what an entry is about ('builder-page:12', 'blog-post:34') for the entries that
 *   must be written once however many instances notice the event; a unique index over kind, subject and time lets
 *   every instance insert and only one row result;
 * - `blog_posts.scheduled` says the post's last publish was for a time to come (its first publication, or the end
 *   of a time offline: `coalesce(offline_until, published_at)`), and `scheduled_by` who set it (null once that
 *   account is deleted); the posts waiting now are marked as scheduled by whoever saved them last;
 * - an index over that time serves the publish scheduler's reads of the posts that came due, and one over
 *   `offline_until` its read of the next end of a time offline.
 */
export class Migration20261130040000_went_live_log extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "activity_entries" add column if not exists "subject" text null;`);
    this.addSql(
      `create unique index if not exists "activity_entries_subject_once" on "activity_entries" ("kind", "subject", "at") where "subject" is not null;`,
    );
    this.addSql(`alter table "blog_posts" add column if not exists "scheduled" boolean not null default false;`);
    this.addSql(
      `alter table "blog_posts" add column if not exists "scheduled_by" integer null references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `update "blog_posts" set "scheduled" = true, "scheduled_by" = "updated_by"
        where "status" = 'published' and ("published_at" > now() or "offline_until" > now());`,
    );
    this.addSql(
      `create index if not exists "blog_posts_goes_live_index" on "blog_posts" ((coalesce("offline_until", "published_at"))) where "status" = 'published';`,
    );
    // The scheduler's next wake-up (nextScheduledPublication) reads the earliest end of a time offline: without this,
    // a scan of every post.
    this.addSql(
      `create index if not exists "blog_posts_offline_until_index" on "blog_posts" ("offline_until") where "status" = 'published' and "offline_until" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "blog_posts_offline_until_index";`);
    this.addSql(`drop index if exists "blog_posts_goes_live_index";`);
    this.addSql(`alter table "blog_posts" drop column if exists "scheduled_by";`);
    this.addSql(`alter table "blog_posts" drop column if exists "scheduled";`);
    this.addSql(`drop index if exists "activity_entries_subject_once";`);
    this.addSql(`alter table "activity_entries" drop column if exists "subject";`);
  }
}
