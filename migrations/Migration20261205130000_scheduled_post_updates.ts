import { Migration } from '@mikro-orm/migrations';

/**
 * Scheduled Updates of live posts: a working copy may carry `apply_at`, the time the server copies it onto the post
 * (as Update does), set by `apply_by`. When it cannot be applied then (an image without alt text, a slug taken since),
 * `apply_at` is cleared and `apply_failure` says why, for the editor to show; the copy stays.
 */
export class Migration20261205130000_scheduled_post_updates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "blog_post_working_copies" add column if not exists "apply_at" timestamptz null;`);
    this.addSql(
      `alter table "blog_post_working_copies" add column if not exists "apply_by" integer null references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "blog_post_working_copies" add column if not exists "apply_failure" text null;`);
    this.addSql(
      `create index if not exists "blog_post_working_copies_apply_at_index" on "blog_post_working_copies" ("apply_at") where "apply_at" is not null;`,
    );
    this.addSql(
      `create index if not exists "blog_post_working_copies_apply_by_index" on "blog_post_working_copies" ("apply_by") where "apply_by" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "blog_post_working_copies_apply_by_index";`);
    this.addSql(`drop index if exists "blog_post_working_copies_apply_at_index";`);
    this.addSql(`alter table "blog_post_working_copies" drop column if exists "apply_failure";`);
    this.addSql(`alter table "blog_post_working_copies" drop column if exists "apply_by";`);
    this.addSql(`alter table "blog_post_working_copies" drop column if exists "apply_at";`);
  }
}
