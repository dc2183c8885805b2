import { Migration } from '@mikro-orm/migrations';

/**
 * The review step of a contributor's post (WordPress's "Pending review", Ghost's contributor flow):
 * - `blog_posts.review_state`: null, 'in_review' (submitted by its contributor, waiting for an editor) or 'sent_back'
 *   (an editor sent it back with `review_note`, shown to the contributor until they submit again); who changed it last
 *   and when. A post that goes live leaves review (a trigger, whichever path publishes it).
 * - `staff_notice_preferences`: whether an editor (or higher) is e-mailed when a post is submitted for review; no row
 *   reads as yes.
 */
export class Migration20261205120000_post_review extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "blog_posts"
      add column if not exists "review_state" text null check ("review_state" in ('in_review', 'sent_back')),
      add column if not exists "review_note" text null,
      add column if not exists "review_by" integer null references "users" ("id") on delete set null,
      add column if not exists "review_at" timestamptz null;`);
    // The sidebar counts the posts in review on every notices stream.
    this.addSql(`create index if not exists "blog_posts_in_review_index" on "blog_posts" ("id") where "review_state" = 'in_review';`);
    this.addSql(`
      create or replace function "localrank_post_leaves_review"() returns trigger language plpgsql as $$
      begin
        if new."status" = 'published' and new."review_state" is not null then
          new."review_state" := null;
          new."review_note" := null;
        end if;
        return new;
      end;
      $$;`);
    this.addSql(`drop trigger if exists "blog_posts_leave_review" on "blog_posts";`);
    this.addSql(`create trigger "blog_posts_leave_review" before insert or update on "blog_posts"
      for each row execute function "localrank_post_leaves_review"();`);
    this.addSql(`create table if not exists "staff_notice_preferences" (
      "user_id" integer primary key references "users" ("id") on delete cascade,
      "review_mail" boolean not null default true
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "staff_notice_preferences";`);
    this.addSql(`drop trigger if exists "blog_posts_leave_review" on "blog_posts";`);
    this.addSql(`drop function if exists "localrank_post_leaves_review"();`);
    this.addSql(`drop index if exists "blog_posts_in_review_index";`);
    this.addSql(`alter table "blog_posts"
      drop column if exists "review_at", drop column if exists "review_by",
      drop column if exists "review_note", drop column if exists "review_state";`);
  }
}
