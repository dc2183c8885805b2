import { Migration } from '@mikro-orm/migrations';

/**
 * The SEO report (issue 29): the stored result of the shared analysis (@app/seo-analysis) of every post, built-in
 * page and builder page, one row per (kind, ref_id), written when the content is saved and filled after start-up
 * for content that has none.
 *
 * - `keyphrase_key`: the focus keyphrase's stems in order ('' for none), so "which other content uses the same
 *   keyphrase" is an indexed equality (the engine's sameKeyphrase compares exactly these stems).
 * - `name`, `path`, `admin_href`: what the report shows, kept with the row so a slice reads one table.
 * - `seo_checks`, `readability_checks`: every check as the engine gave it, so the one check that depends on other
 *   rows ("used before") is brought up to date without analysing the content again.
 * - `analysed_from` and `analysed_by`: what was analysed (a post's revision, a page's rendered path and version) and
 *   why (a save, the pass after start-up, another row taking or dropping the same keyphrase), at `analysed_at`.
 * - The report's order is worst SEO score first, then name: an index per order, with and without the kind.
 */
export class Migration20261127030000_seo_analyses extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "seo_analyses" (
        "kind" varchar(10) not null check ("kind" in ('post', 'page', 'builder')),
        "ref_id" varchar(100) not null,
        "name" text not null,
        "path" text not null,
        "admin_href" text not null,
        "focus_keyphrase" text not null default '',
        "keyphrase_key" text not null default '',
        "robots" varchar(30) not null default '',
        "seo_score" smallint not null check ("seo_score" between 0 and 100),
        "readability_score" smallint not null check ("readability_score" between 0 and 100),
        "worst_id" text null,
        "worst_rating" varchar(4) null check ("worst_rating" in ('bad', 'ok')),
        "worst_text" text null,
        "seo_checks" jsonb not null default '[]',
        "readability_checks" jsonb not null default '[]',
        "analysed_from" text not null,
        "analysed_by" varchar(20) not null check ("analysed_by" in ('save', 'start-up', 'keyphrase')),
        "analysed_at" timestamptz not null default now(),
        primary key ("kind", "ref_id")
      );`);
    this.addSql(`create index "seo_analyses_report_order_index" on "seo_analyses" ("seo_score", "name", "kind", "ref_id");`);
    this.addSql(`create index "seo_analyses_kind_report_order_index" on "seo_analyses" ("kind", "seo_score", "name", "ref_id");`);
    this.addSql(`create index "seo_analyses_keyphrase_key_index" on "seo_analyses" ("keyphrase_key") where "keyphrase_key" <> '';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "seo_analyses";`);
  }
}
