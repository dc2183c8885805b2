import { Migration } from '@mikro-orm/migrations';

/**
 * The admin team: when an account last signed in, and whether an admin has disabled it (a disabled
 * account cannot sign in and has no session).
 */
export class Migration20261125010000_team extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "last_sign_in_at" timestamptz null, add column "disabled_at" timestamptz null;`);
    // The last-admin rule counts these on every role change.
    this.addSql(`create index "users_active_admins_index" on "users" ("id") where "role" = 'admin' and "disabled_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "users_active_admins_index";`);
    this.addSql(`alter table "users" drop column if exists "disabled_at", drop column if exists "last_sign_in_at";`);
  }
}
