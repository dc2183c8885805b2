import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../auth/account.service.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';

// Every admin write of the content, the blog, the builder and the media library leaves its entry in the
// activity log, with who did it and a link to the thing.

let server: TestServer;
let admin: TestClient;
let username: string;

beforeAll(async () => {
  server = await startTestServer();
  username = `writer_${Date.now().toString(36)}`;
  await ensureAdmin(server.orm.em.fork(), { username, password: 'Writer-Passw0rd' });
  admin = new TestClient(server.baseUrl);
  expect((await admin.post('/api/login', { username, password: 'Writer-Passw0rd' })).status).toBe(200);
});
afterAll(() => server?.close());

/** The newest log entry of `kind` by the test's admin. */
async function newest(kind: string) {
  const res = await trpcQuery(admin, 'activity.list', { filter: { actor: username, kind } });
  expect(res.status).toBe(200);
  return res.json.result.data.items[0] as { actor: string; summary: string; link: string | null } | undefined;
}

/** The data of a successful tRPC mutation. */
async function mutate(path: string, input: unknown) {
  const res = await admin.post(`/trpc/${path}`, input);
  expect(res.status, res.text).toBe(200);
  return res.json.result.data;
}

describe('the activity log records each admin write', () => {
  it('a page save, naming what changed', async () => {
    await mutate('page.save', {
      slug: 'pricing',
      baseVersion: 0,
      edits: { 'hero.title': { text: 'Plans' } },
      seo: { title: 'Pricing plans' },
    });
    expect(await newest('page.saved')).toMatchObject({
      actor: username,
      summary: 'Saved the content and SEO of Pricing Page (version 1)',
      link: '/admin/dashboard?page=pricing',
    });
  });

  it('a post created, published, scheduled, unpublished and deleted', async () => {
    let post = await mutate('blogAdmin.create', {});
    expect(await newest('blog.created')).toMatchObject({
      summary: `Created the post "${post.title}"`,
      link: `/admin/dashboard?page=blog&post=${post.id}`,
    });
    post = await mutate('blogAdmin.publish', { id: post.id, baseRevision: post.revision });
    expect((await newest('blog.published'))?.summary).toBe(`Published the post "${post.title}"`);
    post = await mutate('blogAdmin.unpublish', { id: post.id, baseRevision: post.revision });
    expect((await newest('blog.unpublished'))?.summary).toBe(`Unpublished the post "${post.title}"`);
    const at = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    post = await mutate('blogAdmin.publish', { id: post.id, baseRevision: post.revision, at });
    expect((await newest('blog.scheduled'))?.summary).toBe(`Scheduled the post "${post.title}" for ${at}`);
    await mutate('blogAdmin.delete', { id: post.id });
    expect(await newest('blog.deleted')).toMatchObject({ summary: `Deleted the post "${post.title}"`, link: null });
  });

  it("a live post's Update, its scheduling and its cancel", async () => {
    let post = await mutate('blogAdmin.create', {});
    post = await mutate('blogAdmin.publish', { id: post.id, baseRevision: post.revision });
    post = await mutate('blogAdmin.update', { id: post.id, baseRevision: post.revision, content: '<p>Changed</p>' });
    const at = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    post = await mutate('blogAdmin.scheduleChanges', { id: post.id, baseRevision: post.revision, at });
    expect(await newest('blog.update-scheduled')).toMatchObject({
      summary: `Scheduled an update of the post "${post.title}" for ${at}`,
      link: `/admin/dashboard?page=blog&post=${post.id}`,
    });
    post = await mutate('blogAdmin.cancelScheduledChanges', { id: post.id, baseRevision: post.revision });
    expect((await newest('blog.update-scheduled'))?.summary).toBe(`Canceled the scheduled update of the post "${post.title}"`);
    await mutate('blogAdmin.applyChanges', { id: post.id, baseRevision: post.revision });
    expect(await newest('blog.updated')).toMatchObject({
      summary: `Updated the live post "${post.title}" with its changes`,
      link: `/admin/dashboard?page=blog&post=${post.id}`,
    });
  });

  it('a builder page created, published, reverted and unpublished', async () => {
    const page = await mutate('builderPage.create', { name: 'Log Page', slug: 'log-page' });
    expect(await newest('builder.created')).toMatchObject({
      summary: 'Created the builder page "Log Page" at /log-page',
      link: '/admin/elementor/log-page',
    });
    await mutate('builderPage.publish', { pageId: page.id });
    expect((await newest('builder.published'))?.summary).toBe('Published version 0 of the builder page "Log Page"');
    await mutate('builderPage.revert', { pageId: page.id, toVersion: 0 });
    expect((await newest('builder.reverted'))?.summary).toBe('Reverted the builder page "Log Page" to version 0 (now version 0)');
    await mutate('builderPage.unpublish', { pageId: page.id });
    expect((await newest('builder.unpublished'))?.summary).toBe('Unpublished the builder page "Log Page"');
  });

  it('an image uploaded, set as a background and deleted', async () => {
    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const imageData = `data:image/png;base64,${png.toString('base64')}`;
    const uploaded = await admin.post('/api/media/upload', { imageData, fileName: 'logged.png' });
    expect(uploaded.status).toBe(201);
    expect(await newest('media.uploaded')).toMatchObject({ summary: 'Uploaded the image "logged.png"', link: '/admin/image-uploader' });
    const other = await sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 90, g: 20, b: 20 } } })
      .png()
      .toBuffer();
    const background = await admin.post('/api/media/save-background', {
      elementId: 'problem-statement-bg-image',
      imageData: `data:image/png;base64,${other.toString('base64')}`,
      fileName: 'backdrop.png',
    });
    expect(background.status).toBe(200);
    expect((await newest('media.background-applied'))?.summary).toBe(
      'Set the background problem-statement-bg-image to the image "backdrop.png"',
    );
    await mutate('media.delete', { id: uploaded.json.id, force: false });
    expect((await newest('media.deleted'))?.summary).toBe('Deleted the image "logged.png"');
  });
});
