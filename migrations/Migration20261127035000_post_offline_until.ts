import { Migration } from '@mikro-orm/migrations';

/**
 * A live post rescheduled while keeping its date goes off the public site until a time: `offline_until` holds it
 * (null for every other post), so `published_at` stays the date visitors see and the lists sort by.
 */
export class Migration20261127035000_post_offline_until extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "blog_posts" add column if not exists "offline_until" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "blog_posts" drop column if exists "offline_until";`);
  }
}
