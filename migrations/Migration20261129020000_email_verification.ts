import { Migration } from '@mikro-orm/migrations';

/**
 * E-mail verification and confirmed e-mail changes (server/src/account/email-*.service.ts).
 * - `users.email_verified_at`: when the account's address was confirmed through an e-mailed link (null: not yet).
 *   Existing accounts: staff accounts (every role but 'user') count as verified from this migration, since an
 *   administrator made them or they came through an e-mailed invitation; customer accounts start unverified, and
 *   their dashboard offers to send the link. An account without an address stays unverified (nothing to verify).
 * - `email_tokens`: the waiting links, one per account and purpose ('verify' the address given at sign-up,
 *   'change' to the new address `email`; a newer request replaces the older one), each a SHA-256 of its token,
 *   expiring, deleted when used and with its account.
 */
export class Migration20261129020000_email_verification extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "email_verified_at" timestamptz null;`);
    this.addSql(`update "users" set "email_verified_at" = now() where "role" <> 'user' and "email" is not null;`);
    this.addSql(`
      create table "email_tokens" (
        "id" serial primary key,
        "user_id" integer not null references "users" ("id") on delete cascade,
        "purpose" text not null check ("purpose" in ('verify', 'change')),
        "email" text not null,
        "token_hash" text not null unique,
        "expires_at" timestamptz not null,
        "created_at" timestamptz not null default now(),
        unique ("user_id", "purpose")
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "email_tokens";`);
    this.addSql(`alter table "users" drop column if exists "email_verified_at";`);
  }
}
