import { Migration } from '@mikro-orm/migrations';

/**
 * Related posts read through an index, never by ranking the whole archive (issue 41).
 *
 * `blog_category_sets(categories)` lists the category sets a post is found under: the empty set, each of its
 * categories, and each pair of them (sorted labels). `blog_post_category_sets` holds one row per published post and
 * set, with the post's publish time, offline end and categories (what the start-up check compares), indexed by set and then newest first: an article's related posts
 * are the newest few public posts under each of its own sets, merged (blog/related-posts.ts).
 *
 * A trigger on `blog_posts` keeps the rows in step with every write, whoever makes it (the app, an import, SQL by
 * hand); a post becoming public at its time needs no write (the publish time is in the row, compared at read time).
 * A row the table already holds is skipped when inserted again (a restore loads the table after the trigger filled
 * it), and the start-up pass (blog/related-post-sets.ts) repairs whatever a disabled trigger missed.
 */
export class Migration20261206010000_related_post_sets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function "blog_category_sets"(categories jsonb) returns setof text[] language sql immutable as $$
        with labels as (
          select distinct label
            from jsonb_array_elements_text(case when jsonb_typeof(categories) = 'array' then categories else '[]'::jsonb end) as label
           where label is not null
        )
        select array[]::text[]
        union all
        select array[label] from labels
        union all
        select array[a.label, b.label] from labels a join labels b on a.label < b.label
      $$;`);
    this.addSql(`
      create table if not exists "blog_post_category_sets" (
        "post_id" integer not null,
        "category_set" text[] not null,
        "published_at" timestamptz not null,
        "offline_until" timestamptz null,
        "categories" jsonb not null,
        constraint "blog_post_category_sets_pkey" primary key ("post_id", "category_set")
      );`);
    this.addSql(
      `create index if not exists "blog_post_category_sets_newest_index" on "blog_post_category_sets" ("category_set", "published_at" desc, "post_id" desc);`,
    );
    this.addSql(`
      create or replace function "blog_post_category_sets_sync"() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'TRUNCATE' then
          -- A delete, not a truncate: the statement that fired this may be truncating the table too (a restore).
          delete from "blog_post_category_sets";
          return null;
        end if;
        if TG_OP <> 'INSERT' then
          delete from "blog_post_category_sets" where "post_id" = old."id";
        end if;
        if TG_OP <> 'DELETE' then
          delete from "blog_post_category_sets" where "post_id" = new."id";
          if new."status" = 'published' and new."published_at" is not null then
            insert into "blog_post_category_sets" ("post_id", "category_set", "published_at", "offline_until", "categories")
              select new."id", s, new."published_at", new."offline_until", new."categories" from "blog_category_sets"(new."categories") as s;
          end if;
        end if;
        return null;
      end
      $$;`);
    this.addSql(`
      create or replace function "blog_post_category_sets_skip_known"() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from "blog_post_category_sets" where "post_id" = new."post_id" and "category_set" = new."category_set") then
          return null;
        end if;
        return new;
      end
      $$;`);
    this.addSql(`drop trigger if exists "blog_posts_category_sets" on "blog_posts";`);
    this.addSql(
      `create trigger "blog_posts_category_sets" after insert or update of "id", "status", "published_at", "offline_until", "categories" or delete on "blog_posts" for each row execute function "blog_post_category_sets_sync"();`,
    );
    this.addSql(`drop trigger if exists "blog_posts_category_sets_truncate" on "blog_posts";`);
    this.addSql(
      `create trigger "blog_posts_category_sets_truncate" after truncate on "blog_posts" for each statement execute function "blog_post_category_sets_sync"();`,
    );
    this.addSql(`drop trigger if exists "blog_post_category_sets_skip_known" on "blog_post_category_sets";`);
    this.addSql(
      `create trigger "blog_post_category_sets_skip_known" before insert on "blog_post_category_sets" for each row execute function "blog_post_category_sets_skip_known"();`,
    );
    this.addSql(`
      insert into "blog_post_category_sets" ("post_id", "category_set", "published_at", "offline_until", "categories")
      select p."id", s, p."published_at", p."offline_until", p."categories"
        from "blog_posts" p cross join lateral "blog_category_sets"(p."categories") as s
       where p."status" = 'published' and p."published_at" is not null
      on conflict do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "blog_posts_category_sets_truncate" on "blog_posts";`);
    this.addSql(`drop trigger if exists "blog_posts_category_sets" on "blog_posts";`);
    this.addSql(`drop table if exists "blog_post_category_sets";`);
    this.addSql(`drop function if exists "blog_post_category_sets_skip_known"();`);
    this.addSql(`drop function if exists "blog_post_category_sets_sync"();`);
    this.addSql(`drop function if exists "blog_category_sets"(jsonb);`);
  }
}
