// An article's related posts through the index of category sets (migration 20261206010000), so the rows read do not
// depend on the size of the archive.
import type { EntityManager } from '@mikro-orm/postgresql';
import { publicPostSql } from './public-post.ts';

/**
 * The ids of up to `limit` other public posts at `at`, best first: those sharing the most of `post`'s categories,
 * then the newest (then the highest id).
 *
 * Read from `blog_post_category_sets`: for each set the article is found under (no category, each of its categories,
 * each pair of them) the newest `limit` public posts under that set, through its index; the few candidates are then
 * ranked by the categories they really share. That is the same answer as ranking every public post whenever a
 * candidate shares at most two categories with the article (a post ranked in the top `limit` that shares the set S
 * is among the newest `limit` under S, or `limit` newer posts sharing at least as much rank above it). A post sharing
 * three or more categories is found through each pair of them, so it can only be passed over for newer posts that
 * share two.
 */
export async function relatedPostIds(
  em: EntityManager,
  post: { slug: string; categories: readonly string[] },
  at: Date,
  limit: number,
): Promise<number[]> {
  const visible = publicPostSql(at);
  const categories = JSON.stringify(post.categories);
  const rows = await em.getConnection().execute<Array<{ id: number }>>(
    `with candidates as (
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
     select p.id from candidates c join blog_posts p on p.id = c.post_id
      where ${visible.sql}
      order by (select count(distinct category) from jsonb_array_elements_text(p.categories) as category
                 where category in (select jsonb_array_elements_text(?::jsonb))) desc,
               p.published_at desc, p.id desc
      limit ?`,
    [categories, at, at, post.slug, limit, ...visible.bindings, categories, limit],
  );
  return rows.map((row) => row.id);
}
