// An article's related posts through the index of category sets (migration 20261206010000), so the rows read do not
// depend on the size of the archive.
import type { EntityManager } from '@mikro-orm/postgresql';
import { publicPostSql } from './public-post.ts';

/** The article whose related posts are wanted: its slug (never itself) and its category labels. */
export interface RelatedPostsOf {
  slug: string;
  categories: readonly string[];
}

/**
 * The one query behind `relatedPostIds`, with its bindings (the plan test explains it as it runs).
 *
 * For each set the article is found under (no category, each of its categories, each pair of them) it takes the
 * newest `limit` public posts under that set from `blog_post_category_sets`'s index, then ranks those few candidates
 * by the categories they really share, then newest, then highest id.
 */
export function relatedPostsQuery(post: RelatedPostsOf, at: Date, limit: number): { sql: string; bindings: unknown[] } {
  const visible = publicPostSql(at);
  const categories = JSON.stringify(post.categories);
  return {
    sql: `with candidates as (
            select distinct newest.post_id
              from blog_category_sets(?::jsonb) as wanted(category_set)
              cross join lateral (
                select s.post_id from blog_post_category_sets s
                 where s.category_set = wanted.category_set and s.published_at <= ?
                   and (s.offline_until is null or s.offline_until <= ?)
                   and s.post_id not in (select id from blog_posts where slug = ?)
                 order by s.published_at desc, s.post_id desc
                 limit ?) as newest
          )
          select p.id
            from candidates c
            -- Each candidate by its key (the limit keeps it a lookup per candidate: as a join, the planner may scan every post).
            cross join lateral (select * from blog_posts p where p.id = c.post_id and ${visible.sql} limit 1) as p
           order by (select count(distinct category) from jsonb_array_elements_text(p.categories) as category
                      where category in (select jsonb_array_elements_text(?::jsonb))) desc,
                    p.published_at desc, p.id desc
           limit ?`,
    bindings: [categories, at, at, post.slug, limit, ...visible.bindings, categories, limit],
  };
}

/**
 * The ids of up to `limit` other public posts at `at`, best first: those sharing the most of `post`'s categories,
 * then the newest (then the highest id). A bounded number of rows is read at any archive size.
 *
 * This is the same answer as ranking every public post whenever a candidate shares at most two categories with the
 * article: a post in the true top `limit` that shares the set S is among the newest `limit` under S, or else `limit`
 * newer posts sharing at least as much would rank above it. A post sharing three or more categories is found through
 * each pair of them, so it can only be passed over for newer posts that share two.
 */
export async function relatedPostIds(em: EntityManager, post: RelatedPostsOf, at: Date, limit: number): Promise<number[]> {
  const { sql, bindings } = relatedPostsQuery(post, at, limit);
  const rows = await em.getConnection().execute<Array<{ id: number }>>(sql, bindings);
  return rows.map((row) => row.id);
}
