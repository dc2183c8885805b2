import type { BlogListPage, BlogListQuery } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readCacheOf } from '../cache/read-cache.ts';
import { loadArchivePage } from './blog-archive-page.ts';
import { untilNextPublication } from './blog-post.service.ts';
import { loadSearchPage } from './blog-search.service.ts';

/**
 * One page of the public blog (see `BlogListPage`): the newest posts, a category's (blog-archive-page.ts), or the
 * results of a search (blog-search.service.ts), 12 a page. Lists without search text come from the read cache (kept
 * per page until a blog write or the next scheduled publication); searches are read fresh. A page past the last is
 * empty, with the real counts.
 */
export function listBlogPage(em: EntityManager, query: BlogListQuery): Promise<BlogListPage> {
  // A search is read fresh (its keys are endless), but under the blog's tag: a response kept from it goes with the next write.
  if (query.q !== '')
    return readCacheOf(em).readFresh('blog', `search:${query.category ?? ''}:${query.page}:${query.q}`, () =>
      untilNextPublication(em, loadSearchPage(em, query)),
    );
  return readCacheOf(em).read('blog', `page:${query.category ?? ''}:${query.page}`, () =>
    untilNextPublication(em, loadArchivePage(em, query)),
  );
}
