import type { AdminBlogPost } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';

// Publishing needs every image of the body described (issue 29): the server refuses, whatever the form did.

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({}, { webStandIn: true });
  admin = await server.signedInClient('admin');
});

afterAll(async () => {
  await server?.close();
});

const FIGURE_WITHOUT_ALT = '<figure><img src="/media/shop.jpg" width="2000" height="1333"><figcaption>The shop</figcaption></figure>';
const FIGURE_WITH_ALT = '<figure><img src="/media/shop.jpg" alt="The shop front at dusk" width="2000" height="1333"></figure>';

/** A new draft post with its own slug and `content`. */
async function draftWith(slug: string, content: string): Promise<AdminBlogPost> {
  const created = (await admin.post('/trpc/blogAdmin.create', {})).json.result.data as AdminBlogPost;
  const res = await admin.post('/trpc/blogAdmin.update', { id: created.id, baseRevision: created.revision, title: slug, slug, content });
  expect(res.status, res.text).toBe(200);
  return res.json.result.data as AdminBlogPost;
}

async function stored(id: number): Promise<AdminBlogPost> {
  return (await trpcQuery(admin, 'blogAdmin.byId', { id })).json.result.data as AdminBlogPost;
}

describe('publishing a post whose images lack alt text', () => {
  it('is refused with a 400 naming how many images need it; the post stays a draft', async () => {
    const post = await draftWith('alt-missing-now', `<p>Intro</p>${FIGURE_WITHOUT_ALT}<p><img src="/media/b.jpg" alt=""></p>`);
    const res = await admin.post('/trpc/blogAdmin.publish', { id: post.id, baseRevision: post.revision });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(
      '2 images have no alt text. Select each image in the editor and describe it in its Alt text field, then publish again.',
    );
    const after = await stored(post.id);
    expect(after.status).toBe('draft');
    expect(after.revision).toBe(post.revision);
  });

  it('is refused when scheduled too', async () => {
    const post = await draftWith('alt-missing-later', FIGURE_WITHOUT_ALT);
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const res = await admin.post('/trpc/blogAdmin.publish', { id: post.id, baseRevision: post.revision, at });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/^1 image has no alt text\./);
    expect((await stored(post.id)).status).toBe('draft');
  });

  it('goes through once every image is described', async () => {
    const post = await draftWith('alt-given', FIGURE_WITH_ALT);
    const res = await admin.post('/trpc/blogAdmin.publish', { id: post.id, baseRevision: post.revision });
    expect(res.status, res.text).toBe(200);
    expect((res.json.result.data as AdminBlogPost).status).toBe('published');
  });

  it('refuses the Update of a published post whose changes add an undescribed image, and keeps the live content', async () => {
    const draft = await draftWith('alt-live-update', '<p>Live text</p>');
    const live = (await admin.post('/trpc/blogAdmin.publish', { id: draft.id, baseRevision: draft.revision })).json.result
      .data as AdminBlogPost;
    // The change is kept in the post's working copy (a draft of it): alt text is needed to go live, not to write.
    const res = await admin.post('/trpc/blogAdmin.update', {
      id: live.id,
      baseRevision: live.revision,
      content: `<p>Live text</p>${FIGURE_WITHOUT_ALT}`,
    });
    expect(res.status, res.text).toBe(200);
    const edited = res.json.result.data as AdminBlogPost;
    const update = await admin.post('/trpc/blogAdmin.applyChanges', { id: live.id, baseRevision: edited.revision });
    expect(update.status).toBe(400);
    expect(update.json.error.message).toMatch(/^1 image has no alt text\./);
    expect((await stored(live.id)).workingCopy?.live.content).toBe('<p>Live text</p>');
    expect((await trpcQuery(admin, 'blogPost.bySlug', { slug: 'alt-live-update' })).json.result.data.content).toBe('<p>Live text</p>');
  });

  it('refuses the Update of a published post restored to a revision whose images lack alt text', async () => {
    const draft = await draftWith('alt-restore', FIGURE_WITHOUT_ALT);
    const described = await admin.post('/trpc/blogAdmin.update', { id: draft.id, baseRevision: draft.revision, content: FIGURE_WITH_ALT });
    const fixed = described.json.result.data as AdminBlogPost;
    const live = (await admin.post('/trpc/blogAdmin.publish', { id: fixed.id, baseRevision: fixed.revision })).json.result
      .data as AdminBlogPost;
    expect(live.status).toBe('published');
    const res = await admin.post('/trpc/blogAdmin.restoreRevision', { id: live.id, revision: draft.revision, baseRevision: live.revision });
    expect(res.status, res.text).toBe(200);
    const restored = res.json.result.data as AdminBlogPost;
    const update = await admin.post('/trpc/blogAdmin.applyChanges', { id: live.id, baseRevision: restored.revision });
    expect(update.status).toBe(400);
    expect(update.json.error.message).toMatch(/^1 image has no alt text\./);
    expect((await trpcQuery(admin, 'blogPost.bySlug', { slug: 'alt-restore' })).json.result.data.content).toContain(
      'alt="The shop front at dusk"',
    );
  });

  it('does not count a missing image of the WordPress import (a placeholder the public page leaves out), on Publish or Update', async () => {
    const missing =
      '<figure><img data-missing-src="https://old-blog.example/wp-content/uploads/2019/05/counter.jpg" alt=""><figcaption>The counter</figcaption></figure>';
    const post = await draftWith('alt-missing-image', `<p>Intro</p>${missing}`);
    expect(post.content).toContain('data-missing-src');
    const res = await admin.post('/trpc/blogAdmin.publish', { id: post.id, baseRevision: post.revision });
    expect(res.status, res.text).toBe(200);
    const live = res.json.result.data as AdminBlogPost;
    expect(live.status).toBe('published');
    // An Update of the live post with the placeholder still in it goes through too.
    const edited = await admin.post('/trpc/blogAdmin.update', {
      id: live.id,
      baseRevision: live.revision,
      content: `<p>Intro, longer</p>${missing}`,
    });
    expect(edited.status, edited.text).toBe(200);
    const update = await admin.post('/trpc/blogAdmin.applyChanges', {
      id: live.id,
      baseRevision: (edited.json.result.data as AdminBlogPost).revision,
    });
    expect(update.status, update.text).toBe(200);
    expect((await trpcQuery(admin, 'blogPost.bySlug', { slug: 'alt-missing-image' })).json.result.data.content).toContain('Intro, longer');
    // A real image beside it still needs its alt text: one is counted, not two.
    const mixed = await draftWith('alt-missing-and-real', `${missing}<p><img src="/media/b.jpg" alt=""></p>`);
    const refused = await admin.post('/trpc/blogAdmin.publish', { id: mixed.id, baseRevision: mixed.revision });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toMatch(/^1 image has no alt text\./);
  });

  it('still lets a draft be saved with undescribed images (alt text is needed to publish, not to write)', async () => {
    const post = await draftWith('alt-draft-save', FIGURE_WITHOUT_ALT);
    expect(post.status).toBe('draft');
    expect(post.content).toContain('<img');
  });
});
