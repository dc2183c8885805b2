import { Migration } from '@mikro-orm/migrations';

/**
 * What visitors search the blog for (issue 44): one row a term (lower case, spaces collapsed, at most 100
 * characters; never one that looks like an e-mail address or a phone number), how often, when first and last, and
 * how many posts its last search found. No visitor data. Indexed for the two orders of the admin list, and for its
 * "nothing found" filter.
 */
export class Migration20261210020000_site_search_terms extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "site_search_terms" (
      "term" text primary key,
      "searches" bigint not null default 0,
      "last_results" integer,
      "first_searched_at" timestamptz not null,
      "last_searched_at" timestamptz not null
    );`);
    this.addSql(`create index "site_search_terms_searches_index" on "site_search_terms" ("searches" desc, "term");`);
    this.addSql(`create index "site_search_terms_recent_index" on "site_search_terms" ("last_searched_at" desc, "term");`);
    this.addSql(
      `create index "site_search_terms_nothing_found_index" on "site_search_terms" ("searches" desc, "term") where "last_results" = 0;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "site_search_terms";`);
  }
}
