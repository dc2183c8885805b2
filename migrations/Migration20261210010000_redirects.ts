import { Migration } from '@mikro-orm/migrations';

/**
 * The 404 monitor and the redirect rules (issue 44). `redirect_rules` holds the rules the server answers a path with
 * before its 404 page (one rule a source path; its NOTIFY trigger empties the cached pages on every instance, so a
 * kept 404 page never outlives a new rule); `redirect_rule_hits` counts the requests each answered, apart, so the
 * counts written every few seconds never empty the cache. `not_found_paths` counts the paths that answered 404 and
 * `not_found_referrers` the pages that linked to them: a path without its query, a referrer without its query, no
 * address, no user agent, no time finer than the last hit.
 */
export class Migration20261210010000_redirects extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "redirect_rules" (
      "id" serial primary key,
      "source" text not null unique,
      "match" text not null default 'exact' check ("match" in ('exact', 'prefix')),
      "status" smallint not null default 301 check ("status" in (301, 302, 410)),
      "target" text not null default '',
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    // The reverse chain check reads the rules by target.
    this.addSql(`create index "redirect_rules_target_index" on "redirect_rules" ("target") where "target" <> '';`);
    this.addSql(
      `create trigger "redirect_rules_notify_cache" after insert or update or delete or truncate on "redirect_rules" for each statement execute function "localrank_notify_cache"('pages');`,
    );
    this.addSql(`create table "redirect_rule_hits" (
      "rule_id" integer primary key references "redirect_rules" ("id") on delete cascade,
      "hits" bigint not null default 0,
      "last_hit_at" timestamptz not null
    );`);
    this.addSql(`create table "not_found_paths" (
      "path" text primary key,
      "hits" bigint not null default 0,
      "first_seen_at" timestamptz not null,
      "last_seen_at" timestamptz not null
    );`);
    // The two orders of the 404 list, and the expiry of paths not seen for a while.
    this.addSql(`create index "not_found_paths_hits_index" on "not_found_paths" ("hits" desc, "path");`);
    this.addSql(`create index "not_found_paths_recent_index" on "not_found_paths" ("last_seen_at" desc, "path");`);
    this.addSql(`create table "not_found_referrers" (
      "path" text not null references "not_found_paths" ("path") on delete cascade,
      "referrer" text not null,
      "hits" bigint not null default 0,
      "last_seen_at" timestamptz not null,
      primary key ("path", "referrer")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "not_found_referrers";`);
    this.addSql(`drop table if exists "not_found_paths";`);
    this.addSql(`drop table if exists "redirect_rule_hits";`);
    this.addSql(`drop table if exists "redirect_rules";`);
  }
}
