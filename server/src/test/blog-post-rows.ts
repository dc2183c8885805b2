import { readCacheOf } from '../cache/read-cache.ts';
import type { Orm } from '../db/orm.ts';

/** How the rows `insertPublishedPosts` writes look. */
export interface PostRowsOptions {
  /** Starts every title ('{prefix} 1', …) and slug ('{prefix-as-slug}-1', …). */
  prefix: string;
  /** The category labels of every row. */
  categories?: string[];
  /** The tags of every row (none by default). */
  tags?: string[];
  /** The body of every row (HTML). */
  content?: string;
  /** The first number of the rows (so two calls with the same prefix write different slugs). */
  from?: number;
}

/**
 * Writes `count` published blog posts in one SQL statement (fast, around the services), older than the
 * seeded ones, numbered from `from` (the higher the number, the older), then drops the read cache's blog
 * reads (on the embedded database no table notification reaches it).
 */
export async function insertPublishedPosts(orm: Orm, count: number, options: PostRowsOptions): Promise<void> {
  const { prefix, categories = ['Local SEO'], tags = [], content = '<p>A post written for a test.</p>', from = 1 } = options;
  const slug = prefix.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await orm.em.getConnection().execute(
    `insert into blog_posts (title, slug, excerpt, content, status, published_at, categories, tags, author)
       select ? || ' ' || i, ? || '-' || i, 'An excerpt of ' || ? || ' ' || i || '.', ?, 'published',
              timestamptz '2020-01-01' - i * interval '1 minute', ?::jsonb, ?::jsonb, 'Sam Writer'
         from generate_series(?::int, ?::int) as i`,
    [prefix, slug, prefix, content, JSON.stringify(categories), JSON.stringify(tags), from, from + count - 1],
  );
  readCacheOf(orm).invalidate('blog');
}

/** Runs `sql` with the table triggers off (as a bulk load with session_replication_role = replica writes rows). */
export async function executeWithTriggersOff(orm: Orm, sql: string): Promise<void> {
  await orm.em.fork().transactional(async (trx) => {
    const context: unknown = trx.getTransactionContext();
    await trx.getConnection().execute(`set local session_replication_role = replica`, [], 'all', context);
    await trx.getConnection().execute(sql, [], 'all', context);
  });
}
