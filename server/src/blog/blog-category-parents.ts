import { blogCategoryKeyOf } from '@app/contracts/blog-listing-address';
import { BLOG_CATEGORIES, type BlogCategoryParent } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';

/** How many parents up a category's breadcrumb goes at most (WordPress sites rarely nest deeper than three). */
const MAX_DEPTH = 5;

function execute<T>(em: EntityManager, sql: string, bindings: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, bindings, 'all', em.getTransactionContext());
}

/** The key of a category label's page, or null when the blog has no page for it. */
function keyOfLabel(label: string): BlogCategoryParent['key'] {
  return blogCategoryKeyOf(BLOG_CATEGORIES.find((category) => category.label === label)?.key);
}

/**
 * The parents of a category label (blog_category_parents), the outermost first, at most five, each once (a loop in
 * the recorded parents stops where it closes). Read by the table's primary key, one row per level.
 */
export async function categoryAncestors(em: EntityManager, label: string): Promise<BlogCategoryParent[]> {
  const rows = await execute<{ parent_label: string; depth: number }>(
    em,
    `with recursive up(label, parent_label, depth, seen) as (
       select label, parent_label, 1, array[label, parent_label] from blog_category_parents where label = ?
       union all
       select p.label, p.parent_label, up.depth + 1, up.seen || p.parent_label
         from up join blog_category_parents as p on p.label = up.parent_label
        where up.depth < ${MAX_DEPTH} and not p.parent_label = any(up.seen))
     select parent_label, depth from up order by depth desc`,
    [label],
  );
  return rows.map((row) => ({ label: row.parent_label, key: keyOfLabel(row.parent_label) }));
}

/**
 * Records the parent of each category label given (child label → parent label); a label given no parent keeps the
 * one it has. Re-recording the same pairs changes nothing.
 */
export async function recordCategoryParents(em: EntityManager, parents: ReadonlyMap<string, string>): Promise<void> {
  for (const [label, parent] of parents) {
    if (label === parent) continue;
    await execute(
      em,
      `insert into blog_category_parents (label, parent_label) values (?, ?)
       on conflict (label) do update set parent_label = excluded.parent_label where blog_category_parents.parent_label <> excluded.parent_label`,
      [label, parent],
    );
  }
}
