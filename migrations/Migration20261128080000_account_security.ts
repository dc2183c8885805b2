import { Migration } from '@mikro-orm/migrations';

/**
 * The customer's account security: each session keeps the browser and address it was signed in from and
 * when it was last seen (at most every few minutes), and a per-account log of security events (sign-ins,
 * password and e-mail changes, sessions ended), written in the transaction of the change it records.
 * The events index answers "the last N of one account" at any size.
 */
export class Migration20261128080000_account_security extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sessions" add column "user_agent" text null;`);
    this.addSql(`alter table "sessions" add column "ip_address" text null;`);
    this.addSql(`alter table "sessions" add column "last_seen_at" timestamptz not null default now();`);
    this.addSql(`
      create table "account_events" (
        "id" bigserial primary key,
        "user_id" integer not null references "users" ("id") on delete cascade,
        "at" timestamptz not null default now(),
        "kind" text not null,
        "detail" text null
      );`);
    this.addSql(`create index "account_events_user_at_index" on "account_events" ("user_id", "at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "account_events";`);
    this.addSql(`alter table "sessions" drop column if exists "last_seen_at";`);
    this.addSql(`alter table "sessions" drop column if exists "ip_address";`);
    this.addSql(`alter table "sessions" drop column if exists "user_agent";`);
  }
}
