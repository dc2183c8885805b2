import { Migration } from '@mikro-orm/migrations';
import { Migration20261206030000_blog_archive_buckets } from './Migration20261206030000_blog_archive_buckets.ts';

// contracts/src/blog-tags.ts's TAG_KEY_ACCENTED and TAG_KEY_PLAIN, letter for letter (a migration never changes, so
// they are copied, not imported).
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ';
const PLAIN = 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyy';

/** The posts one statement added (+1) or took away (-1) per label, as derived.blog_archive_apply reads them. */
const changesOf = (rows: string, sign: 1 | -1) => `
  select l.label, r.published_at as at, r.id, ${sign} as delta
    from ${rows} as r cross join lateral derived.blog_archive_labels(r.categories, r.tags) as l(label)
   where r.status = 'published' and r.published_at is not null`;

/** The published posts' (tag key, date, id) rows of one statement's rows. */
const tagRowsOf = (rows: string) => `
  select distinct k.key, r.published_at, r.id
    from ${rows} as r cross join lateral derived.blog_post_tag_keys(r.tags) as k(key)
   where r.status = 'published' and r.published_at is not null`;

/**
 * Tags on posts, and the parents of category labels (issue 42).
 *
 * Tags are a jsonb array of names on blog_posts (`tags`), as categories are, not a table of their own: a post's tags
 * are read and written with the post and travel wherever its row goes (working copies, revisions, exports, backups,
 * restores) with no join and no second write to keep in step. What a tag's page needs, its published posts newest
 * first at any depth, is not served by a GIN index on that column (it finds the posts but not in date order, so a
 * tag on 100,000 posts would be sorted whole): instead the archive's kept machinery of
 * Migration20261206030000_blog_archive_buckets is reused:
 * - `derived.blog_tag_posts` (tag key, published_at, id) lists the published posts of each tag, its primary key the
 *   ordered index a tag page seeks in;
 * - a tag is a label of derived.blog_archive_buckets, '#tag:' and its key, so its total is read and its page N found
 *   by seeking to the run that holds it, exactly as a category's;
 * - the statement triggers on blog_posts keep both (this replaces their function so tags are counted too).
 * A tag's key is derived.blog_tag_key (contracts blogTagKey computes the same).
 *
 * `blog_category_parents` holds each category label's parent label (WordPress's category hierarchy, read from an
 * export's <wp:category> entries), so a child category's page shows its parent in its breadcrumb.
 */
export class Migration20261207010000_blog_tags extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "blog_posts" add column if not exists "tags" jsonb not null default '[]';`);
    this.addSql(`
      create table if not exists "blog_category_parents" (
        "label" text primary key,
        "parent_label" text not null check ("parent_label" <> "label")
      );`);
    // A category's cached pages show its parents (server/src/cache/cached-tables.ts).
    this.addSql(`drop trigger if exists "blog_category_parents_notify_cache" on "blog_category_parents";`);
    this.addSql(
      `create trigger "blog_category_parents_notify_cache" after insert or update or delete or truncate on "blog_category_parents" for each statement execute function "localrank_notify_cache"('blog');`,
    );
    this.addSql(`
      create or replace function "derived"."blog_tag_key"(name text) returns text language sql immutable as $$
        select trim(both '-' from lower(regexp_replace(translate(name, '${ACCENTED}', '${PLAIN}'), '[^A-Za-z0-9]+', '-', 'g')))
      $$;`);
    this.addSql(`
      create or replace function "derived"."blog_post_tag_keys"(tags jsonb) returns setof text language sql immutable as $$
        select distinct derived.blog_tag_key(tag)
          from jsonb_array_elements_text(case when jsonb_typeof(tags) = 'array' then tags else '[]'::jsonb end) as tag
         where derived.blog_tag_key(tag) <> ''
      $$;`);
    // The labels a post is counted under: every post under '', under each of its categories, and under '#tag:' and
    // each of its tags' keys (a category spelled like a tag's label is not counted as a category).
    this.addSql(`
      create or replace function "derived"."blog_archive_labels"(categories jsonb, tags jsonb) returns setof text
      language sql immutable as $$
        select label from derived.blog_archive_labels(categories) as label where label not like '#tag:%'
        union
        select '#tag:' || key from derived.blog_post_tag_keys(tags) as key
      $$;`);
    this.addSql(`
      create table if not exists "derived"."blog_tag_posts" (
        "key" text not null,
        "published_at" timestamptz not null,
        "id" integer not null,
        primary key ("key", "published_at", "id")
      );`);
    // Finding a post's rows again when it changes or goes.
    this.addSql(`create index if not exists "blog_tag_posts_id_index" on "derived"."blog_tag_posts" ("id");`);
    // The same function as the buckets' migration, but a tag's run is cut from derived.blog_tag_posts.
    this.addSql(`
      create or replace function "derived"."blog_archive_apply"(changes jsonb) returns void language plpgsql as $$
      declare
        net jsonb;
        labels text[];
        first record;
        bucket record;
        cut record;
        remaining integer;
      begin
        if changes is null or jsonb_array_length(changes) = 0 then return; end if;
        perform pg_advisory_xact_lock(716402230);
        select jsonb_agg(x), array_agg(distinct x.label) into net, labels from (
          select label, at, id, sum(delta)::integer as delta
            from jsonb_to_recordset(changes) as c(label text, at timestamptz, id integer, delta integer)
           group by label, at, id having sum(delta) <> 0) as x;
        if net is null then return; end if;
        for first in
          select distinct on (label) label, at, id from jsonb_to_recordset(net) as c(label text, at timestamptz, id integer, delta integer)
           where delta > 0 order by label, at, id
        loop
          select start_at, start_id into bucket from "derived"."blog_archive_buckets"
           where label = first.label order by start_at, start_id limit 1;
          if not found then
            insert into "derived"."blog_archive_buckets" values (first.label, first.at, first.id, 0, 0);
          elsif (first.at, first.id) < (bucket.start_at, bucket.start_id) then
            update "derived"."blog_archive_buckets" set start_at = first.at, start_id = first.id
             where label = first.label and start_at = bucket.start_at and start_id = bucket.start_id;
          end if;
        end loop;
        update "derived"."blog_archive_buckets" as b set posts = b.posts + d.delta
          from (select c.label, k.start_at, k.start_id, sum(c.delta) as delta
                  from jsonb_to_recordset(net) as c(label text, at timestamptz, id integer, delta integer)
                 cross join lateral (select start_at, start_id from "derived"."blog_archive_buckets"
                                      where label = c.label and (start_at, start_id) <= (c.at, c.id)
                                      order by start_at desc, start_id desc limit 1) as k
                 group by c.label, k.start_at, k.start_id) as d
         where b.label = d.label and b.start_at = d.start_at and b.start_id = d.start_id;
        delete from "derived"."blog_archive_buckets" where label = any(labels) and posts <= 0;
        for bucket in select * from "derived"."blog_archive_buckets" where label = any(labels) and posts > 256 loop
          remaining := bucket.posts;
          while remaining > 256 loop
            if bucket.label like '#tag:%' then
              select published_at as at, id into cut from derived.blog_tag_posts
               where key = substr(bucket.label, 6) and (published_at, id) >= (bucket.start_at, bucket.start_id)
               order by published_at, id offset 128 limit 1;
            else
              execute format(
                'select published_at as at, id from public.blog_posts where status = %L %s and (published_at, id) >= ($1, $2)
                  order by published_at, id offset 128 limit 1',
                'published',
                case when bucket.label = '' then '' else format('and categories @> %L::jsonb', jsonb_build_array(bucket.label)::text) end)
                into cut using bucket.start_at, bucket.start_id;
            end if;
            exit when cut.id is null;
            update "derived"."blog_archive_buckets" set posts = 128
             where label = bucket.label and start_at = bucket.start_at and start_id = bucket.start_id;
            remaining := remaining - 128;
            insert into "derived"."blog_archive_buckets" values (bucket.label, cut.at, cut.id, remaining, 0);
            bucket.start_at := cut.at;
            bucket.start_id := cut.id;
          end loop;
        end loop;
        update "derived"."blog_archive_buckets" as b set earlier = s.earlier
          from (select label, start_at, start_id,
                       (sum(posts) over (partition by label order by start_at, start_id) - posts)::integer as earlier
                  from "derived"."blog_archive_buckets" where label = any(labels)) as s
         where b.label = s.label and b.start_at = s.start_at and b.start_id = s.start_id and b.earlier <> s.earlier;
      end $$;`);
    // The tags' rows first (a tag's runs are cut from them), then the runs.
    this.addSql(`
      create or replace function "derived"."blog_archive_on_write"() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'INSERT' then
          insert into derived.blog_tag_posts ${tagRowsOf('new_rows')} on conflict do nothing;
          perform derived.blog_archive_apply((select jsonb_agg(x) from (${changesOf('new_rows', 1)}) as x));
        elsif TG_OP = 'DELETE' then
          delete from derived.blog_tag_posts where id in (select id from old_rows);
          perform derived.blog_archive_apply((select jsonb_agg(x) from (${changesOf('old_rows', -1)}) as x));
        else
          delete from derived.blog_tag_posts where id in (
            select o.id from old_rows as o join new_rows as n on n.id = o.id
             where (o.status, o.published_at, o.tags) is distinct from (n.status, n.published_at, n.tags));
          insert into derived.blog_tag_posts ${tagRowsOf(`(select n.* from old_rows as o join new_rows as n on n.id = o.id
             where (o.status, o.published_at, o.tags) is distinct from (n.status, n.published_at, n.tags))`)} on conflict do nothing;
          perform derived.blog_archive_apply((select jsonb_agg(x) from (
            select l.label, r.at, r.id, r.delta
              from old_rows as o join new_rows as n on n.id = o.id
             cross join lateral (values (o.status, o.published_at, o.id, o.categories, o.tags, -1),
                                        (n.status, n.published_at, n.id, n.categories, n.tags, 1)) as r(status, at, id, categories, tags, delta)
             cross join lateral derived.blog_archive_labels(r.categories, r.tags) as l(label)
             where (o.status, o.published_at, o.categories, o.tags) is distinct from (n.status, n.published_at, n.categories, n.tags)
               and r.status = 'published' and r.at is not null) as x));
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create or replace function "derived"."blog_archive_on_truncate"() returns trigger language plpgsql as $$
      begin
        delete from "derived"."blog_archive_buckets";
        delete from "derived"."blog_tag_posts";
        return null;
      end $$;`);
    // Start from the posts there are.
    this.addSql(`delete from "derived"."blog_tag_posts";`);
    this.addSql(`insert into "derived"."blog_tag_posts" ${tagRowsOf('blog_posts')} on conflict do nothing;`);
    this.addSql(`delete from "derived"."blog_archive_buckets";`);
    this.addSql(`select derived.blog_archive_apply((select jsonb_agg(x) from (${changesOf('blog_posts', 1)}) as x));`);
  }

  override async down(): Promise<void> {
    // The archive's functions as they were (counting categories only), and its runs cut again without the tags.
    const before = new Migration20261206030000_blog_archive_buckets(this.driver, this.config);
    await before.up();
    for (const query of before.getQueries()) this.addSql(query);
    this.addSql(`drop table if exists "derived"."blog_tag_posts";`);
    this.addSql(`drop function if exists "derived"."blog_archive_labels"(jsonb, jsonb);`);
    this.addSql(`drop function if exists "derived"."blog_post_tag_keys"(jsonb);`);
    this.addSql(`drop function if exists "derived"."blog_tag_key"(text);`);
    this.addSql(`drop table if exists "blog_category_parents";`);
    this.addSql(`alter table "blog_posts" drop column if exists "tags";`);
  }
}
