import { Migration } from '@mikro-orm/migrations';

/**
 * The admin activity log: who did what, when, with a link to the thing. Written in the same transaction
 * as the write it records; the actor's username is kept as it was, so an entry outlives a rename or a
 * deleted account.
 */
export class Migration20261125030000_activity_log extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "activity_entries" (
        "id" bigserial primary key,
        "at" timestamptz not null default now(),
        "actor_id" integer null references "users" ("id") on delete set null,
        "actor_name" text null,
        "kind" text not null,
        "summary" text not null,
        "link" text null
      );`);
    this.addSql(`create index "activity_entries_at_index" on "activity_entries" ("at" desc, "id" desc);`);
    this.addSql(`create index "activity_entries_actor_index" on "activity_entries" (lower("actor_name"), "at" desc);`);
    this.addSql(`create index "activity_entries_kind_index" on "activity_entries" ("kind", "at" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "activity_entries";`);
  }
}
