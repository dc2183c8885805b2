// A new post's slug follows its title until someone types a slug or the post is first published.
import { titleSlug, type BlogPostFields } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BlogPost } from '../entities/blog-post.entity.ts';

/**
 * The first of `base`, `base`-2, -3, ... that no other post than `exceptId` has as its slug or old address (every post
 * when `exceptId` is null).
 */
export async function freeSlug(em: EntityManager, base: string, exceptId: number | null): Promise<string> {
  const other = exceptId ?? 0;
  const rows: { slug: string }[] = await em.getConnection().execute(
    `select slug from blog_posts where (slug = ? or slug like ?) and id <> ?
       union select old_slug from blog_slug_redirects where (old_slug = ? or old_slug like ?) and post_id <> ?`,
    [base, `${base}-%`, other, base, `${base}-%`, other],
    'all',
    em.getTransactionContext(),
  );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Whether `post`'s slug still follows its title: nobody has typed one and it has never been published. */
export function followsTitle(post: Pick<BlogPost, 'everPublished' | 'slugManual'>): boolean {
  return !post.everPublished && !post.slugManual;
}

/**
 * The changes of a save of the locked draft `post` with its slug following the title: while it follows, a new title
 * makes the slug (made free of other posts'), and a slug that is not the title's marks the slug as typed (it stops
 * following). Other posts' changes pass as they are.
 */
export async function followTitle(tx: EntityManager, post: BlogPost, changes: Partial<BlogPostFields>): Promise<Partial<BlogPostFields>> {
  if (!followsTitle(post) || (changes.title === undefined && changes.slug === undefined)) return changes;
  const followed = titleSlug(changes.title ?? post.title);
  if (changes.slug !== undefined && changes.slug !== followed) {
    post.slugManual = true;
    return changes;
  }
  if (followed === '') return changes;
  return { ...changes, slug: await freeSlug(tx, followed, post.id) };
}
