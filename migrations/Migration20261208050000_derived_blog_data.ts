import { Migration } from '@mikro-orm/migrations';
import { Migration20261206020000_blog_search_at_scale } from './Migration20261206020000_blog_search_at_scale.ts';
import { Migration20261207010000_blog_tags } from './Migration20261207010000_blog_tags.ts';

/** The blog's category labels that had a partial index of their own (Migration20261206030000_blog_archive_buckets). */
const FILTERED_LABELS: Array<[string, string]> = [
  ['local_seo', 'Local SEO'],
  ['google_updates', 'Google Updates'],
  ['tips_tricks', 'Tips & Tricks'],
  ['case_studies', 'Case Studies'],
  ['industry_news', 'Industry News'],
  ['tutorials', 'Tutorials'],
];

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** SQL true for the post `row` when the derived data count it: published, with a publication time. */
const counted = (row: string) => `(${row}.status = 'published' and ${row}.published_at is not null)`;

/** The posts one statement added (+1) or took away (-1) per label, as derived.blog_archive_apply reads them. */
const changesOf = (rows: string, sign: 1 | -1) => `
  select l.label, r.published_at as at, r.id, ${sign} as delta
    from ${rows} as r cross join lateral derived.blog_archive_labels(r.categories, r.tags) as l(label)
   where ${counted('r')}`;

/** The published posts' (tag key, date, id) rows of one statement's rows. */
const tagRowsOf = (rows: string) => `
  select distinct k.key, r.published_at, r.id
    from ${rows} as r cross join lateral derived.blog_post_tag_keys(r.tags) as k(key)
   where ${counted('r')}`;

/** The published posts' (category label, date, id) rows of one statement's rows. */
const categoryRowsOf = (rows: string) => `
  select distinct c.label, r.published_at, r.id
    from ${rows} as r cross join lateral derived.blog_post_categories(r.categories) as c(label)
   where ${counted('r')}`;

/** The words of a search document the word list holds (3 to 40 characters), as `word`. */
const wordsOf = (document: string) => `unnest(tsvector_to_array(${document})) as word where length(word) between 3 and 40`;

/** SQL true for an updated post (`o` before, `n` after) whose words count differently: counted or not, or new words. */
const CHANGED_FOR_WORDS = `${counted('o')} is distinct from ${counted('n')}
   or (${counted('n')} and o.search_document is distinct from n.search_document)`;

/**
 * The statement (PL/pgSQL, in search_words_on_write) that adds `changes` (rows of id, document, delta: +1 a post now
 * counted, -1 one no longer) to the word counts, for the posts at or below the fill's mark `through` (all when null),
 * in word order (two writers lock the words they share in the same order), and puts the words left at 0 in `emptied`.
 */
const countChanges = (changes: string) => `
  with changes as (${changes}),
  upserted as (
    insert into derived.search_words as w (word, posts)
    select word, sum(c.delta)::integer from changes as c, ${wordsOf('c.document')}
       and (through is null or c.id <= through)
     group by word having sum(c.delta) <> 0
     order by word
    on conflict (word) do update set posts = w.posts + excluded.posts
    returning w.word, w.posts
  )
  select array_agg(word) into emptied from upserted where posts <= 0;`;

/**
 * The blog's derived data in one schema, `derived`, and two changes to it (issue 41):
 *
 * 1. **One schema.** The search's word list leaves its own schema `blog_search` (dropped) for `derived`, with the
 *    archive's runs and the tags' rows: everything derived from blog_posts, left out of backups (which copy the public
 *    schema) and built again by the triggers as a restore loads the posts.
 *
 * 2. **The word list counts public posts.** `derived.search_words (word, posts)` holds each word (lexeme of a search
 *    document, 3 to 40 characters) with the number of published posts holding it; a word no published post holds has
 *    no row. It used to hold every word of every post ever written, so a typo could be "corrected" to a word only a
 *    draft or a deleted post held (the search then found nothing) and a draft's misspelling was a "known" word.
 *    Counted: status 'published' with a publication time, as the archive counts. A post published for a time to come
 *    (or offline until one) is counted from when it is saved so, not from its time: no trigger fires when a time
 *    passes. Its words are then known a little early; a correction to one finds nothing until it goes live, as
 *    before. Statement triggers with transition tables keep the counts on insert, delete and update; an update counts
 *    only the posts whose counted state or search document changed (a draft's autosave, an edit of its SEO settings,
 *    costs one check of the statement's rows and nothing else). Truncate empties the list.
 *
 *    Posts written before this migration are counted after start-up by blog-search-words.ts, in batches of ids, and
 *    `derived.search_word_fill.through_id` says how far: posts with an id up to it are counted (by the pass, or by the
 *    triggers), the others are not yet; null once every post is. The triggers count a post only if its id is at or
 *    below that mark (or the mark is null): the pass counts the rest as it reaches them, from what they then hold.
 *    Neither may count a post twice or miss one when a batch and a write run at once, so they take the fill row's
 *    lock: the batch locks it (`for update`) and moves the mark before it reads the posts, the trigger reads the mark
 *    `for share`. Whichever gets the lock first, the other waits for its commit:
 *    - the batch first: the writer's rows are not yet committed when the batch reads the posts, so the batch counts
 *      the posts as they were; the writer then reads the new mark and counts its change of those posts (old words
 *      out, new words in) and of any post below the mark;
 *    - the writer first: it counts its posts below the old mark; the batch then reads the posts as the writer left
 *      them (a new statement, a new snapshot, under READ COMMITTED) and counts those past the old mark.
 *    A writer always takes the fill row's lock before any word's row, and the batch holds the fill row's lock while it
 *    writes words, so the two never wait for each other in a cycle. When this migration finds no post, the mark is
 *    null at once (a new or restored database: every post is counted by the triggers as it arrives).
 *
 * 3. **Any category's posts in order.** `derived.blog_category_posts (label, published_at, id)` lists the published
 *    posts of each category label, its primary key the ordered index a category page seeks in, as
 *    derived.blog_tag_posts does for tags, kept by the same statement triggers (blog_archive_on_write, replaced here).
 *    A category's runs are cut from it too. Categories arrive from WordPress imports with any label: the six partial
 *    indexes of the built-in categories served only those six, and nothing else reads them, so they go.
 */
export class Migration20261208050000_derived_blog_data extends Migration {
  override async up(): Promise<void> {
    // 1. The old word list, its functions and triggers.
    this.addSql(`drop trigger if exists "blog_posts_search_words_insert" on "blog_posts";`);
    this.addSql(`drop trigger if exists "blog_posts_search_words_update" on "blog_posts";`);
    this.addSql(`drop schema if exists "blog_search" cascade;`);
    this.addSql(`create schema if not exists "derived";`);

    // 2. The word list with counts.
    this.addSql(`create table if not exists "derived"."search_words" ("word" text primary key, "posts" integer not null);`);
    this.addSql(`create table if not exists "derived"."search_word_fill" ("through_id" bigint);`);
    this.addSql(`
      create or replace function "derived"."search_words_on_write"() returns trigger language plpgsql as $$
      declare
        through bigint;
        emptied text[];
      begin
        -- Nothing to count: no counted post in the statement, or (an update) none whose counted state or words changed.
        if TG_OP = 'INSERT' then
          if not exists (select 1 from new_rows as r where ${counted('r')}) then return null; end if;
          select through_id into through from derived.search_word_fill limit 1 for share;
          ${countChanges(`select r.id, r.search_document as document, 1 as delta from new_rows as r where ${counted('r')}`)}
        elsif TG_OP = 'DELETE' then
          if not exists (select 1 from old_rows as r where ${counted('r')}) then return null; end if;
          select through_id into through from derived.search_word_fill limit 1 for share;
          ${countChanges(`select r.id, r.search_document as document, -1 as delta from old_rows as r where ${counted('r')}`)}
        else
          if not exists (select 1 from old_rows as o join new_rows as n on n.id = o.id where ${CHANGED_FOR_WORDS}) then
            return null;
          end if;
          select through_id into through from derived.search_word_fill limit 1 for share;
          ${countChanges(`select c.id, c.document, c.delta
            from old_rows as o join new_rows as n on n.id = o.id
           cross join lateral (values (o.id, o.search_document, -1, ${counted('o')}),
                                      (n.id, n.search_document, 1, ${counted('n')})) as c(id, document, delta, counted)
           where c.counted and (${CHANGED_FOR_WORDS})`)}
        end if;
        -- No published post holds these words any more.
        if emptied is not null then
          delete from derived.search_words where word = any(emptied) and posts <= 0;
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create or replace function "derived"."search_words_on_truncate"() returns trigger language plpgsql as $$
      begin
        delete from derived.search_words;
        update derived.search_word_fill set through_id = null;
        return null;
      end $$;`);
    for (const trigger of ['insert', 'update', 'delete', 'truncate'])
      this.addSql(`drop trigger if exists "blog_posts_search_words_${trigger}" on "blog_posts";`);
    this.addSql(`create trigger "blog_posts_search_words_insert" after insert on "blog_posts" referencing new table as new_rows
                   for each statement execute function "derived"."search_words_on_write"();`);
    this.addSql(`create trigger "blog_posts_search_words_update" after update on "blog_posts"
                   referencing old table as old_rows new table as new_rows
                   for each statement execute function "derived"."search_words_on_write"();`);
    this.addSql(`create trigger "blog_posts_search_words_delete" after delete on "blog_posts" referencing old table as old_rows
                   for each statement execute function "derived"."search_words_on_write"();`);
    this.addSql(`create trigger "blog_posts_search_words_truncate" after truncate on "blog_posts"
                   for each statement execute function "derived"."search_words_on_truncate"();`);
    // Start from the posts there are (a database restored over a schema that survived starts from nothing too): none
    // counted yet, or none at all (the triggers, made above, hold off writers until this commits, so none arrives
    // uncounted meanwhile).
    this.addSql(`delete from "derived"."search_words";`);
    this.addSql(`delete from "derived"."search_word_fill";`);
    this.addSql(`insert into "derived"."search_word_fill" ("through_id") select case when exists (select 1 from "blog_posts") then 0 end;`);
    // The list's trigram index, where pg_trgm is installed (see Migration20261127020000_admin_list_indexes). Without
    // fastupdate, new entries go straight into the index (the embedded PGlite never vacuums by itself).
    this.addSql(`
      do $$
      begin
        if exists (select 1 from pg_extension where extname = 'pg_trgm') then
          create index if not exists "search_words_trgm_index" on "derived"."search_words" using gin ("word" gin_trgm_ops) with (fastupdate = off);
        end if;
      end
      $$;`);

    // 3. Every category's posts in order.
    this.addSql(`
      create or replace function "derived"."blog_post_categories"(categories jsonb) returns setof text
      language sql immutable as $$
        select label from derived.blog_archive_labels(categories) as label where label <> '' and label not like '#tag:%'
      $$;`);
    this.addSql(`
      create table if not exists "derived"."blog_category_posts" (
        "label" text not null,
        "published_at" timestamptz not null,
        "id" integer not null,
        primary key ("label", "published_at", "id")
      );`);
    // Finding a post's rows again when it changes or goes.
    this.addSql(`create index if not exists "blog_category_posts_id_index" on "derived"."blog_category_posts" ("id");`);
    // As Migration20261207010000_blog_tags, but all posts' runs are cut from blog_posts by blog_posts_archive_index, a
    // tag's from derived.blog_tag_posts and a category's from derived.blog_category_posts (by their primary keys).
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
            if bucket.label = '' then
              select published_at as at, id into cut from public.blog_posts
               where status = 'published' and (published_at, id) >= (bucket.start_at, bucket.start_id)
               order by published_at, id offset 128 limit 1;
            elsif bucket.label like '#tag:%' then
              select published_at as at, id into cut from derived.blog_tag_posts
               where key = substr(bucket.label, 6) and (published_at, id) >= (bucket.start_at, bucket.start_id)
               order by published_at, id offset 128 limit 1;
            else
              select published_at as at, id into cut from derived.blog_category_posts
               where label = bucket.label and (published_at, id) >= (bucket.start_at, bucket.start_id)
               order by published_at, id offset 128 limit 1;
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
    // The tags' and categories' rows first (their runs are cut from them), then the runs.
    const changed = (columns: string) =>
      `(select n.* from old_rows as o join new_rows as n on n.id = o.id
         where (o.status, o.published_at, o.${columns}) is distinct from (n.status, n.published_at, n.${columns}))`;
    this.addSql(`
      create or replace function "derived"."blog_archive_on_write"() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'INSERT' then
          insert into derived.blog_tag_posts ${tagRowsOf('new_rows')} on conflict do nothing;
          insert into derived.blog_category_posts ${categoryRowsOf('new_rows')} on conflict do nothing;
          perform derived.blog_archive_apply((select jsonb_agg(x) from (${changesOf('new_rows', 1)}) as x));
        elsif TG_OP = 'DELETE' then
          delete from derived.blog_tag_posts where id in (select id from old_rows);
          delete from derived.blog_category_posts where id in (select id from old_rows);
          perform derived.blog_archive_apply((select jsonb_agg(x) from (${changesOf('old_rows', -1)}) as x));
        else
          delete from derived.blog_tag_posts where id in (select id from ${changed('tags')} as c);
          insert into derived.blog_tag_posts ${tagRowsOf(changed('tags'))} on conflict do nothing;
          delete from derived.blog_category_posts where id in (select id from ${changed('categories')} as c);
          insert into derived.blog_category_posts ${categoryRowsOf(changed('categories'))} on conflict do nothing;
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
        delete from "derived"."blog_category_posts";
        return null;
      end $$;`);
    for (const [name] of FILTERED_LABELS) this.addSql(`drop index if exists "blog_posts_archive_${name}_index";`);
    // Start from the posts there are: the categories' rows, then every label's runs cut again from them.
    this.addSql(`delete from "derived"."blog_category_posts";`);
    this.addSql(`insert into "derived"."blog_category_posts" ${categoryRowsOf('blog_posts')} on conflict do nothing;`);
    this.addSql(`delete from "derived"."blog_archive_buckets";`);
    this.addSql(`select derived.blog_archive_apply((select jsonb_agg(x) from (${changesOf('blog_posts', 1)}) as x));`);
  }

  override async down(): Promise<void> {
    for (const trigger of ['insert', 'update', 'delete', 'truncate'])
      this.addSql(`drop trigger if exists "blog_posts_search_words_${trigger}" on "blog_posts";`);
    this.addSql(`drop function if exists "derived"."search_words_on_write"();`);
    this.addSql(`drop function if exists "derived"."search_words_on_truncate"();`);
    this.addSql(`drop table if exists "derived"."search_words";`);
    this.addSql(`drop table if exists "derived"."search_word_fill";`);
    for (const [name, label] of FILTERED_LABELS)
      this.addSql(
        `create index if not exists "blog_posts_archive_${name}_index" on "blog_posts" ("published_at", "id")
           where "status" = 'published' and "categories" @> ${literal(JSON.stringify([label]))}::jsonb;`,
      );
    // The archive's functions as the tags' migration left them (categories cut from blog_posts), the runs cut again.
    const tags = new Migration20261207010000_blog_tags(this.driver, this.config);
    await tags.up();
    for (const query of tags.getQueries()) this.addSql(query);
    this.addSql(`drop table if exists "derived"."blog_category_posts";`);
    this.addSql(`drop function if exists "derived"."blog_post_categories"(jsonb);`);
    // The word list in its own schema, filled again from every post.
    const search = new Migration20261206020000_blog_search_at_scale(this.driver, this.config);
    await search.up();
    for (const query of search.getQueries()) this.addSql(query);
  }
}
