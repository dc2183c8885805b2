import { Migration } from '@mikro-orm/migrations';

/**
 * Usernames of deleted accounts held back for a while (server/src/privacy): a SHA-256 of the normalised,
 * lower-cased name (never the name itself) and when it becomes free for sign-up again.
 */
export class Migration20261128090000_privacy extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "released_usernames" (
      "username_hash" text primary key,
      "free_from" timestamptz not null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "released_usernames";`);
  }
}
