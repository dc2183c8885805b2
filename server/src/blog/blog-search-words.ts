// The blog search's word list (`blog_search.words`, see Migration20261206020000_blog_search_at_scale) for posts
// written before the triggers that keep it existed: a pass after start-up reads them in batches, in the background.
import type { EntityManager } from '@mikro-orm/postgresql';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Posts whose words are added per statement (each its own transaction, so a post saved meanwhile waits little). */
export const WORD_FILL_BATCH = 2_000;

/**
 * Adds the words of every post past `blog_search.word_fill.through_id` to the word list, `WORD_FILL_BATCH` posts at a
 * time in id order, recording how far it got after each batch (so a restart goes on from there); `stopped` is asked
 * between batches (the app is closing). Returns how many posts it read. Posts inserted later are kept by the triggers.
 */
export async function fillSearchWords(em: EntityManager, stopped: () => boolean): Promise<number> {
  const connection = em.getConnection();
  let read = 0;
  while (!stopped()) {
    const [state] = await connection.execute<Array<{ through: string | number; last: string | number | null }>>(
      `select (select through_id from blog_search.word_fill limit 1) as through,
              (select max(id) from blog_posts) as last`,
    );
    const through = Number(state?.through ?? 0);
    const last = Number(state?.last ?? 0);
    if (last <= through) break;
    const upTo = Math.min(last, through + WORD_FILL_BATCH);
    await em.transactional(async (tx: EntityManager) => {
      const batch = tx.getConnection();
      const context: unknown = tx.getTransactionContext();
      await batch.execute(
        `insert into blog_search.words (word)
           select distinct word from blog_posts, unnest(tsvector_to_array(search_document)) as word
            where id > ? and id <= ? and length(word) between 3 and 40
         on conflict do nothing`,
        [through, upTo],
        'run',
        context,
      );
      await batch.execute(`update blog_search.word_fill set through_id = ?`, [upTo], 'run', context);
    });
    read += upTo - through;
    await nextTurn();
  }
  return read;
}
