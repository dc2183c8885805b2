import { Migration } from '@mikro-orm/migrations';

/**
 * Who is in which editing room right now (builder page, post, in-page editor page): one row per open presence
 * stream, refreshed by the tab's heartbeat and deleted when the stream closes or the heartbeat stops (every app
 * instance reads and sweeps it, so presence holds across instances). Short-lived rows, never backed up for long.
 */
export class Migration20261128030000_presence extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "presence_members" (
      "member_id" uuid primary key,
      "room" text not null,
      "user_id" integer not null references "users" ("id") on delete cascade,
      "name" text not null,
      "selection" text null,
      "since" timestamptz not null default now(),
      "last_seen" timestamptz not null default now()
    );`);
    this.addSql(`create index if not exists "presence_members_room_idx" on "presence_members" ("room");`);
    this.addSql(`create index if not exists "presence_members_last_seen_idx" on "presence_members" ("last_seen");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "presence_members";`);
  }
}
