import { Migration } from '@mikro-orm/migrations';

/**
 * The site's own analytics (issue 44). `analytics_events`: each public page view counted by the server and each
 * time-on-page beacon (kind 1), kept raw for ANALYTICS_RAW_DAYS: when, the day's visitor hash (never an address or
 * a user agent), the path, the referrer's source and group, the UTM campaign, the device class. `analytics_rollups`:
 * what the screen reads, counted from the raw rows per hour (the whole site only), day and month, per dimension and
 * key. `analytics_rolled_days`: which days are counted for good. The day's salts live in a schema of their own,
 * `analytics_keys`, left out of backups, and each is deleted once its day is over, so no hash can be made again.
 */
export class Migration20261211010000_site_analytics extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "analytics_events" (
      "at" timestamptz not null,
      "kind" smallint not null default 0,
      "visitor" bigint not null,
      "path" text not null,
      "source" text not null default 'Direct',
      "source_group" text not null default 'direct',
      "campaign" text,
      "device" text not null default 'desktop',
      "duration_ms" integer
    );`);
    this.addSql(`create index "analytics_events_at_index" on "analytics_events" ("at");`);
    this.addSql(`create table "analytics_rollups" (
      "grain" text not null check ("grain" in ('hour', 'day', 'month')),
      "period" timestamptz not null,
      "dimension" text not null,
      "key" text not null,
      "source_group" text,
      "visitors" integer not null default 0,
      "views" integer not null default 0,
      "visits" integer not null default 0,
      "entries" integer not null default 0,
      "exits" integer not null default 0,
      "time_ms" bigint not null default 0,
      "timed" integer not null default 0,
      primary key ("grain", "dimension", "period", "key")
    );`);
    this.addSql(`create table "analytics_rolled_days" (
      "day" date primary key,
      "final" boolean not null default false,
      "rolled_at" timestamptz not null
    );`);
    this.addSql(`create schema if not exists "analytics_keys";`);
    this.addSql(`create table if not exists "analytics_keys"."day_salts" ("day" date primary key, "salt" bytea not null);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop schema if exists "analytics_keys" cascade;`);
    this.addSql(`drop table if exists "analytics_rolled_days";`);
    this.addSql(`drop table if exists "analytics_rollups";`);
    this.addSql(`drop table if exists "analytics_events";`);
  }
}
