import { Migration } from '@mikro-orm/migrations';

/** The blog's category labels that have a filter (contracts BLOG_CATEGORIES), each with its index's name. */
const FILTERED_LABELS: Array<[string, string]> = [
  ['local_seo', 'Local SEO'],
  ['google_updates', 'Google Updates'],
  ['tips_tricks', 'Tips & Tricks'],
  ['case_studies', 'Case Studies'],
  ['industry_news', 'Industry News'],
  ['tutorials', 'Tutorials'],
];

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The posts one statement added (+1) or took away (-1) per label, as the JSON `derived.blog_archive_apply` reads. */
const changesOf = (rows: string, sign: 1 | -1) => `
  select l.label, r.published_at as at, r.id, ${sign} as delta
    from ${rows} as r cross join lateral derived.blog_archive_labels(r.categories) as l(label)
   where r.status = 'published' and r.published_at is not null`;

/**
 * The blog archive's kept counts and page boundaries (server/src/blog/blog-archive-page.ts), so a page of /blog or
 * of a category seeks straight to its first post and the totals are read, not counted:
 * - `derived.blog_archive_buckets` cuts the published posts of each label ('' for all posts, else a category label)
 *   in (published_at, id) order into runs of 128 to 256 posts: each row holds where its run starts, how many posts
 *   it holds and how many come before it (counted from the oldest, so a new newest post changes one row);
 * - statement triggers on blog_posts keep it on every write, whatever makes it (the app, SQL, an import, a
 *   restore), under one advisory lock so two writers never cut the same run twice;
 * - partial indexes over (published_at, id) of the published posts, all and per filtered category, serve the
 *   seeks; one over the ids of the indexable published posts serves the sitemap's plan.
 * It lives in its own schema, out of backups: it is rebuilt from blog_posts (here, and by the triggers as a restore
 * loads its rows).
 */
export class Migration20261206030000_blog_archive_buckets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "derived";`);
    this.addSql(`
      create table if not exists "derived"."blog_archive_buckets" (
        "label" text not null,
        "start_at" timestamptz not null,
        "start_id" integer not null,
        "posts" integer not null,
        "earlier" integer not null,
        primary key ("label", "start_at", "start_id")
      );`);
    this.addSql(
      `create index if not exists "blog_archive_buckets_earlier_index" on "derived"."blog_archive_buckets" ("label", "earlier");`,
    );
    this.addSql(
      `create index if not exists "blog_posts_archive_index" on "blog_posts" ("published_at", "id") where "status" = 'published';`,
    );
    for (const [name, label] of FILTERED_LABELS)
      this.addSql(
        `create index if not exists "blog_posts_archive_${name}_index" on "blog_posts" ("published_at", "id")
           where "status" = 'published' and "categories" @> ${literal(JSON.stringify([label]))}::jsonb;`,
      );
    // The sitemap's plan (server/src/seo/sitemap-files.ts) aggregates the indexable published posts by id range from
    // this index alone, not from the table's pages (which hold the bodies).
    this.addSql(
      `create index if not exists "blog_posts_sitemap_index" on "blog_posts" ("id") include ("published_at", "offline_until", "slug")
         where "status" = 'published' and (coalesce("seo"->>'robots', '') not like '%noindex%');`,
    );
    // The labels a post is counted under: every post under '', and under each of its categories once.
    this.addSql(`
      create or replace function "derived"."blog_archive_labels"(categories jsonb) returns setof text
      language sql immutable as $$
        select ''
        union
        select label from jsonb_array_elements_text(case when jsonb_typeof(categories) = 'array' then categories else '[]'::jsonb end) as label
         where label <> ''
      $$;`);
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
        -- One writer at a time: a run is cut by reading the posts, which must be the ones counted.
        perform pg_advisory_xact_lock(716402230);
        select jsonb_agg(x), array_agg(distinct x.label) into net, labels from (
          select label, at, id, sum(delta)::integer as delta
            from jsonb_to_recordset(changes) as c(label text, at timestamptz, id integer, delta integer)
           group by label, at, id having sum(delta) <> 0) as x;
        if net is null then return; end if;
        -- A post older than a label's first run lowers the run's start (or starts the label's first run).
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
        -- Each post counts in the run that starts last at or before it.
        update "derived"."blog_archive_buckets" as b set posts = b.posts + d.delta
          from (select c.label, k.start_at, k.start_id, sum(c.delta) as delta
                  from jsonb_to_recordset(net) as c(label text, at timestamptz, id integer, delta integer)
                 cross join lateral (select start_at, start_id from "derived"."blog_archive_buckets"
                                      where label = c.label and (start_at, start_id) <= (c.at, c.id)
                                      order by start_at desc, start_id desc limit 1) as k
                 group by c.label, k.start_at, k.start_id) as d
         where b.label = d.label and b.start_at = d.start_at and b.start_id = d.start_id;
        delete from "derived"."blog_archive_buckets" where label = any(labels) and posts <= 0;
        -- A run past 256 posts is cut after its first 128, as often as it takes.
        for bucket in select * from "derived"."blog_archive_buckets" where label = any(labels) and posts > 256 loop
          remaining := bucket.posts;
          while remaining > 256 loop
            execute format(
              'select published_at as at, id from public.blog_posts where status = %L %s and (published_at, id) >= ($1, $2)
                order by published_at, id offset 128 limit 1',
              'published',
              case when bucket.label = '' then '' else format('and categories @> %L::jsonb', jsonb_build_array(bucket.label)::text) end)
              into cut using bucket.start_at, bucket.start_id;
            -- Fewer posts than counted (never, while every write goes through here): leave the run long.
            exit when cut.id is null;
            update "derived"."blog_archive_buckets" set posts = 128
             where label = bucket.label and start_at = bucket.start_at and start_id = bucket.start_id;
            remaining := remaining - 128;
            insert into "derived"."blog_archive_buckets" values (bucket.label, cut.at, cut.id, remaining, 0);
            bucket.start_at := cut.at;
            bucket.start_id := cut.id;
          end loop;
        end loop;
        -- How many posts come before each run.
        update "derived"."blog_archive_buckets" as b set earlier = s.earlier
          from (select label, start_at, start_id,
                       (sum(posts) over (partition by label order by start_at, start_id) - posts)::integer as earlier
                  from "derived"."blog_archive_buckets" where label = any(labels)) as s
         where b.label = s.label and b.start_at = s.start_at and b.start_id = s.start_id and b.earlier <> s.earlier;
      end $$;`);
    this.addSql(`
      create or replace function "derived"."blog_archive_on_write"() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'INSERT' then
          perform derived.blog_archive_apply((select jsonb_agg(x) from (${changesOf('new_rows', 1)}) as x));
        elsif TG_OP = 'DELETE' then
          perform derived.blog_archive_apply((select jsonb_agg(x) from (${changesOf('old_rows', -1)}) as x));
        else
          -- Only rows whose status, date or categories changed: an edit of the text changes nothing here.
          perform derived.blog_archive_apply((select jsonb_agg(x) from (
            select l.label, r.at, r.id, r.delta
              from old_rows as o join new_rows as n on n.id = o.id
             cross join lateral (values (o.status, o.published_at, o.id, o.categories, -1),
                                        (n.status, n.published_at, n.id, n.categories, 1)) as r(status, at, id, categories, delta)
             cross join lateral derived.blog_archive_labels(r.categories) as l(label)
             where (o.status, o.published_at, o.categories) is distinct from (n.status, n.published_at, n.categories)
               and r.status = 'published' and r.at is not null) as x));
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create or replace function "derived"."blog_archive_on_truncate"() returns trigger language plpgsql as $$
      begin
        delete from "derived"."blog_archive_buckets";
        return null;
      end $$;`);
    this.addSql(`drop trigger if exists "blog_archive_insert" on "blog_posts";`);
    this.addSql(`drop trigger if exists "blog_archive_update" on "blog_posts";`);
    this.addSql(`drop trigger if exists "blog_archive_delete" on "blog_posts";`);
    this.addSql(`drop trigger if exists "blog_archive_truncate" on "blog_posts";`);
    this.addSql(`create trigger "blog_archive_insert" after insert on "blog_posts" referencing new table as new_rows
                   for each statement execute function "derived"."blog_archive_on_write"();`);
    this.addSql(`create trigger "blog_archive_update" after update on "blog_posts" referencing old table as old_rows new table as new_rows
                   for each statement execute function "derived"."blog_archive_on_write"();`);
    this.addSql(`create trigger "blog_archive_delete" after delete on "blog_posts" referencing old table as old_rows
                   for each statement execute function "derived"."blog_archive_on_write"();`);
    this.addSql(`create trigger "blog_archive_truncate" after truncate on "blog_posts"
                   for each statement execute function "derived"."blog_archive_on_truncate"();`);
    // Start from the posts there are (a database restored over a schema that survived starts from nothing too).
    this.addSql(`delete from "derived"."blog_archive_buckets";`);
    this.addSql(`select derived.blog_archive_apply((select jsonb_agg(x) from (${changesOf('blog_posts', 1)}) as x));`);
  }

  override async down(): Promise<void> {
    for (const trigger of ['insert', 'update', 'delete', 'truncate'])
      this.addSql(`drop trigger if exists "blog_archive_${trigger}" on "blog_posts";`);
    for (const [name] of FILTERED_LABELS) this.addSql(`drop index if exists "blog_posts_archive_${name}_index";`);
    this.addSql(`drop index if exists "blog_posts_archive_index";`);
    this.addSql(`drop index if exists "blog_posts_sitemap_index";`);
    this.addSql(`drop schema if exists "derived" cascade;`);
  }
}
