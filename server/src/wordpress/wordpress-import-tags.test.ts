// A WordPress export with tags and parent categories (fixtures/tags-and-parent-categories.xml, WXR 1.2): its post_tag
// terms become the posts' tags, its category hierarchy is kept (a child category's page names its parent), the report
// counts the tags, and importing the file again adds nothing.
import { readFileSync } from 'node:fs';
import type { BlogListPage, BlogTagPage, WordPressImportReport } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';
import { trpcData, trpcQuery } from '../test/trpc-query.ts';

const FIXTURE = readFileSync(new URL('./fixtures/tags-and-parent-categories.xml', import.meta.url), 'utf8');
const IMPORT = '/api/admin/blog/import-wordpress';

let server: TestServer;
let editor: TestClient;

beforeAll(async () => {
  server = await startTestServer({}, { webStandIn: true });
  editor = await server.signedInClient('editor');
}, 180_000);

afterAll(() => server?.close());

async function imported(): Promise<WordPressImportReport> {
  const res = await editor.request('POST', IMPORT, FIXTURE, { 'Content-Type': 'application/xml' });
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  return res.json as WordPressImportReport;
}

const rows = (sql: string) => server.orm.em.fork().getConnection().execute<Array<Record<string, unknown>>>(sql);

describe('importing a WordPress export with tags and parent categories', () => {
  it('gives the posts their tags (one tag for two spellings), counted in the report', async () => {
    const report = await imported();
    expect(report).toMatchObject({ imported: 2, updated: 0, skipped: 0, tags: 3 });
    const posts = await rows(
      `select slug, categories, tags from blog_posts where slug in ('claim-your-shop', 'pins-that-bring-people-in') order by slug`,
    );
    expect(posts).toEqual([
      { slug: 'claim-your-shop', categories: ['Tutorials'], tags: ['Google Maps', 'Reviews'] },
      { slug: 'pins-that-bring-people-in', categories: ['Map How-tos'], tags: ['google maps', 'Café Owners'] },
    ]);
    const page = trpcData<BlogTagPage>(await trpcQuery(editor, 'blogPost.byTag', { tag: 'google-maps' }));
    expect(page.posts.map((post) => post.slug)).toEqual(['pins-that-bring-people-in', 'claim-your-shop']);
    expect(trpcData<BlogTagPage>(await trpcQuery(editor, 'blogPost.byTag', { tag: 'cafe-owners' })).tag.name).toBe('Café Owners');
  });

  it('keeps the category hierarchy: a child category’s page names its parent, a link when the parent has a page', async () => {
    expect(await rows(`select label, parent_label from blog_category_parents order by label`)).toEqual([
      { label: 'Map How-tos', parent_label: 'Guides' },
      { label: 'Tutorials', parent_label: 'Local SEO' },
    ]);
    const child = trpcData<BlogListPage>(await trpcQuery(editor, 'blogPost.list', { category: 'tutorials' }));
    expect(child.categoryParents).toEqual([{ label: 'Local SEO', key: 'local-seo' }]);
    expect(child.posts.map((post) => post.slug)).toContain('claim-your-shop');
    // A category with no parent has no breadcrumb of parents.
    expect(trpcData<BlogListPage>(await trpcQuery(editor, 'blogPost.list', { category: 'local-seo' })).categoryParents).toBeUndefined();
  });

  it('adds nothing when the same file is imported again', async () => {
    const before = await rows(
      `select (select count(*) from blog_posts) as posts, (select count(*) from blog_category_parents) as parents,
              (select count(*) from derived.blog_tag_posts) as tagged`,
    );
    const again = await imported();
    expect(again).toMatchObject({ imported: 0, updated: 0, skipped: 2, tags: 0 });
    expect(
      await rows(
        `select (select count(*) from blog_posts) as posts, (select count(*) from blog_category_parents) as parents,
                (select count(*) from derived.blog_tag_posts) as tagged`,
      ),
    ).toEqual(before);
  });
});
