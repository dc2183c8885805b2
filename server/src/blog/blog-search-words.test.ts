// The search's word list, `derived.search_words` (Migration20261208050000_derived_blog_data): each word with the number
// of published posts holding it, exact after every kind of write; the start-up pass counts the posts written before it
// without counting one twice or missing one when a write runs during a batch; what it counts decides which typo
// corrections a search offers (never to a word only a draft or a deleted post holds).
import { blogListInputSchema } from '@app/contracts';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterWrite } from '../cache/after-write.ts';
import { clientConfigOf } from '../db/database-target.ts';
import { createOrm, migrate, type Orm } from '../db/orm.ts';
import { withPgClient } from '../test/pg-client.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { loadSearchPage } from './blog-search.service.ts';
import { fillSearchWords, WORD_FILL_BATCH } from './blog-search-words.ts';

/** Each word with the number of published posts holding it, counted from blog_posts now: what the list must hold. */
const RECOUNT_SQL = `
  select word, count(*)::integer as posts
    from blog_posts as p, unnest(tsvector_to_array(p.search_document)) as word
   where p.status = 'published' and p.published_at is not null and length(word) between 3 and 40
   group by word order by word`;

/** `count` posts from number `from` on, one in four a draft, each body with its own word ('wordN') and a shared one. */
const insertPostsSql = (from: number, count: number) => `
  insert into blog_posts (title, slug, excerpt, content, status, published_at, categories, seo)
  select 'Post ' || n, 'post-' || n, 'Excerpt ' || n, '<p>Shared words for every post, word' || n || '.</p>',
         case when n % 4 = 0 then 'draft' else 'published' end, timestamptz '2024-01-01' + n * interval '1 hour', '["Local SEO"]', '{}'
    from generate_series(${from}, ${from + count - 1}) as n`;

const search = (orm: Orm, q: string) => loadSearchPage(orm.em.fork(), blogListInputSchema.parse({ q }));

async function sql<T = Record<string, unknown>>(orm: Orm, text: string, bindings: unknown[] = []): Promise<T[]> {
  const rows = await orm.em.fork().getConnection().execute<T[]>(text, bindings);
  afterWrite(orm.em, ['blog_posts']);
  return rows;
}

/** The list holds exactly the words of the published posts, each with the number of them holding it. */
async function expectCountsKept(orm: Orm): Promise<void> {
  const kept = await sql<{ word: string; posts: number }>(orm, `select word, posts from derived.search_words order by word`);
  const counted = await sql<{ word: string; posts: number }>(orm, RECOUNT_SQL);
  expect(kept.length).toBeGreaterThan(0);
  expect(kept).toEqual(counted);
}

/** How many posts the list says hold `word` (0: no row). */
async function postsHolding(orm: Orm, word: string): Promise<number> {
  const [row] = await sql<{ posts: number }>(orm, `select posts from derived.search_words where word = ?`, [word]);
  return row?.posts ?? 0;
}

for (const embedded of [false, true]) {
  describe(`the search's word list on ${embedded ? 'the embedded PostgreSQL' : 'PostgreSQL'}`, () => {
    let database: TestDatabase;
    let orm: Orm;

    beforeAll(async () => {
      database = await createTestDatabase({ embedded, from: 'migrated' });
      orm = await createOrm(database.target);
      await migrate(orm);
    }, 120_000);

    afterAll(async () => {
      await orm?.close(true);
      await database?.drop();
    });

    it('counts the published posts holding each word after every kind of write', async () => {
      // Bulk insert: 40 posts, 30 published.
      await sql(orm, insertPostsSql(1, 40));
      await expectCountsKept(orm);
      expect(await postsHolding(orm, 'share')).toBe(30);
      expect(await postsHolding(orm, 'word4')).toBe(0);
      // One post, as the editor saves it.
      await sql(orm, insertPostsSql(41, 1));
      expect(await postsHolding(orm, 'share')).toBe(31);
      // An edit of a published body: its old word out, its new one in.
      await sql(orm, `update blog_posts set content = '<p>Shared words, and a kingfisher.</p>' where slug = 'post-1'`);
      expect(await postsHolding(orm, 'word1')).toBe(0);
      expect(await postsHolding(orm, 'kingfish')).toBe(1);
      await expectCountsKept(orm);
      // Publishing a draft, unpublishing a post, a post with no publication time.
      await sql(orm, `update blog_posts set status = 'published' where slug in ('post-4', 'post-8')`);
      await sql(orm, `update blog_posts set status = 'draft' where slug = 'post-2'`);
      await sql(orm, `update blog_posts set published_at = null where slug = 'post-3'`);
      expect(await postsHolding(orm, 'word4')).toBe(1);
      expect(await postsHolding(orm, 'word2')).toBe(0);
      expect(await postsHolding(orm, 'word3')).toBe(0);
      await expectCountsKept(orm);
      // A bulk update mixing kinds: some published, some unpublished, some edited, some untouched in what counts.
      await sql(
        orm,
        `update blog_posts set status = case when id % 3 = 0 then 'draft' else 'published' end,
                               content = case when id % 5 = 0 then '<p>Heron words.</p>' else content end,
                               seo = '{"robots": ""}'
          where id between 10 and 30`,
      );
      await expectCountsKept(orm);
      // Deleting one post, then many in one statement.
      await sql(orm, `delete from blog_posts where slug = 'post-1'`);
      expect(await postsHolding(orm, 'kingfish')).toBe(0);
      await sql(orm, `delete from blog_posts where id % 2 = 0`);
      await expectCountsKept(orm);
      // Truncate empties the list; posts written after it are counted again.
      await sql(orm, `truncate blog_posts cascade`);
      expect(await sql(orm, `select * from derived.search_words`)).toEqual([]);
      await sql(orm, insertPostsSql(100, 8));
      await expectCountsKept(orm);
    });

    it("a draft's save (an autosave) takes no lock and writes no word", async () => {
      await sql(orm, insertPostsSql(200, 4));
      const state = async () => ({
        fill: (await sql<{ xmax: string }>(orm, `select xmax::text as xmax from derived.search_word_fill`))[0]!.xmax,
        words: (
          await sql<{ rows: string }>(orm, `select string_agg(ctid::text || word, ',' order by word) as rows from derived.search_words`)
        )[0]!.rows,
      });
      const before = await state();
      await sql(
        orm,
        `update blog_posts set content = '<p>A draft, written again: an osprey.</p>', title = 'Draft' where slug = 'post-200'`,
      );
      expect(await state()).toEqual(before);
      // The same save of a published post does count.
      await sql(orm, `update blog_posts set content = '<p>Written again: an osprey.</p>' where slug = 'post-201'`);
      expect(await postsHolding(orm, 'osprey')).toBe(1);
      await expectCountsKept(orm);
    });

    it('corrects a typo only to a word a published post holds', async () => {
      await sql(
        orm,
        `insert into blog_posts (title, slug, content, status, published_at, categories, seo) values
           ('Birds', 'public-birds', '<p>A nightingale sang in the orchard.</p>', 'published', now() - interval '1 day', '[]', '{}'),
           ('Draft', 'draft-birds', '<p>A nightingle sang (a typo in a draft).</p>', 'draft', null, '[]', '{}'),
           ('Gone', 'deleted-birds', '<p>An orchardist came by.</p>', 'published', now() - interval '2 days', '[]', '{}')`,
      );
      await sql(orm, `delete from blog_posts where slug = 'deleted-birds'`);
      // The draft's misspelling is no known word: the search corrects it to the public post's word.
      const misspelt = await search(orm, 'nightingle');
      expect(misspelt).toMatchObject({ closeMatches: true, total: 1 });
      expect(misspelt.posts.map((post) => post.slug)).toEqual(['public-birds']);
      // A typo closer to the deleted post's word than to the public one's finds the public post.
      const typo = await search(orm, 'orchardst');
      expect(typo).toMatchObject({ closeMatches: true, total: 1 });
      expect(typo.posts.map((post) => post.slug)).toEqual(['public-birds']);
      // Published, the draft's word is known (and found as written).
      await sql(orm, `update blog_posts set status = 'published', published_at = now() - interval '1 hour' where slug = 'draft-birds'`);
      expect(await search(orm, 'nightingle')).toMatchObject({ closeMatches: false, total: 1 });
    });
  });
}

describe('the start-up pass over posts written before the list was kept', () => {
  let database: TestDatabase;
  let orm: Orm;
  /** Forget every count, as the migration leaves a database that has posts. */
  const forget = () => sql(orm, `delete from derived.search_words; update derived.search_word_fill set through_id = 0`);

  beforeAll(async () => {
    database = await createTestDatabase({ from: 'migrated' });
    orm = await createOrm(database.target);
    await migrate(orm);
    // More than one batch of posts.
    await sql(orm, insertPostsSql(1, WORD_FILL_BATCH + 600));
  }, 120_000);

  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });

  it('counts every published post once, batch by batch, and then leaves the counting to the triggers', async () => {
    await forget();
    expect(await postsHolding(orm, 'share')).toBe(0);
    const read = await fillSearchWords(orm.em.fork(), () => false);
    expect(read).toBe(WORD_FILL_BATCH + 600);
    expect(await sql(orm, `select through_id from derived.search_word_fill`)).toEqual([{ through_id: null }]);
    await expectCountsKept(orm);
    expect(await fillSearchWords(orm.em.fork(), () => false)).toBe(0);
    // Stopped after its first batch, it goes on from there at the next start.
    await forget();
    let batches = 0;
    expect(await fillSearchWords(orm.em.fork(), () => batches++ > 0)).toBe(WORD_FILL_BATCH);
    await sql(orm, insertPostsSql(5_000, 3));
    expect(await fillSearchWords(orm.em.fork(), () => false)).toBe(603);
    await expectCountsKept(orm);
  });

  // Two connections at once: a PostgreSQL server (CI always sets TEST_DATABASE_URL; the embedded database has one).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'counts a post written during a batch once, whichever takes the fill row’s lock first',
    async () => {
      const config = clientConfigOf(database.target, 'localrank-test-writer');
      /** Waits until a statement matching `pattern` waits for a lock. */
      const waitingFor = async (client: pg.Client, pattern: string) => {
        for (;;) {
          const { rows } = await client.query<{ n: number }>(
            `select count(*)::integer as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and query ilike $1`,
            [pattern],
          );
          if (rows[0]!.n > 0) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      await withPgClient(config, (watcher) =>
        withPgClient(config, (writer) =>
          withPgClient(config, async (locker) => {
            // The writer first: it holds the fill row (for share) from its first counted statement, the batch waits.
            await forget();
            await writer.query('begin');
            await writer.query(`update blog_posts set content = '<p>Shared words and a wren.</p>' where slug = 'post-10'`);
            await writer.query(`update blog_posts set status = 'draft' where slug = 'post-2501'`);
            const filling = fillSearchWords(orm.em.fork(), () => false);
            await waitingFor(watcher, '%search_word_fill%for update%');
            await writer.query('commit');
            await filling;
            expect(await postsHolding(orm, 'wren')).toBe(1);
            expect(await postsHolding(orm, 'word10')).toBe(0);
            expect(await postsHolding(orm, 'word2501')).toBe(0);
            await expectCountsKept(orm);

            // The batch first: it has moved the mark and waits (here, held up by a lock on the list) to count its
            // posts; a writer changing a post of that batch waits for the mark, then counts its change.
            await forget();
            await locker.query('begin');
            await locker.query('lock table derived.search_words in share mode');
            const batches = fillSearchWords(orm.em.fork(), () => false);
            await waitingFor(watcher, '%insert into derived.search_words%');
            await writer.query('begin');
            const edit = writer.query(`update blog_posts set content = '<p>Shared words and a robin.</p>' where slug = 'post-11'`);
            await waitingFor(watcher, 'update blog_posts%');
            await locker.query('commit');
            await edit;
            // Past the first batch: left to the next one, which waits for this writer.
            await writer.query(`update blog_posts set content = '<p>Shared words and a thrush.</p>' where slug = 'post-2502'`);
            await writer.query('commit');
            await batches;
            expect(await postsHolding(orm, 'robin')).toBe(1);
            expect(await postsHolding(orm, 'word11')).toBe(0);
            expect(await postsHolding(orm, 'thrush')).toBe(1);
            await expectCountsKept(orm);
          }),
        ),
      );
    },
    120_000,
  );
});
