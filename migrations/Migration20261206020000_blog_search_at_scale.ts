import { Migration } from '@mikro-orm/migrations';

/**
 * The public blog's search at any number of posts (issue 41; the queries are in server/src/blog/blog-search-sql.ts):
 *
 * - `blog_posts_search_head_index`: a GIN index over a post's title (weight A) and excerpt (B) as an English
 *   tsvector, so title and excerpt matches are found (and ranked) without reading the large body document.
 * - `blog_search.words`: every distinct lexeme of the posts' search documents (3-40 characters), the word list a
 *   mistyped word is matched against (pg_trgm similarity through a trigram index), so a typo of a word found only in
 *   bodies still finds its post. Kept by triggers on every write, whatever makes it (the editor, an import, a
 *   restore, SQL): a statement-level trigger adds the words of inserted posts (one pass per statement, so a bulk
 *   load pays once), a row trigger those of a changed title, excerpt or body. Words of deleted posts stay (a
 *   correction to one finds nothing). `blog_search.word_fill` records how far the start-up pass
 *   (blog-search-words.ts) has read the posts written before this migration. It lives in its own schema: it is
 *   derived from blog_posts, so backups (which copy the public schema) leave it out and a restore rebuilds it.
 * - Where pg_trgm is installed (see Migration20261127020000_admin_list_indexes): the word list's trigram index, and
 *   one over title and excerpt in lower case for searches made only of stop words ('how to'), read with LIKE.
 */
export class Migration20261206020000_blog_search_at_scale extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index if not exists "blog_posts_search_head_index" on "blog_posts" using gin ` +
        `((setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B'))) ` +
        `with (fastupdate = off);`,
    );
    this.addSql(`create schema if not exists "blog_search";`);
    this.addSql(`create table if not exists "blog_search"."words" ("word" text primary key);`);
    this.addSql(`create table if not exists "blog_search"."word_fill" ("through_id" bigint not null);`);
    this.addSql(
      `insert into "blog_search"."word_fill" ("through_id") select 0 where not exists (select 1 from "blog_search"."word_fill");`,
    );
    this.addSql(`
      create or replace function "blog_search"."add_inserted_words"() returns trigger language plpgsql as $$
      begin
        insert into blog_search.words (word)
          select distinct word from new_posts, unnest(tsvector_to_array(new_posts.search_document)) as word
           where length(word) between 3 and 40
        on conflict do nothing;
        return null;
      end
      $$;`);
    this.addSql(`
      create or replace function "blog_search"."add_changed_words"() returns trigger language plpgsql as $$
      begin
        insert into blog_search.words (word)
          select word from unnest(tsvector_to_array(new.search_document)) as word where length(word) between 3 and 40
        on conflict do nothing;
        return null;
      end
      $$;`);
    this.addSql(`drop trigger if exists "blog_posts_search_words_insert" on "blog_posts";`);
    this.addSql(`
      create trigger "blog_posts_search_words_insert" after insert on "blog_posts"
        referencing new table as new_posts for each statement execute function "blog_search"."add_inserted_words"();`);
    this.addSql(`drop trigger if exists "blog_posts_search_words_update" on "blog_posts";`);
    this.addSql(`
      create trigger "blog_posts_search_words_update" after update of title, excerpt, content on "blog_posts" for each row
        when (old.title is distinct from new.title or old.excerpt is distinct from new.excerpt or old.content is distinct from new.content)
        execute function "blog_search"."add_changed_words"();`);
    // Without fastupdate, new entries go straight into the index (the embedded PGlite never vacuums by itself).
    this.addSql(`
      do $$
      begin
        if exists (select 1 from pg_extension where extname = 'pg_trgm') then
          create index if not exists "words_trgm_index" on "blog_search"."words" using gin ("word" gin_trgm_ops) with (fastupdate = off);
          create index if not exists "blog_posts_search_head_text_trgm_index" on "blog_posts"
            using gin ((lower(title || ' ' || coalesce(excerpt, ''))) gin_trgm_ops) with (fastupdate = off);
        end if;
      end
      $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "blog_posts_search_head_text_trgm_index";`);
    this.addSql(`drop trigger if exists "blog_posts_search_words_update" on "blog_posts";`);
    this.addSql(`drop trigger if exists "blog_posts_search_words_insert" on "blog_posts";`);
    this.addSql(`drop schema if exists "blog_search" cascade;`);
    this.addSql(`drop index if exists "blog_posts_search_head_index";`);
  }
}
