// The start-up pass of the related posts' index: rows that arrived with its trigger disabled (a restore that loads
// with triggers off, a table written by hand) are put right before the app serves.
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Makes `blog_post_category_sets` agree with `blog_posts`: every published post has one row per category set it is
 * found under, with its current publish time and offline end, and nothing else is there. Compares the whole table in
 * one statement (a fraction of a second at 100,000 posts) and rewrites only the posts that disagree, in one
 * transaction. Returns how many posts were rewritten (0 when the trigger kept everything in step, the usual case).
 */
export async function repairRelatedPostSets(em: EntityManager): Promise<number> {
  return em.transactional(async (trx) => {
    // On the transaction's own connection (the embedded database has only the one).
    const run = (sql: string, bindings: unknown[] = []) =>
      trx.getConnection().execute<Array<{ post_id: number }>>(sql, bindings, 'all', trx.getTransactionContext());
    const stale = await run(
      `with expected as (
         select p.id as post_id, s as category_set, p.published_at, coalesce(p.offline_until, '-infinity') as offline_until
           from blog_posts p cross join lateral blog_category_sets(p.categories) as s
          where p.status = 'published' and p.published_at is not null
       ),
       held as (
         select post_id, category_set, published_at, coalesce(offline_until, '-infinity') as offline_until from blog_post_category_sets
       )
       select distinct coalesce(e.post_id, h.post_id) as post_id
         from expected e full join held h
           on h.post_id = e.post_id and h.category_set = e.category_set
          and h.published_at = e.published_at and h.offline_until = e.offline_until
        where e.post_id is null or h.post_id is null`,
    );
    if (stale.length === 0) return 0;
    // A PostgreSQL array literal (an array binding would be spread into a list).
    const ids = `{${stale.map((row) => row.post_id).join(',')}}`;
    await run(`delete from blog_post_category_sets where post_id = any(?::int[])`, [ids]);
    await run(
      `insert into blog_post_category_sets (post_id, category_set, published_at, offline_until)
       select p.id, s, p.published_at, p.offline_until
         from blog_posts p cross join lateral blog_category_sets(p.categories) as s
        where p.id = any(?::int[]) and p.status = 'published' and p.published_at is not null
       on conflict do nothing`,
      [ids],
    );
    return stale.length;
  });
}
