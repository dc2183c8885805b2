// media.library (the /admin/media screen): keyset pages, search, where each image is used, alt edits and deletes by role.
import { addElementCommand, createIdGenerator, updateCommand } from '@app/builder-engine';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost } from '../../entities/blog-post.entity.ts';
import { EditablePageRow } from '../../entities/editable-page.entity.ts';
import { MediaAsset } from '../../entities/media-asset.entity.ts';
import { acceptedStep, newBuilderPage, openPage } from '../../test/builder-client.ts';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';
import { trpcQuery } from '../../test/trpc-query.ts';

let server: TestServer;
let admin: TestClient;
let editor: TestClient;
let author: TestClient;
let contributor: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  // One at a time: the first staff account becomes the owner.
  admin = await server.signedInClient('admin');
  editor = await server.signedInClient('editor');
  author = await server.signedInClient('author');
  contributor = await server.signedInClient('contributor');
});

afterAll(async () => {
  await server?.close();
});

interface Entry {
  id: number;
  originalName: string;
  alt: string;
  size: number;
  width: number;
  height: number;
  url: string;
  usages: Array<{ kind: string; label: string }>;
}
interface LibraryPage {
  items: Entry[];
  nextCursor: string | null;
}

const library = async (client: TestClient, input: Record<string, unknown>) => {
  const res = await trpcQuery(client, 'media.library', input);
  expect(res.status).toBe(200);
  return res.json.result.data as LibraryPage;
};

/** Uploads a small distinct PNG as `client` through the upload route and returns the library item. */
async function upload(client: TestClient, name: string, shade: number) {
  const bytes = await sharp({ create: { width: 30, height: 12, channels: 3, background: { r: shade, g: 200, b: 40 } } })
    .png()
    .toBuffer();
  const res = await client.post('/api/media/upload', { imageData: `data:image/png;base64,${bytes.toString('base64')}`, fileName: name });
  expect(res.status).toBe(201);
  return res.json as { id: number; url: string; filename: string; variants: Array<{ url: string }> };
}

describe('media.library', () => {
  it('is for the roles that may upload: 401 anonymous, 403 for a customer and a contributor, 200 for an author', async () => {
    expect((await trpcQuery(new TestClient(server.baseUrl), 'media.library', {})).status).toBe(401);
    const customer = await trpcQuery(await server.signedInClient('user'), 'media.library', {});
    expect(customer.status).toBe(403);
    const refused = await trpcQuery(contributor, 'media.library', {});
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe('This action needs an author or higher role.');
    expect((await trpcQuery(author, 'media.library', {})).status).toBe(200);
  });

  it('pages by keyset, newest first, and searches names and alt text in any case', async () => {
    const made = [];
    for (let index = 0; index < 5; index += 1) made.push(await upload(author, `Harbour-${index}.png`, 100 + index));
    expect((await author.post('/trpc/media.updateAlt', { id: made[1]!.id, alt: 'Boats at dawn' })).status).toBe(200);

    const first = await library(author, { search: 'harbour', pageSize: 2 });
    expect(first.items.map((item) => item.originalName)).toEqual(['Harbour-4.png', 'Harbour-3.png']);
    expect(first.items[0]).toMatchObject({ width: 30, height: 12, usages: [] });
    expect(first.items[0]!.size).toBeGreaterThan(0);
    const second = await library(author, { search: 'harbour', pageSize: 2, cursor: first.nextCursor });
    expect(second.items.map((item) => item.originalName)).toEqual(['Harbour-2.png', 'Harbour-1.png']);
    const third = await library(author, { search: 'harbour', pageSize: 2, cursor: second.nextCursor });
    expect(third.items.map((item) => item.originalName)).toEqual(['Harbour-0.png']);
    expect(third.nextCursor).toBeNull();

    expect((await library(author, { search: 'AT DAWN' })).items.map((item) => item.id)).toEqual([made[1]!.id]);
    // LIKE's wildcards are searched for literally.
    expect((await library(author, { search: '%' })).items).toEqual([]);
    const bad = await trpcQuery(author, 'media.library', { cursor: 'page-2' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('That page of the media library no longer exists: start again from the first page.');
  });

  it('names every place an image is used: background, blog posts, a built-in page, a builder page', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#654321' } })
      .png()
      .toBuffer();
    const saved = await admin.post('/api/media/save-background', {
      elementId: 'problem-statement-bg-image',
      imageData: `data:image/png;base64,${png.toString('base64')}`,
      fileName: 'used-everywhere.png',
    });
    expect(saved.status).toBe(200);
    const id = saved.json.asset.id as number;
    const em = server.orm.em.fork();
    const asset = await em.findOneOrFail(MediaAsset, id);
    em.create(BlogPost, { title: 'Featured post', slug: 'featured-post', content: '<p>x</p>', featuredImage: asset });
    em.create(BlogPost, { title: 'Body post', slug: 'body-post', content: `<p><img src="${asset.url}" alt="x"></p>` });
    em.create(EditablePageRow, { name: 'Spring landing', slug: 'spring-landing', content: { hero: { src: asset.url } } });
    await em.flush();

    const ids = createIdGenerator();
    const pageId = await newBuilderPage(admin, 'media-usage');
    const section = addElementCommand((await openPage(admin, pageId)).tree, 'section', ids);
    await acceptedStep(admin, pageId, 0, section);
    const image = addElementCommand((await openPage(admin, pageId)).tree, 'image', ids, { parentId: section.element.id });
    await acceptedStep(admin, pageId, 1, image);
    await acceptedStep(admin, pageId, 2, updateCommand(image.element.id, { src: asset.url }));

    const expected = [
      { kind: 'background', label: "the background of the home page's problem section" },
      { kind: 'blog-post', label: 'the featured image of the blog post "Featured post"' },
      { kind: 'blog-post', label: 'an image in the blog post "Body post"' },
      { kind: 'page', label: 'an image on the page "Spring landing"' },
      { kind: 'builder-page', label: expect.stringMatching(/^an image on the builder page "/) },
    ];
    const listed = (await library(editor, { search: 'used-everywhere' })).items;
    expect(listed.map((item) => item.id)).toEqual([id]);
    expect(listed[0]!.usages).toEqual(expected);

    // Refused while in use, naming where; for an author (who may not delete) refused by role first.
    const byAuthor = await author.post('/trpc/media.delete', { id });
    expect(byAuthor.status).toBe(403);
    const refused = await editor.post('/trpc/media.delete', { id });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toMatch(
      /^This image is in use, so it was not deleted: the background of the home page's problem section; .*an image in the blog post "Body post"; an image on the page "Spring landing"; an image on the builder page ".*"\. Remove it from those places first\.$/,
    );
    expect((await fetch(server.baseUrl + asset.url)).status).toBe(200);

    // Once the builder page no longer shows it, that use is gone.
    await acceptedStep(admin, pageId, 3, updateCommand(image.element.id, { src: '/placeholder.png' }));
    const after = (await library(editor, { search: 'used-everywhere' })).items[0]!;
    expect(after.usages.map((usage) => usage.kind)).toEqual(['background', 'blog-post', 'blog-post', 'page']);
  });

  it('finds uses written any way: a resized copy in a post written by SQL, an image only in unpublished changes', async () => {
    const bytes = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#2a6f4e' } })
      .png()
      .toBuffer();
    const res = await author.post('/api/media/upload', {
      imageData: `data:image/png;base64,${bytes.toString('base64')}`,
      fileName: 'wide-shop.png',
    });
    expect(res.status).toBe(201);
    const asset = res.json as { id: number; url: string; variants: Array<{ url: string }> };
    expect(asset.variants.length).toBeGreaterThan(0);
    const connection = server.orm.em.getConnection();
    await connection.execute(
      `insert into blog_posts (title, slug, content, status, categories, seo) values (?, 'by-sql', ?, 'draft', '[]', '{}'), (?, 'live-one', '<p>Old</p>', 'published', '[]', '{}')`,
      ['Written by SQL', `<p><img srcset="${asset.variants[0]!.url}?v=2 640w" src="/media/elsewhere.png" alt=""></p>`, 'Live one'],
    );
    await connection.execute(
      `insert into blog_post_working_copies (post_id, base_revision, fields) select id, 0, ?::jsonb from blog_posts where slug = 'live-one'`,
      [JSON.stringify({ content: `<p>New <img src="${asset.url}" alt="Shop"></p>` })],
    );

    const [item] = (await library(editor, { search: 'wide-shop' })).items;
    expect(item!.usages).toEqual([
      { kind: 'blog-post', label: 'an image in the blog post "Written by SQL"' },
      { kind: 'blog-post', label: 'an image in the unpublished changes of the blog post "Live one"' },
    ]);
    const refused = await editor.post('/trpc/media.delete', { id: asset.id });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toContain('an image in the unpublished changes of the blog post "Live one"');

    // Once neither shows it, it may go.
    await connection.execute(`delete from blog_post_working_copies; update blog_posts set content = '<p>Gone</p>' where slug = 'by-sql'`);
    expect((await library(editor, { search: 'wide-shop' })).items[0]!.usages).toEqual([]);
    expect((await editor.post('/trpc/media.delete', { id: asset.id })).status).toBe(200);
  });

  it('lets an author edit alt text but not a contributor, and an editor delete an unused image', async () => {
    const image = await upload(author, 'unused-one.png', 7);
    expect((await contributor.post('/trpc/media.updateAlt', { id: image.id, alt: 'No' })).status).toBe(403);
    const edited = await author.post('/trpc/media.updateAlt', { id: image.id, alt: 'A green strip' });
    expect(edited.status).toBe(200);
    expect((await library(author, { search: 'green strip' })).items.map((item) => item.alt)).toEqual(['A green strip']);
    expect((await editor.post('/trpc/media.delete', { id: image.id })).status).toBe(200);
    expect((await library(author, { search: 'unused-one' })).items).toEqual([]);
  });
});
