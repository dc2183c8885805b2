// The blog search's word list (`derived.search_words`: each word with the number of published posts holding it, see
// Migration20261208050000_derived_blog_data) for posts written before the triggers that keep it existed: a pass after
// start-up counts them in batches, in the background.
import type { EntityManager } from '@mikro-orm/postgresql';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Posts counted per batch (each its own transaction, so a post saved meanwhile waits little). */
export const WORD_FILL_BATCH = 2_000;

/**
 * Counts the words of every published post past `derived.search_word_fill.through_id`, `WORD_FILL_BATCH` posts at a
 * time in id order, moving the mark past each batch (so a restart goes on from there) and setting it to null with the
 * last (every post is then counted by the triggers); `stopped` is asked between batches (the app is closing). Returns
 * how many posts it read.
 *
 * Each batch locks the fill row (`for update`) and moves the mark before it reads the posts; a trigger counting a
 * write reads the mark `for share`, so one waits for the other's commit and no post is counted twice or missed (the
 * migration's comment goes through both orders). The posts' table is read first, so the batch takes its lock on
 * blog_posts before the fill row's, as a writer (or a truncate) does.
 */
export async function fillSearchWords(em: EntityManager, stopped: () => boolean): Promise<number> {
  let read = 0;
  while (!stopped()) {
    const batch = await em.fork().transactional(async (tx: EntityManager) => {
      const connection = tx.getConnection();
      const context: unknown = tx.getTransactionContext();
      const run = <T>(sql: string, bindings: unknown[] = []) => connection.execute<T[]>(sql, bindings, 'all', context);
      const [posts] = await run<{ last: string | number | null }>(`select max(id) as last from blog_posts`);
      const [fill] = await run<{ through: string | number | null }>(
        `select through_id as through from derived.search_word_fill limit 1 for update`,
      );
      if (!fill || fill.through === null) return null;
      const through = Number(fill.through);
      const [next] = await run<{ upto: string | number | null; posts: string | number }>(
        `select max(id) as upto, count(*) as posts from (select id from blog_posts where id > ? order by id limit ?) as b`,
        [through, WORD_FILL_BATCH],
      );
      const last = Number(posts?.last ?? 0);
      const end = next?.upto === null || next?.upto === undefined ? null : Number(next.upto);
      // The last batch counts every post past the mark, however many arrived since `last` was read.
      const final = end === null || end >= last || Number(next?.posts ?? 0) < WORD_FILL_BATCH;
      await run(`update derived.search_word_fill set through_id = ?`, [final ? null : end]);
      await run(
        `insert into derived.search_words as w (word, posts)
         select word, count(*)::integer
           from blog_posts as p, unnest(tsvector_to_array(p.search_document)) as word
          where p.id > ? and (?::bigint is null or p.id <= ?::bigint)
            and p.status = 'published' and p.published_at is not null and length(word) between 3 and 40
          group by word order by word
         on conflict (word) do update set posts = w.posts + excluded.posts`,
        [through, final ? null : end, final ? null : end],
      );
      return { posts: Number(next?.posts ?? 0), final };
    });
    if (batch === null) break;
    read += batch.posts;
    if (batch.final) break;
    await nextTurn();
  }
  return read;
}

/**
 * Empties the word list and sets its mark back to the start, for rows loaded with the triggers off (a restore): the
 * pass after the next start counts every post again, in the background. Run through `run` in the loading transaction.
 */
export async function recountSearchWordsLater(run: (sql: string) => Promise<unknown>): Promise<void> {
  await run(`delete from derived.search_words`);
  await run(`update derived.search_word_fill set through_id = case when exists (select 1 from blog_posts) then 0 end`);
}
