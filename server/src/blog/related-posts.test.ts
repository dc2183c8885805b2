// An article's related posts (issue 41): the ranking, kept right through every kind of write (by the trigger on
// blog_posts, or the start-up pass when that trigger was off), on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterWrite } from '../cache/after-write.ts';
import { createOrm, migrate, type Orm } from '../db/orm.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { relatedPosts } from './blog-post.service.ts';
import { repairRelatedPostSets } from './related-post-sets.ts';
import { relatedPostIds } from './related-posts.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The article `x` (Local SEO + Tutorials) and others around it, all public unless said, day n of 2025 for their date:
 * two sharing both categories (old), four sharing Local SEO, one sharing Tutorials, and the newest of all sharing
 * none; then a draft, a scheduled post and one offline for now, each sharing both and newer than every other.
 */
async function insertPosts(orm: Orm): Promise<void> {
  await orm.em.getConnection().execute(`
    insert into blog_posts (title, slug, content, status, published_at, offline_until, categories, seo)
    select slug, slug, '<p>Body.</p>', status, timestamptz '2025-01-01' + day * interval '1 day', offline_until, categories::jsonb, '{}'
      from (values
        ('x', 'published', 50, null::timestamptz, '["Local SEO", "Tutorials"]'),
        ('both-old', 'published', 1, null, '["Tutorials", "Local SEO"]'),
        ('both-mid', 'published', 10, null, '["Local SEO", "Tutorials", "Reviews"]'),
        ('seo-1', 'published', 20, null, '["Local SEO"]'),
        ('seo-2', 'published', 21, null, '["Local SEO"]'),
        ('seo-3', 'published', 22, null, '["Local SEO"]'),
        ('seo-4', 'published', 23, null, '["Reviews", "Local SEO"]'),
        ('tutorial', 'published', 30, null, '["Tutorials"]'),
        ('other-newest', 'published', 60, null, '["Case Studies"]'),
        ('draft-both', 'draft', 55, null, '["Local SEO", "Tutorials"]'),
        ('offline-both', 'published', 56, now() + interval '1 day', '["Local SEO", "Tutorials"]')
      ) as posts(slug, status, day, offline_until, categories);
    insert into blog_posts (title, slug, content, status, published_at, categories, seo)
    values ('scheduled-both', 'scheduled-both', '<p>Body.</p>', 'published', now() + interval '2 days', '["Local SEO", "Tutorials"]', '{}');
  `);
  afterWrite(orm.em, ['blog_posts']);
}

for (const embedded of [false, true]) {
  describe(`related posts on ${embedded ? 'the embedded PostgreSQL' : 'PostgreSQL'}`, () => {
    let database: TestDatabase;
    let orm: Orm;

    /** Runs SQL as someone at the database would (no app code, the cache told as the notify trigger would). */
    const sql = async (text: string) => {
      await orm.em.getConnection().execute(text);
      afterWrite(orm.em, ['blog_posts']);
    };
    /** The slugs of the related posts of the article `slug` with `categories`, as the public sees them at `at`. */
    const related = async (slug: string, categories: string[], at = new Date()) => {
      const ids = await relatedPostIds(orm.em.fork(), { slug, categories }, at, 3);
      if (ids.length === 0) return [];
      const rows = await orm.em
        .getConnection()
        .execute<Array<{ id: number; slug: string }>>(`select id, slug from blog_posts where id in (${ids.join(',')})`);
      return ids.map((id) => rows.find((row) => row.id === id)!.slug);
    };
    const ofX = (at?: Date) => related('x', ['Local SEO', 'Tutorials'], at);

    beforeAll(async () => {
      database = await createTestDatabase({ embedded, from: 'migrated' });
      orm = await createOrm(database.target);
      await migrate(orm);
      await orm.em.getConnection().execute('delete from blog_posts');
      await insertPosts(orm);
    });

    afterAll(async () => {
      await orm?.close(true);
      await database?.drop();
    });

    it('ranks those sharing more categories first, then the newest; never the article, a draft, a scheduled or an offline post', async () => {
      // both-mid shares two (of its three) and both-old two; then the newest sharing one: tutorial (day 30) before seo-4.
      expect(await ofX()).toEqual(['both-mid', 'both-old', 'tutorial']);
      const cached = await relatedPosts(orm.em.fork(), { slug: 'x', categories: ['Local SEO', 'Tutorials'] });
      expect(cached.map((post) => post.slug)).toEqual(['both-mid', 'both-old', 'tutorial']);
      // An article in one category; another with none gets the newest public posts.
      expect(await related('seo-2', ['Local SEO'])).toEqual(['x', 'seo-4', 'seo-3']);
      expect(await related('other-newest', [])).toEqual(['x', 'tutorial', 'seo-4']);
      // Labels are compared exactly, and a label the article repeats counts once.
      expect(await related('x', ['Tutorials', 'Tutorials'])).toEqual(['tutorial', 'both-mid', 'both-old']);
    });

    it('lets a scheduled post in at its time, and an offline one back at the end of its time, with no write', async () => {
      const later = new Date(Date.now() + 3 * DAY);
      expect(await ofX(later)).toEqual(['scheduled-both', 'offline-both', 'both-mid']);
      expect(await ofX(new Date(Date.now() + 1.5 * DAY))).toEqual(['offline-both', 'both-mid', 'both-old']);
    });

    it('follows a change of categories, an unpublish, a publish and a delete, made by SQL', async () => {
      await sql(`update blog_posts set categories = '["Case Studies"]' where slug = 'both-mid'`);
      expect(await ofX()).toEqual(['both-old', 'tutorial', 'seo-4']);
      await sql(`update blog_posts set status = 'draft' where slug = 'both-old'`);
      expect(await ofX()).toEqual(['tutorial', 'seo-4', 'seo-3']);
      await sql(`update blog_posts set status = 'published' where slug = 'draft-both'`);
      expect(await ofX()).toEqual(['draft-both', 'tutorial', 'seo-4']);
      await sql(`delete from blog_posts where slug = 'tutorial'`);
      expect(await ofX()).toEqual(['draft-both', 'seo-4', 'seo-3']);
      await sql(`update blog_posts set published_at = timestamptz '2025-01-01' where slug = 'seo-4'`);
      expect(await ofX()).toEqual(['draft-both', 'seo-3', 'seo-2']);
      // The cached read is dropped by the write, as every blog read is.
      const cached = await relatedPosts(orm.em.fork(), { slug: 'x', categories: ['Local SEO', 'Tutorials'] });
      expect(cached.map((post) => post.slug)).toEqual(['draft-both', 'seo-3', 'seo-2']);
    });

    it('takes a restore loading the index after the posts, and repairs on start-up what was written with the trigger off', async () => {
      const before = await ofX();
      // A restore inserts the backup's rows of the index, which the trigger already made from the posts: skipped.
      await sql(`insert into blog_post_category_sets select * from blog_post_category_sets`);
      expect(await ofX()).toEqual(before);
      expect(await repairRelatedPostSets(orm.em.fork())).toBe(0);

      await sql(`alter table blog_posts disable trigger blog_posts_category_sets`);
      try {
        await sql(`
          insert into blog_posts (title, slug, content, status, published_at, categories, seo)
          values ('imported', 'imported', '<p>Body.</p>', 'published', timestamptz '2025-03-01', '["Tutorials", "Local SEO"]', '{}');
          update blog_posts set categories = '["Case Studies"]' where slug = 'draft-both';`);
      } finally {
        await sql(`alter table blog_posts enable trigger blog_posts_category_sets`);
      }
      expect(await repairRelatedPostSets(orm.em.fork())).toBe(2);
      afterWrite(orm.em, ['blog_posts']);
      expect(await ofX()).toEqual(['imported', 'seo-3', 'seo-2']);
      expect(await repairRelatedPostSets(orm.em.fork())).toBe(0);
      // Emptying the posts empties the index (a restore truncates every table before loading).
      await sql('truncate blog_posts cascade');
      const left = await orm.em.getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from blog_post_category_sets');
      expect(left[0]!.n).toBe(0);
    });
  });
}
