// A tag's public page (/blog/tag/{key}): the archive's seek (blog-archive-page.ts) over the tag's kept rows
// (derived.blog_tag_posts, Migration20261207010000_blog_tags), so any page of any tag reads a bounded number of rows.
import { BLOG_PAGE_SIZE, blogTagKey, listPageCount, type BlogTagPage } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readCacheOf } from '../cache/read-cache.ts';
import { archiveSlice, tagArchiveLabel } from './blog-archive-page.ts';
import { untilNextPublication } from './blog-post.service.ts';

/** The tag's name as its newest published post spells it, or null when no published post carries the tag. */
async function tagName(em: EntityManager, key: string): Promise<string | null> {
  const rows = await em.getConnection().execute<Array<{ tags: unknown }>>(
    `select p.tags from blog_posts as p
      where p.id = (select id from derived.blog_tag_posts where key = ? order by published_at desc, id desc limit 1)`,
    [key],
    'all',
    em.getTransactionContext(),
  );
  const tags = rows[0]?.tags;
  const list: unknown[] = Array.isArray(tags) ? tags : typeof tags === 'string' ? (JSON.parse(tags) as unknown[]) : [];
  const name = list.find((tag): tag is string => typeof tag === 'string' && blogTagKey(tag) === key);
  return name ?? null;
}

/**
 * One page of a tag's public articles, newest first (12 a page), read now; null when no published post carries the
 * tag (its page is the 404). A page past the last has no posts and the real counts.
 */
export async function readTagPage(em: EntityManager, key: string, page: number): Promise<BlogTagPage | null> {
  const name = await tagName(em, key);
  if (name === null) return null;
  const { posts, total } = await archiveSlice(em, tagArchiveLabel(key), page, null);
  return { tag: { key, name }, posts, total, page, pageCount: listPageCount(total, BLOG_PAGE_SIZE), pageSize: BLOG_PAGE_SIZE };
}

/** `readTagPage` through the read cache, under the blog's tag: kept until a blog write or the next scheduled publication. */
export function loadTagPage(em: EntityManager, key: string, page: number): Promise<BlogTagPage | null> {
  return readCacheOf(em).read('blog', `tag:${key}:${page}`, () => untilNextPublication(em, readTagPage(em, key, page)));
}
