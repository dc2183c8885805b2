import { blogListInputSchema, type BlogListInput } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterWrite } from '../cache/after-write.ts';
import { createOrm, migrate, type Orm } from '../db/orm.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { loadSearchPage } from './blog-search.service.ts';
import { fillSearchWords } from './blog-search-words.ts';

/**
 * 30 public posts, newest last: every body has 'customers', even ones 'harbour', every third 'cafe' (the sixth ones
 * 'harbour cafe' side by side); post 7's body alone has 'quillwort', post 5's title alone 'Neighbourhood', post 9's
 * title is a how-to; post 12's title and post 13's excerpt have 'customers'. A draft holds words no search may show.
 */
async function insertPosts(orm: Orm): Promise<void> {
  await orm.em.getConnection().execute(`
    insert into blog_posts (title, slug, excerpt, content, status, published_at, categories, seo)
    select case n when 5 then 'Neighbourhood listings' when 9 then 'How to win the map pack' when 12 then 'Customers first'
                  else 'Post ' || n end,
           'post-' || n, case n when 13 then 'What customers ask' else 'Excerpt ' || n end,
           '<p>Our customers like it.' || case when n % 6 = 0 then ' A harbour cafe story.'
                                               when n % 2 = 0 then ' The harbour.' when n % 3 = 0 then ' A cafe.' else '' end ||
             case n when 7 then ' We found quillwort by the pond.' else '' end || '</p>',
           'published', timestamptz '2025-01-01' + n * interval '1 day', '["Local SEO"]', '{}'
      from generate_series(1, 30) as n;
    insert into blog_posts (title, slug, content, status, published_at, categories, seo)
      values ('Secret draft', 'a-draft', '<p>customers marshmallow</p>', 'draft', now(), '["Local SEO"]', '{}');
  `);
  afterWrite(orm.em, ['blog_posts']);
}

const search = (orm: Orm, input: BlogListInput) => loadSearchPage(orm.em.fork(), blogListInputSchema.parse(input));
const slugs = (posts: Array<{ slug: string }>) => posts.map((post) => post.slug);
const marked = (post: { snippet: Array<{ text: string; match: boolean }> | null } | undefined) =>
  post?.snippet?.filter((part) => part.match).map((part) => part.text) ?? [];

for (const embedded of [false, true]) {
  describe(`the blog search by kind of query on ${embedded ? 'the embedded PostgreSQL' : 'PostgreSQL'}`, () => {
    let database: TestDatabase;
    let orm: Orm;

    beforeAll(async () => {
      database = await createTestDatabase({ embedded, from: 'migrated' });
      orm = await createOrm(database.target);
      await migrate(orm);
      await insertPosts(orm);
    });

    afterAll(async () => {
      await orm?.close(true);
      await database?.drop();
    });

    it('a common word: title matches first (a title above an excerpt), then every body match newest first', async () => {
      const found = await search(orm, { q: 'customers' });
      expect(found).toMatchObject({ total: 30, pageCount: 3, closeMatches: false });
      expect(found.totalBound).toBeUndefined();
      expect(slugs(found.posts).slice(0, 4)).toEqual(['post-12', 'post-13', 'post-30', 'post-29']);
      expect(slugs((await search(orm, { q: 'customers', page: 3 })).posts)).toEqual([
        'post-6',
        'post-5',
        'post-4',
        'post-3',
        'post-2',
        'post-1',
      ]);
      expect(marked(found.posts[2])).toEqual(['customers']);
    });

    it('two words: the posts holding both; a phrase: the posts holding them side by side', async () => {
      const both = await search(orm, { q: 'harbour cafe' });
      expect(slugs(both.posts)).toEqual(['post-30', 'post-24', 'post-18', 'post-12', 'post-6']);
      expect(both.total).toBe(5);
      expect(slugs((await search(orm, { q: '"harbour cafe"' })).posts)).toEqual(['post-30', 'post-24', 'post-18', 'post-12', 'post-6']);
      expect((await search(orm, { q: '"cafe harbour"' })).total).toBe(0);
    });

    it('a stemmed form finds the word in another form', async () => {
      const found = await search(orm, { q: 'harboured' });
      expect(found.total).toBe(15);
      expect(marked(found.posts[0])).toEqual(['harbour']);
    });

    it('a typo of a title word finds its post, flagged as a close match', async () => {
      const found = await search(orm, { q: 'neighbourhod' });
      expect(found).toMatchObject({ closeMatches: true, total: 1 });
      expect(slugs(found.posts)).toEqual(['post-5']);
    });

    it('a typo of a word found only in a body finds its post, the word marked in the passage', async () => {
      const found = await search(orm, { q: 'quilwort' });
      expect(found).toMatchObject({ closeMatches: true, total: 1 });
      expect(slugs(found.posts)).toEqual(['post-7']);
      expect(marked(found.posts[0])).toEqual(['quillwort']);
      // With a known word beside it, both must hold.
      expect(slugs((await search(orm, { q: 'pond quilwort' })).posts)).toEqual(['post-7']);
    });

    it('text of stop words only finds the titles and excerpts containing it', async () => {
      const found = await search(orm, { q: 'How to' });
      expect(slugs(found.posts)).toEqual(['post-9']);
      expect(found.posts[0]?.snippet).toBeNull();
      expect((await search(orm, { q: '100%_' })).total).toBe(0);
    });

    it('no match: nothing, and no close match for a word unlike any other; never a draft', async () => {
      expect(await search(orm, { q: 'zyzzyvas' })).toMatchObject({ posts: [], total: 0, pageCount: 1, closeMatches: false });
      expect(await search(orm, { q: 'marshmallow' })).toMatchObject({ posts: [], total: 0, closeMatches: false });
      expect(slugs((await search(orm, { q: 'marshmalow' })).posts)).toEqual([]);
    });

    it('keeps the word list on writes, and fills it for posts written before it was kept', async () => {
      const connection = orm.em.getConnection();
      // An edit brings in a new word; a typo of it finds the post.
      await connection.execute(`update blog_posts set content = '<p>A bittersweet ending.</p>' where slug = 'post-2'`);
      expect(slugs((await search(orm, { q: 'bitersweet' })).posts)).toEqual(['post-2']);
      // Rows that arrived while the list was not kept (here: emptied by hand) come back with the start-up pass.
      await connection.execute(`delete from derived.search_words; update derived.search_word_fill set through_id = 0`);
      expect((await search(orm, { q: 'quilwort' })).total).toBe(0);
      expect(await fillSearchWords(orm.em.fork(), () => false)).toBeGreaterThanOrEqual(31);
      expect(slugs((await search(orm, { q: 'quilwort' })).posts)).toEqual(['post-7']);
      expect(await fillSearchWords(orm.em.fork(), () => false)).toBe(0);
    });
  });
}
