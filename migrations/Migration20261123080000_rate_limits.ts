import { Migration } from '@mikro-orm/migrations';

/**
 * Rate-limit counters (failed sign-ins, reset requests, contact messages) kept in PostgreSQL, so every
 * app instance on the database counts the same attempts: one row per limit and key (e.g. IP and
 * username) with its count in the window that ends at `reset_at`.
 */
export class Migration20261123080000_rate_limits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "rate_limits" (
        "bucket" varchar(64) not null,
        "key" varchar(512) not null,
        "count" int not null,
        "reset_at" timestamptz not null,
        constraint "rate_limits_pkey" primary key ("bucket", "key")
      );`);
    // Expired rows are swept by their end time.
    this.addSql(`create index "rate_limits_reset_at_index" on "rate_limits" ("reset_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limits";`);
  }
}
