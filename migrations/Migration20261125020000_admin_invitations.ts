import { Migration } from '@mikro-orm/migrations';

/**
 * Invitations to become an admin: a single-use link e-mailed to an address, valid 48 hours; only the
 * SHA-256 of its token is stored.
 */
export class Migration20261125020000_admin_invitations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "admin_invitations" (
        "token_hash" text primary key,
        "email" text not null,
        "invited_by_id" integer null references "users" ("id") on delete set null,
        "created_at" timestamptz not null default now(),
        "expires_at" timestamptz not null
      );`);
    this.addSql(`create index "admin_invitations_email_index" on "admin_invitations" ("email");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "admin_invitations";`);
  }
}
