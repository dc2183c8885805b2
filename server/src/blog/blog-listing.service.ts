import { BLOG_PAGE_SIZE, categoryLabel, listPageCount, type BlogListItem, type BlogListPage, type BlogListQuery } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readCacheOf } from '../cache/read-cache.ts';
import { now } from '../clock.ts';
import { loadArchivePage } from './blog-archive-page.ts';
import { summariesInOrder, untilNextPublication } from './blog-post.service.ts';
import { publicPostSql } from './public-post.ts';
import { snippetParts, SNIPPET_START, SNIPPET_STOP } from './search-snippet.ts';

/** One row of a list query: the post's id and the number of rows the filters match. */
type IdRow = { id: number; total: string | number };

// ts_headline's options: up to two passages of about 12-30 words around the matches, marked with control
// characters no article text holds (its tags are dropped first), so the marks can be split off safely.
const HEADLINE_OPTIONS = `StartSel=${SNIPPET_START}, StopSel=${SNIPPET_STOP}, MinWords=12, MaxWords=30, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

/** The `categories @> ['Label']` filter of a category key, as SQL and its binding; nothing for no category. */
function categoryCondition(category: BlogListQuery['category']): { sql: string; bindings: unknown[] } {
  const label = category ? categoryLabel(category) : undefined;
  return label ? { sql: ` and categories @> ?::jsonb`, bindings: [JSON.stringify([label])] } : { sql: '', bindings: [] };
}

function execute<T>(em: EntityManager, sql: string, bindings: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, bindings, 'all', em.getTransactionContext());
}

/**
 * A page of search results: public posts matching the text (and the category), best first. The text is read as a
 * web search (words, "a phrase", -word, or) in English with stemming, ranked title > excerpt > body; each result
 * carries the passage that matched. Text made only of stop words ('how to') finds titles and excerpts containing it.
 */
async function loadSearchPage(em: EntityManager, query: BlogListQuery): Promise<BlogListPage> {
  const category = categoryCondition(query.category);
  const visible = publicPostSql(now());
  const bindings = [query.q, ...visible.bindings, ...category.bindings];
  const rows = await execute<IdRow>(
    em,
    `with search as (select websearch_to_tsquery('english', ?) as query)
     select id, count(*) over () as total
       from blog_posts, search
      where ${visible.sql}${category.sql}
        and case when numnode(search.query) > 0 then search_document @@ search.query
                 else strpos(lower(title || ' ' || coalesce(excerpt, '')), lower(?)) > 0 end
      order by ts_rank(search_document, search.query) desc, published_at desc, id desc
      limit ? offset ?`,
    [...bindings, query.q, BLOG_PAGE_SIZE, (query.page - 1) * BLOG_PAGE_SIZE],
  );
  // An offset past the end has no row to carry the count: count again only then.
  const total = rows.length > 0 ? Number(rows[0]!.total) : query.page === 1 ? 0 : await countMatches(em, query);
  if (total === 0) return closeTitlesPage(em, query);
  const ids = rows.map((row) => row.id);
  const [posts, headlines] = await Promise.all([summariesInOrder(em, ids), headlinesOf(em, ids, query.q)]);
  return {
    posts: posts.map((post): BlogListItem => ({ ...post, snippet: snippetParts(headlines.get(post.id) ?? '') })),
    featured: null,
    total,
    page: query.page,
    pageCount: listPageCount(total, BLOG_PAGE_SIZE),
    pageSize: BLOG_PAGE_SIZE,
    category: query.category,
    q: query.q,
    closeMatches: false,
  };
}

/** How alike a title's closest words must be to the search text (pg_trgm's word_similarity, 0-1) to be offered. */
const CLOSE_TITLE_SIMILARITY = 0.4;

/** Whether the database has pg_trgm (the admin_list_indexes migration installs it where the database allows), per ORM. */
const trigramsInstalled = new WeakMap<object, Promise<boolean>>();

function hasTrigrams(em: EntityManager): Promise<boolean> {
  let known = trigramsInstalled.get(em.config);
  if (!known) {
    known = execute<{ installed: boolean }>(
      em,
      `select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed`,
      [],
    ).then((rows) => rows[0]?.installed === true);
    trigramsInstalled.set(em.config, known);
  }
  return known;
}

/**
 * When no article uses the search's words: the public posts whose titles hold a word close to them (trigram
 * similarity, so 'reviws' finds 'reviews'), closest first, flagged `closeMatches`. Empty where pg_trgm is missing.
 */
async function closeTitlesPage(em: EntityManager, query: BlogListQuery): Promise<BlogListPage> {
  const empty: BlogListPage = {
    posts: [],
    featured: null,
    total: 0,
    page: query.page,
    pageCount: 1,
    pageSize: BLOG_PAGE_SIZE,
    category: query.category,
    q: query.q,
    closeMatches: false,
  };
  if (!(await hasTrigrams(em))) return empty;
  const category = categoryCondition(query.category);
  const visible = publicPostSql(now());
  const rows = await execute<IdRow>(
    em,
    `select id, count(*) over () as total from blog_posts
      where ${visible.sql}${category.sql} and word_similarity(?, title) >= ?
      order by word_similarity(?, title) desc, published_at desc, id desc
      limit ? offset ?`,
    [
      ...visible.bindings,
      ...category.bindings,
      query.q,
      CLOSE_TITLE_SIMILARITY,
      query.q,
      BLOG_PAGE_SIZE,
      (query.page - 1) * BLOG_PAGE_SIZE,
    ],
  );
  if (rows.length === 0) return empty;
  const total = Number(rows[0]!.total);
  const posts = await summariesInOrder(
    em,
    rows.map((row) => row.id),
  );
  return {
    ...empty,
    posts: posts.map((post) => ({ ...post, snippet: null })),
    total,
    pageCount: listPageCount(total, BLOG_PAGE_SIZE),
    closeMatches: true,
  };
}

/** How many public posts a search matches (for a page past the last, which holds no row to say it). */
async function countMatches(em: EntityManager, query: BlogListQuery): Promise<number> {
  const category = categoryCondition(query.category);
  const visible = publicPostSql(now());
  const rows = await execute<{ total: string | number }>(
    em,
    `with search as (select websearch_to_tsquery('english', ?) as query)
     select count(*) as total from blog_posts, search
      where ${visible.sql}${category.sql}
        and case when numnode(search.query) > 0 then search_document @@ search.query
                 else strpos(lower(title || ' ' || coalesce(excerpt, '')), lower(?)) > 0 end`,
    [query.q, ...visible.bindings, ...category.bindings, query.q],
  );
  return Number(rows[0]?.total ?? 0);
}

/** The marked passages of the excerpt and body of each post that match the search text, by post id. */
async function headlinesOf(em: EntityManager, ids: readonly number[], text: string): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await execute<{ id: number; headline: string }>(
    em,
    `select id, ts_headline('english', coalesce(excerpt, '') || ' ' || left(blog_post_plain_text(content), 300000),
                            websearch_to_tsquery('english', ?), ?) as headline
       from blog_posts where id in (${ids.map(() => '?').join(', ')})`,
    [text, HEADLINE_OPTIONS, ...ids],
  );
  return new Map(rows.map((row) => [row.id, row.headline]));
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
    untilNextPublication(em, loadArchivePage(em, query)),
  );
}
