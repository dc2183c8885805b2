import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost } from '../../entities/blog-post.entity.ts';
import { MediaAsset } from '../../entities/media-asset.entity.ts';
import { EditablePageRow } from '../../entities/editable-page.entity.ts';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('admin');
});

afterAll(async () => {
  await server?.close();
});

const query = (client: TestClient, path: string, input?: unknown) =>
  client.get(`/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`);
const mutate = (client: TestClient, path: string, input: unknown) => client.post(`/trpc/${path}`, input);

/** Uploads a small distinct PNG through the admin upload route and returns the library item. */
async function upload(name: string, shade: number) {
  const bytes = await sharp({ create: { width: 20, height: 10, channels: 3, background: { r: shade, g: 10, b: 90 } } })
    .png()
    .toBuffer();
  const res = await admin.post('/api/media/upload', { imageData: `data:image/png;base64,${bytes.toString('base64')}`, fileName: name });
  expect(res.status).toBe(201);
  return res.json as { id: number; url: string; filename: string; variants: Array<{ url: string }> };
}

describe('media.list', () => {
  it('pages the library newest first by keyset, searched by name and alt text, without reading bytes', async () => {
    const first = await upload('one.png', 1);
    const second = await upload('two.png', 2);
    const third = await upload('three.png', 3);
    const page1 = await query(admin, 'media.list', { pageSize: 2 });
    expect(page1.status).toBe(200);
    const data = page1.json.result.data;
    expect(data.items.map((item: { id: number }) => item.id)).toEqual([third.id, second.id]);
    expect(data.items[0]).toMatchObject({ originalName: 'three.png', mimeType: 'image/png', width: 20, height: 10, alt: '' });
    expect(data.nextCursor).toEqual(expect.any(String));
    const page2 = (await query(admin, 'media.list', { pageSize: 2, cursor: data.nextCursor })).json.result.data;
    expect(page2.items[0].id).toBe(first.id);
    const found = (await query(admin, 'media.list', { search: 'TWO.p' })).json.result.data;
    expect(found.items.map((item: { id: number }) => item.id)).toEqual([second.id]);
    expect(found.nextCursor).toBeNull();
  });

  it('answers 400 with a sentence for a bad page size or cursor', async () => {
    for (const [input, message] of [
      [{ pageSize: 0 }, 'The page size must be a whole number from 1 to 100.'],
      [{ pageSize: 101 }, 'The page size must be a whole number from 1 to 100.'],
      [{ pageSize: 'all' }, 'The page size must be a whole number from 1 to 100.'],
      [{ cursor: 'page-2' }, 'That page of the media library no longer exists: start again from the first page.'],
    ] as const) {
      const res = await query(admin, 'media.list', input);
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe(message);
    }
  });

  it('is for admins only: 401 anonymous, 403 for an ordinary account', async () => {
    expect((await query(new TestClient(server.baseUrl), 'media.list')).status).toBe(401);
    const user = await server.signedInClient('user');
    const res = await query(user, 'media.list');
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe('This action needs a staff account (contributor or higher).');
  });
});

describe('media.updateAlt', () => {
  it('changes the alt text, and answers 404 for an unknown image and 400 for a too-long text', async () => {
    const image = await upload('alt.png', 10);
    const res = await mutate(admin, 'media.updateAlt', { id: image.id, alt: '  A red square  ' });
    expect(res.status).toBe(200);
    expect(res.json.result.data.alt).toBe('A red square');
    const listed = (await query(admin, 'media.list')).json.result.data.items.find((item: { id: number }) => item.id === image.id);
    expect(listed.alt).toBe('A red square');

    const missing = await mutate(admin, 'media.updateAlt', { id: 999999, alt: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe('That image does not exist (it may have been deleted already).');
    const tooLong = await mutate(admin, 'media.updateAlt', { id: image.id, alt: 'x'.repeat(301) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.message).toBe('Alt text must be at most 300 characters.');
  });
});

describe('media.delete and media.usages', () => {
  it('deletes an unused image and its files', async () => {
    const image = await upload('unused.png', 20);
    expect((await query(admin, 'media.usages', { id: image.id })).json.result.data).toEqual([]);
    const res = await mutate(admin, 'media.delete', { id: image.id });
    expect(res.status).toBe(200);
    expect((await fetch(server.baseUrl + image.url)).status).toBe(404);
    expect((await fetch(server.baseUrl + image.variants[0]!.url)).status).toBe(404);
    expect((await mutate(admin, 'media.delete', { id: image.id })).status).toBe(404);
  });

  it('refuses with 409 naming every use, then with force clears the uses and deletes', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const saved = await admin.post('/api/media/save-background', {
      elementId: 'problem-statement-bg-image',
      imageData: `data:image/png;base64,${png.toString('base64')}`,
      fileName: 'background-image.jpg',
    });
    expect(saved.status).toBe(200);
    const id = saved.json.asset.id as number;

    const em = server.orm.em.fork();
    const asset = await em.findOneOrFail(MediaAsset, id);
    em.create(BlogPost, { title: 'Featured one', slug: 'featured-one', content: '<p>x</p>', featuredImage: asset });
    em.create(BlogPost, { title: 'Linked one', slug: 'linked-one', content: '<p>x</p>', imageUrl: asset.url });
    em.create(EditablePageRow, { name: 'Landing', slug: 'landing', content: { elements: [{ type: 'image', src: asset.url }] } });
    await em.flush();

    const usages = (await query(admin, 'media.usages', { id })).json.result.data as Array<{ kind: string; label: string }>;
    expect(usages).toEqual([
      { kind: 'background', label: "the background of the home page's problem section" },
      { kind: 'blog-post', label: 'the featured image of the blog post "Featured one"' },
      { kind: 'blog-post', label: 'the featured image of the blog post "Linked one"' },
      { kind: 'page', label: 'an image on the page "Landing"' },
    ]);

    const refused = await mutate(admin, 'media.delete', { id });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(
      "This image is in use, so it was not deleted: the background of the home page's problem section; " +
        'the featured image of the blog post "Featured one"; the featured image of the blog post "Linked one"; an image on the page "Landing". ' +
        'Remove it from those places first.',
    );
    expect((await fetch(server.baseUrl + saved.json.url)).status).toBe(200);

    const forced = await mutate(admin, 'media.delete', { id, force: true });
    expect(forced.status).toBe(200);
    expect(forced.json.result.data.clearedUsages).toHaveLength(4);
    expect((await fetch(server.baseUrl + saved.json.url)).status).toBe(404);
    // The background is unbound, so the home page falls back to its pattern.
    expect((await fetch(`${server.baseUrl}/media/problem-statement-bg-image.json`)).status).toBe(404);
    const list = (await admin.get('/api/media')).json as Array<{ filename: string }>;
    expect(list.some((item) => item.filename === 'problem-statement-bg-image.json')).toBe(false);
    const posts = await server.orm.em
      .fork()
      .find(BlogPost, { slug: { $in: ['featured-one', 'linked-one'] } }, { orderBy: { slug: 'asc' } });
    expect(posts.map((post) => [post.featuredImage, post.imageUrl])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});
