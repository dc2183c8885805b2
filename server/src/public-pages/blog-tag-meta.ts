import { BLOG_MAX_PAGE, blogTagHref, blogTagTitle, parseBlogTagPath, PRODUCT_NAME } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadTagPage } from '../blog/blog-tag-page.ts';
import type { PageMeta } from '../seo/page-meta.ts';

/** What a tag page's path answers: its head, a move to its first page, or the 404 page. */
export type BlogTagAnswer = { status: 200; meta: PageMeta } | { status: 301; location: string } | { status: 404 };

/**
 * The answer of a tag page's path (`/blog/tag/{key}` and `/blog/tag/{key}/page/{n}`), null for any other path: its
 * own title, description and canonical URL, from the head of /blog (`base`, whose SEO settings it follows); `/page/1`
 * moves to the tag's address; a tag no public article carries, or a page past the last, is the 404 page.
 */
export async function resolveBlogTag(em: EntityManager, path: string, base: () => Promise<PageMeta>): Promise<BlogTagAnswer | null> {
  const parsed = parseBlogTagPath(path);
  if (parsed === null) return null;
  if (parsed.kind === 'not-found' || parsed.page > BLOG_MAX_PAGE) return { status: 404 };
  if (path.endsWith('/page/1')) return { status: 301, location: blogTagHref(parsed.key) };
  const page = await loadTagPage(em, parsed.key, parsed.page);
  if (page === null || page.total === 0 || parsed.page > page.pageCount) return { status: 404 };
  const of = parsed.page > 1 ? ` Page ${parsed.page} of ${page.pageCount}.` : '';
  return {
    status: 200,
    meta: {
      ...(await base()),
      social: undefined,
      keywords: undefined,
      title: blogTagTitle(page.tag.name, parsed.page, PRODUCT_NAME),
      description: `${page.total} ${page.total === 1 ? 'article' : 'articles'} of the ${PRODUCT_NAME} blog tagged "${page.tag.name}".${of}`,
      path: blogTagHref(parsed.key, parsed.page),
    },
  };
}
