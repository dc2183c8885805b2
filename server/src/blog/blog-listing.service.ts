import { BLOG_PAGE_SIZE, categoryLabel, listPageCount, type BlogListPage, type BlogListQuery, type BlogPostSummary } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readCacheOf } from '../cache/read-cache.ts';
import { now } from '../clock.ts';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { toBlogPostSummary } from './blog-post.mapper.ts';
import { summariesInOrder, untilNextPublication } from './blog-post.service.ts';
import { loadSearchPage } from './blog-search.service.ts';
import { publicPostFilter, publicPostSql } from './public-post.ts';

/** The featured post if it is public (only one post can be marked featured), else null. */
async function publicFeaturedPost(em: EntityManager, at: Date): Promise<BlogPostSummary | null> {
  const post = await em.findOne(
    BlogPost,
    { ...publicPostFilter(at), featured: true },
    { populate: ['featuredImage'], exclude: ['content'] },
  );
  return post ? toBlogPostSummary(post) : null;
}

/** The `categories @> ['Label']` filter of a category key, as SQL and its binding; nothing for no category. */
function categoryCondition(category: BlogListQuery['category']): { sql: string; bindings: unknown[] } {
  const label = category ? categoryLabel(category) : undefined;
  return label ? { sql: ` and categories @> ?::jsonb`, bindings: [JSON.stringify([label])] } : { sql: '', bindings: [] };
}

function execute<T>(em: EntityManager, sql: string, bindings: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, bindings, 'all', em.getTransactionContext());
}

/** A page of the newest public posts, all of them or one category's; with no category the featured post stands apart. */
async function loadNewestPage(em: EntityManager, query: BlogListQuery): Promise<BlogListPage> {
  const at = now();
  const category = categoryCondition(query.category);
  const featured = query.category ? null : await publicFeaturedPost(em, at);
  const notFeatured = featured ? ` and id <> ?` : '';
  const visible = publicPostSql(at);
  const where = `${visible.sql}${category.sql}${notFeatured}`;
  const bindings = [...visible.bindings, ...category.bindings, ...(featured ? [featured.id] : [])];
  const [rows, counted] = await Promise.all([
    execute<{ id: number }>(em, `select id from blog_posts where ${where} order by published_at desc, id desc limit ? offset ?`, [
      ...bindings,
      BLOG_PAGE_SIZE,
      (query.page - 1) * BLOG_PAGE_SIZE,
    ]),
    execute<{ total: string | number }>(em, `select count(*) as total from blog_posts where ${where}`, bindings),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  const posts = await summariesInOrder(
    em,
    rows.map((row) => row.id),
  );
  return {
    posts: posts.map((post) => ({ ...post, snippet: null })),
    featured: query.page === 1 ? featured : null,
    total,
    page: query.page,
    pageCount: listPageCount(total, BLOG_PAGE_SIZE),
    pageSize: BLOG_PAGE_SIZE,
    category: query.category,
    q: '',
    closeMatches: false,
  };
}

/**
 * One page of the public blog (see `BlogListPage`): the newest posts, a category's, or the results of a search,
 * 12 a page. Lists without search text come from the read cache (kept per page until a blog write or the next
 * scheduled publication); searches are read fresh. A page past the last is empty, with the real counts.
 */
export function listBlogPage(em: EntityManager, query: BlogListQuery): Promise<BlogListPage> {
  // A search is read fresh (its keys are endless), but under the blog's tag: a response kept from it goes with the next write.
  if (query.q !== '')
    return readCacheOf(em).readFresh('blog', `search:${query.category ?? ''}:${query.page}:${query.q}`, () =>
      untilNextPublication(em, loadSearchPage(em, query)),
    );
  return readCacheOf(em).read('blog', `page:${query.category ?? ''}:${query.page}`, () =>
    untilNextPublication(em, loadNewestPage(em, query)),
  );
}
