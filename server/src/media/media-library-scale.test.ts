// The media library at 100,000 images and 20,000 posts: the first page and a search come back (keyset order, trigram
// search), and where each image is used is found through the index of the posts' media URLs, not by reading them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainAnalyzed, indexesUsed, planNodes, rowsOf } from '../test/query-plan.ts';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';
import { trpcData, trpcQuery } from '../test/trpc-query.ts';

let server: TestServer;
let editor: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  editor = await server.signedInClient('editor');
  // 100,000 image rows (no bytes: the list never reads them), one minute apart, every 1,000th with an alt text.
  await server.orm.em.getConnection().execute(`
    insert into media_assets (filename, original_name, mime_type, size, url, sha256, alt_text, metadata, created_at)
    select 'img-' || n || '.png', 'photo-' || n || '.png', 'image/png', 1000 + n, '/media/img-' || n || '.png',
           lpad(to_hex(n), 64, '0'), case when n % 1000 = 0 then 'Lighthouse number ' || n else '' end,
           jsonb_build_object('width', 640, 'height', 480), timestamptz '2026-01-01' + n * interval '1 minute'
      from generate_series(1, 100000) as n`);
  // 20,000 posts of about 1.7 KB each, post n showing image 80,000 + n (so each image of the first pages is used once)
  // and linking to the library's page (a /media/ URL of no image).
  await server.orm.em.getConnection().execute(`
    insert into blog_posts (title, slug, content, status, published_at, categories, seo)
    select 'Post ' || n, 'post-' || n,
           '<p>' || repeat('Local search words for the harbour cafe. ', 40) || '</p><p><img src="/media/img-' || (80000 + n) || '.png?v=2" alt=""></p>'
             || '<p><a href="/media/">All images</a></p>',
           'published', timestamptz '2026-01-01' + n * interval '1 hour', '[]', '{}'
      from generate_series(1, 20000) as n`);
  await server.orm.em.getConnection().execute('analyze media_assets; analyze blog_posts');
});

afterAll(async () => {
  await server?.close();
});

interface Page {
  items: Array<{ originalName: string; alt: string; usages: unknown[] }>;
  nextCursor: string | null;
}

describe('media.library at 100,000 images', () => {
  it('answers the first page, the next one by its cursor, and a search', async () => {
    const first = trpcData<Page>(await trpcQuery(editor, 'media.library', { pageSize: 24 }));
    expect(first.items).toHaveLength(24);
    expect(first.items[0]).toMatchObject({
      originalName: 'photo-100000.png',
      usages: [{ kind: 'blog-post', label: 'an image in the blog post "Post 20000"' }],
    });
    expect(first.items.every((item) => item.usages.length === 1)).toBe(true);
    const second = trpcData<Page>(await trpcQuery(editor, 'media.library', { pageSize: 24, cursor: first.nextCursor }));
    expect(second.items[0]!.originalName).toBe('photo-99976.png');

    const found = trpcData<Page>(await trpcQuery(editor, 'media.library', { search: 'lighthouse', pageSize: 100 }));
    expect(found.items).toHaveLength(100);
    expect(found.items[0]!.alt).toBe('Lighthouse number 100000');
    expect(found.nextCursor).toBeNull();
    const byName = trpcData<Page>(await trpcQuery(editor, 'media.library', { search: 'photo-4242.' }));
    expect(byName.items.map((item) => item.originalName)).toEqual(['photo-4242.png']);
    expect(byName.items[0]!.usages).toEqual([]);
  });

  it('finds the posts that use a page of images through the index, reading only those posts', async () => {
    const keys = Array.from({ length: 24 }, (_, index) => `img-${99_977 + index}`);
    const plan = await explainAnalyzed(
      server.orm.em.fork(),
      `select id from blog_posts where featured_image_id in (1, 2) or media_url_keys(coalesce(image_url, '') || ' ' || content) && ?::text[]`,
      [`{${keys.join(',')}}`],
    );
    const nodes = planNodes(plan);
    expect(nodes.some((node) => node['Node Type'] === 'Seq Scan')).toBe(false);
    expect(indexesUsed(plan)).toContain('blog_posts_media_url_keys_index');
    // The posts read are those that match (one an image), not the 20,000.
    const postsRead = nodes.filter((node) => node['Node Type'] === 'Bitmap Heap Scan').reduce((sum, node) => sum + rowsOf(node), 0);
    expect(postsRead).toBe(24);
  });
});
