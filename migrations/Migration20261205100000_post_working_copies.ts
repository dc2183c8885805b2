import { Migration } from '@mikro-orm/migrations';

/**
 * Working copies of live posts: a published (or scheduled) post is edited in its row here (one a post), and the public
 * article changes only when Update copies it onto the post. `base_revision` is the post's revision the copy started
 * from; `fields` holds the edited fields (title, slug, excerpt, content, author, categories, featured, image, read
 * time, SEO). Revisions gain the action 'updated' (an Update). `blog_posts.slug_manual` marks a slug someone typed:
 * until then (and until the post is first published) a post's slug follows its title.
 */
export class Migration20261205100000_post_working_copies extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "blog_post_working_copies" (
         "post_id" integer primary key references "blog_posts" ("id") on delete cascade,
         "base_revision" integer not null,
         "fields" jsonb not null,
         "updated_by" integer null references "users" ("id") on delete set null,
         "updated_at" timestamptz not null default now()
       );`,
    );
    this.addSql(
      `create index if not exists "blog_post_working_copies_updated_by_index" on "blog_post_working_copies" ("updated_by") where "updated_by" is not null;`,
    );
    this.addSql(`alter table "blog_post_revisions" drop constraint if exists "blog_post_revisions_action_check";`);
    this.addSql(
      `alter table "blog_post_revisions" add constraint "blog_post_revisions_action_check" check ("action" in ('created', 'saved', 'published', 'unpublished', 'restored', 'updated'));`,
    );
    // Posts made before: a slug no longer follows the title once it differs from the default of a new post.
    this.addSql(`alter table "blog_posts" add column if not exists "slug_manual" boolean not null default false;`);
    this.addSql(`update "blog_posts" set "slug_manual" = true where "ever_published" or "slug" !~ '^new-blog-post(-[0-9]+)?$';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "blog_posts" drop column if exists "slug_manual";`);
    this.addSql(`delete from "blog_post_revisions" where "action" = 'updated';`);
    this.addSql(`alter table "blog_post_revisions" drop constraint if exists "blog_post_revisions_action_check";`);
    this.addSql(
      `alter table "blog_post_revisions" add constraint "blog_post_revisions_action_check" check ("action" in ('created', 'saved', 'published', 'unpublished', 'restored'));`,
    );
    this.addSql(`drop table if exists "blog_post_working_copies";`);
  }
}
