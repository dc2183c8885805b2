import { Migration } from '@mikro-orm/migrations';

/**
 * Staff roles below the owner (contracts/src/roles.ts): every 'admin' becomes an 'administrator' and the first
 * active one (lowest id) the site's one 'owner'; invitations carry the role they give; a post remembers who
 * created it (contributors and authors may change only their own) and whether it has ever been published (a
 * contributor may change only a post that never was).
 */
export class Migration20261128010000_staff_roles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" drop constraint if exists "users_role_check";`);
    this.addSql(`update "users" set "role" = 'administrator' where "role" = 'admin';`);
    this.addSql(`
      update "users" set "role" = 'owner'
       where "id" = (select min("id") from "users" where "role" = 'administrator' and "disabled_at" is null);`);
    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('user', 'contributor', 'author', 'editor', 'administrator', 'owner'));`,
    );
    // At most one owner, whatever two transactions do at once.
    this.addSql(`create unique index "users_one_owner_index" on "users" ((true)) where "role" = 'owner';`);
    // The team rules lock the active administrators and the owner on every role change.
    this.addSql(`drop index if exists "users_active_admins_index";`);
    this.addSql(
      `create index "users_active_admins_index" on "users" ("id") where "role" in ('administrator', 'owner') and "disabled_at" is null;`,
    );
    // The team screen lists staff and customers apart, each by username.
    this.addSql(`create index "users_staff_username_index" on "users" ("username", "id") where "role" <> 'user';`);
    this.addSql(`create index "users_customers_username_index" on "users" ("username", "id") where "role" = 'user';`);

    this.addSql(`alter table "admin_invitations" add column "role" text not null default 'editor'
      check ("role" in ('contributor', 'author', 'editor', 'administrator'));`);
    // Invitations sent before roles existed made admins.
    this.addSql(`update "admin_invitations" set "role" = 'administrator';`);

    this.addSql(`alter table "blog_posts"
      add column "created_by" integer null references "users" ("id") on delete set null,
      add column "ever_published" boolean not null default false;`);
    this.addSql(`create index "blog_posts_created_by_index" on "blog_posts" ("created_by", "id");`);
    this.addSql(`
      update "blog_posts" p set "ever_published" = true
       where p."status" = 'published'
          or exists (select 1 from "blog_post_revisions" r where r."post_id" = p."id" and r."action" = 'published');`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "blog_posts" drop column if exists "ever_published", drop column if exists "created_by";`);
    this.addSql(`alter table "admin_invitations" drop column if exists "role";`);
    this.addSql(`drop index if exists "users_staff_username_index";`);
    this.addSql(`drop index if exists "users_customers_username_index";`);
    this.addSql(`drop index if exists "users_one_owner_index";`);
    this.addSql(`drop index if exists "users_active_admins_index";`);
    this.addSql(`alter table "users" drop constraint if exists "users_role_check";`);
    this.addSql(`update "users" set "role" = 'admin' where "role" in ('administrator', 'owner');`);
    this.addSql(`update "users" set "role" = 'user' where "role" in ('contributor', 'author', 'editor');`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('user', 'admin'));`);
    this.addSql(`create index "users_active_admins_index" on "users" ("id") where "role" = 'admin' and "disabled_at" is null;`);
  }
}
