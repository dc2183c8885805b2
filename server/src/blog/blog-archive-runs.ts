import type { EntityManager } from '@mikro-orm/postgresql';

/** The lock the archive's upkeep holds (derived.blog_archive_apply takes the same one). */
const ARCHIVE_LOCK = 716402230;

/** The published posts per label, as the kept runs count them ('' for all posts, '#tag:' and a key for a tag). */
const COUNTED_SQL = `select l.label, count(*)::integer as posts
   from blog_posts as p cross join lateral derived.blog_archive_labels(p.categories, p.tags) as l(label)
  where p.status = 'published' and p.published_at is not null group by l.label`;

/**
 * Makes sure the archive's kept runs (derived.blog_archive_buckets) count what blog_posts holds, and cuts them again
 * from the posts if not (the tags' and categories' kept rows, derived.blog_tag_posts and derived.blog_category_posts,
 * listed again with them): rows written with the triggers off (a bulk load with session_replication_role = replica,
 * say) are not counted otherwise. One pass over the published posts, at start; answers whether it had to rebuild.
 */
export async function keepArchiveRunsCounted(em: EntityManager): Promise<boolean> {
  return em.transactional(async (trx) => {
    const connection = trx.getConnection();
    const context: unknown = trx.getTransactionContext();
    await connection.execute(`select pg_advisory_xact_lock(${ARCHIVE_LOCK})`, [], 'all', context);
    const differing = await connection.execute<Array<{ label: string }>>(
      `select coalesce(kept.label, counted.label) as label from
         (select label, sum(posts)::integer as posts from derived.blog_archive_buckets group by label) as kept
         full join (${COUNTED_SQL}) as counted on counted.label = kept.label
        where kept.posts is distinct from counted.posts
        limit 1`,
      [],
      'all',
      context,
    );
    if (differing.length === 0) return false;
    await rebuildArchiveRuns((sql) => connection.execute(sql, [], 'all', context));
    return true;
  });
}

/**
 * Cuts the archive's kept runs again from the published posts, and before them the tags' and categories' kept rows
 * they are cut from (derived.blog_tag_posts, derived.blog_category_posts): set-based statements run through `run`, in
 * the caller's transaction, which holds the archive's lock or has the tables to itself (a restore).
 */
export async function rebuildArchiveRuns(run: (sql: string) => Promise<unknown>): Promise<void> {
  await run(`delete from derived.blog_archive_buckets`);
  await run(`delete from derived.blog_tag_posts`);
  await run(`delete from derived.blog_category_posts`);
  await run(`insert into derived.blog_category_posts
       select distinct c.label, p.published_at, p.id
         from blog_posts as p cross join lateral derived.blog_post_categories(p.categories) as c(label)
        where p.status = 'published' and p.published_at is not null`);
  await run(`insert into derived.blog_tag_posts
       select distinct k.key, p.published_at, p.id
         from blog_posts as p cross join lateral derived.blog_post_tag_keys(p.tags) as k(key)
        where p.status = 'published' and p.published_at is not null`);
  await run(`select derived.blog_archive_apply((select jsonb_agg(x) from (
         select l.label, p.published_at as at, p.id, 1 as delta
           from blog_posts as p cross join lateral derived.blog_archive_labels(p.categories, p.tags) as l(label)
          where p.status = 'published' and p.published_at is not null) as x))`);
}
