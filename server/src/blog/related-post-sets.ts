// The start-up pass of the related posts' index: rows that arrived with its trigger disabled (a restore that loads
// with triggers off, a table written by hand) are put right before the app serves.
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Makes `blog_post_category_sets` agree with `blog_posts`: every published post has its rows, made from its current
 * publish time, offline end and categories, and no other post has any. Compares each post with its row under no
 * category in one statement and rewrites only the posts that disagree, in one transaction. Returns how many posts were rewritten (0 when the trigger kept everything in step, the usual case).
 */
export async function repairRelatedPostSets(em: EntityManager): Promise<number> {
  return em.transactional(async (trx) => {
    // On the transaction's own connection (the embedded database has only the one).
    const run = (sql: string, bindings: unknown[] = []) =>
      trx.getConnection().execute<Array<{ post_id: number }>>(sql, bindings, 'all', trx.getTransactionContext());
    // Each post's row under no category carries what its rows were made from: compared with the post (hash joins,
    // no set computed); rows of posts no longer published go too. A post's other rows are written with that row.
    const stale = await run(
      `select p.id as post_id
         from blog_posts p
         left join blog_post_category_sets s on s.post_id = p.id and s.category_set = '{}'
        where p.status = 'published' and p.published_at is not null
          and (s.post_id is null or s.published_at <> p.published_at
               or s.offline_until is distinct from p.offline_until or s.categories <> p.categories)
       union
       select s.post_id
         from blog_post_category_sets s
         left join blog_posts p on p.id = s.post_id and p.status = 'published' and p.published_at is not null
        where p.id is null`,
    );
    if (stale.length === 0) return 0;
    // A PostgreSQL array literal (an array binding would be spread into a list).
    const ids = `{${stale.map((row) => row.post_id).join(',')}}`;
    await run(`delete from blog_post_category_sets where post_id = any(?::int[])`, [ids]);
    await run(
      `insert into blog_post_category_sets (post_id, category_set, published_at, offline_until, categories)
       select p.id, s, p.published_at, p.offline_until, p.categories
         from blog_posts p cross join lateral blog_category_sets(p.categories) as s
        where p.id = any(?::int[]) and p.status = 'published' and p.published_at is not null
       on conflict do nothing`,
      [ids],
    );
    return stale.length;
  });
}
