import type { AdminBlogPost, BlogRevisionSummary } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicBlogPosts } from '../test/public-blog.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { trpcData, trpcQuery } from '../test/trpc-query.ts';

// Working copies (issue 40): a live post's saves and autosaves change only its working copy; visitors see the edit
// once, on Update. A new post's slug follows its title until someone types one or the post is first published.

let server: TestServer;
let editor: TestClient;
let author: TestClient;
let contributor: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  server = await startTestServer({}, { webStandIn: true });
  editor = await server.signedInClient('editor');
  author = await server.signedInClient('author');
  contributor = await server.signedInClient('contributor');
  anonymous = new TestClient(server.baseUrl);
});

afterAll(async () => {
  await server?.close();
});

const mutate = (client: TestClient, path: string, input: unknown = {}) => client.post(`/trpc/blogAdmin.${path}`, input);
const call = async (client: TestClient, path: string, input: unknown = {}) => trpcData<AdminBlogPost>(await mutate(client, path, input));

/** A post of `client` titled `title` (its slug follows), with a paragraph of `body`, published now. */
async function livePost(client: TestClient, title: string, body: string): Promise<AdminBlogPost> {
  const created = await call(client, 'create');
  const saved = await call(client, 'update', { id: created.id, baseRevision: created.revision, title, content: `<p>${body}</p>` });
  return call(client, 'publish', { id: saved.id, baseRevision: saved.revision });
}

/** What an anonymous visitor reads of the article at `slug`: the page's HTML, the API's body, the list's excerpt, RSS. */
async function visitorSees(slug: string): Promise<{ page: string; body: string; titles: string[]; rss: string }> {
  const page = await anonymous.get(`/blog/${slug}`);
  const api = await trpcQuery(anonymous, 'blogPost.bySlug', { slug });
  return {
    page: page.text,
    body: (api.json as { result: { data: { content: string } } }).result.data.content,
    titles: (await publicBlogPosts(anonymous)).map((post) => post.title),
    rss: (await anonymous.get('/blog/rss.xml')).text,
  };
}

/** GET as an anonymous browser would, without following a redirect. */
async function statusOf(path: string): Promise<{ status: number; location: string | null }> {
  const res = await fetch(server.baseUrl + path, { redirect: 'manual' });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get('location') };
}

describe('a live post edited in its working copy', () => {
  it('keeps what visitors see through saves, shows the edit to the editor and the preview link, and goes live once on Update', async () => {
    const live = await livePost(editor, 'Working copy walkthrough', 'The published sentence.');
    expect(live.slug).toBe('working-copy-walkthrough');

    // Two autosaves, as the editor sends them while someone types.
    const first = await call(editor, 'update', { id: live.id, baseRevision: live.revision, content: '<p>Half typed teh</p>' });
    const second = await call(editor, 'update', {
      id: live.id,
      baseRevision: first.revision,
      title: 'Working copy walkthrough, revised',
      content: '<p>The revised sentence.</p>',
    });
    expect(second.revision).toBe(live.revision + 2);
    expect(second).toMatchObject({
      title: 'Working copy walkthrough, revised',
      content: '<p>The revised sentence.</p>',
      status: 'published',
    });
    expect(second.workingCopy).toMatchObject({
      baseRevision: live.revision,
      live: { title: 'Working copy walkthrough', content: '<p>The published sentence.</p>' },
    });
    const reopened = trpcData<AdminBlogPost>(await trpcQuery(editor, 'blogAdmin.byId', { id: live.id }));
    expect(reopened.content).toBe('<p>The revised sentence.</p>');

    const before = await visitorSees(live.slug);
    expect(before.page).toContain('The published sentence.');
    expect(before.page).not.toContain('revised');
    expect(before.body).toBe('<p>The published sentence.</p>');
    expect(before.titles).toContain('Working copy walkthrough');
    expect(before.titles).not.toContain('Working copy walkthrough, revised');
    expect(before.rss).not.toContain('revised');
    // No revision is kept for a working-copy save: the revisions list holds what went live.
    const revisionsBefore = trpcData<BlogRevisionSummary[]>(await trpcQuery(editor, 'blogAdmin.revisions', { id: live.id }));
    expect(revisionsBefore[0]?.action).toBe('published');

    // The draft preview link shows the working copy.
    const { path } = trpcData<{ path: string }>(await editor.post('/trpc/previewLink.create', { kind: 'post', targetId: live.id }));
    expect((await anonymous.get(path)).text).toContain('<title>Preview: Working copy walkthrough, revised');

    // A save from the revision before is refused (another tab saved first), as for any post.
    const stale = await mutate(editor, 'update', { id: live.id, baseRevision: first.revision, excerpt: 'Late' });
    expect(stale.status).toBe(409);

    const updated = await call(editor, 'applyChanges', { id: live.id, baseRevision: second.revision });
    expect(updated).toMatchObject({ title: 'Working copy walkthrough, revised', workingCopy: null, revision: second.revision + 1 });
    const after = await visitorSees(live.slug);
    expect(after.body).toBe('<p>The revised sentence.</p>');
    expect(after.titles).toContain('Working copy walkthrough, revised');
    expect(after.rss).toContain('Working copy walkthrough, revised');
    const revisions = trpcData<BlogRevisionSummary[]>(await trpcQuery(editor, 'blogAdmin.revisions', { id: live.id }));
    expect(revisions[0]).toMatchObject({ revision: updated.revision, action: 'updated', title: 'Working copy walkthrough, revised' });

    // Nothing left to update.
    const again = await mutate(editor, 'applyChanges', { id: live.id, baseRevision: updated.revision });
    expect(again.status).toBe(400);
    expect(again.json.error.message).toBe('There are no changes to update: visitors already see this version of the post.');
  });

  it('Discard changes brings back the live text and leaves visitors as they were', async () => {
    const live = await livePost(editor, 'Discard walkthrough', 'Kept words.');
    const edited = await call(editor, 'update', { id: live.id, baseRevision: live.revision, content: '<p>Thrown away.</p>' });
    const discarded = await call(editor, 'discardChanges', { id: live.id, baseRevision: edited.revision });
    expect(discarded).toMatchObject({ content: '<p>Kept words.</p>', workingCopy: null, revision: edited.revision + 1 });
    expect((await visitorSees(live.slug)).body).toBe('<p>Kept words.</p>');
    // An edit typed back to the live text leaves no working copy either.
    const changed = await call(editor, 'update', { id: live.id, baseRevision: discarded.revision, excerpt: 'Changed' });
    const back = await call(editor, 'update', { id: live.id, baseRevision: changed.revision, excerpt: live.excerpt });
    expect(back.workingCopy).toBeNull();
  });

  it('lets whoever may publish the post update it, and nobody else', async () => {
    const mine = await livePost(author, 'An author updates', 'First words.');
    const edited = await call(author, 'update', { id: mine.id, baseRevision: mine.revision, content: '<p>Second words.</p>' });
    // A contributor may not publish, so may not Update (a role check before anything is read).
    const refused = await mutate(contributor, 'applyChanges', { id: mine.id, baseRevision: edited.revision });
    expect(refused.status).toBe(403);
    // Another author may not touch someone else's post (it is unknown to them).
    const other = await server.signedInClient('author');
    expect((await mutate(other, 'applyChanges', { id: mine.id, baseRevision: edited.revision })).status).toBe(404);
    expect((await mutate(other, 'discardChanges', { id: mine.id, baseRevision: edited.revision })).status).toBe(404);
    expect((await visitorSees(mine.slug)).body).toBe('<p>First words.</p>');
    const updated = await call(author, 'applyChanges', { id: mine.id, baseRevision: edited.revision });
    expect(updated.content).toBe('<p>Second words.</p>');
    expect((await visitorSees(mine.slug)).body).toBe('<p>Second words.</p>');

    // A contributor's own post, once published by an editor, is no longer theirs to change (existing rule).
    const created = await call(contributor, 'create');
    const draft = await call(contributor, 'update', {
      id: created.id,
      baseRevision: created.revision,
      title: 'Contributed',
      content: '<p>C.</p>',
    });
    const published = await call(editor, 'publish', { id: draft.id, baseRevision: draft.revision });
    const change = await mutate(contributor, 'update', { id: draft.id, baseRevision: published.revision, content: '<p>Late change</p>' });
    expect(change.status).toBe(403);
  });

  it('is refused on a draft: Save Draft writes a draft directly', async () => {
    const created = await call(editor, 'create');
    const draft = await call(editor, 'update', { id: created.id, baseRevision: created.revision, content: '<p>Draft words</p>' });
    expect(draft.workingCopy).toBeNull();
    const res = await mutate(editor, 'applyChanges', { id: draft.id, baseRevision: draft.revision });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toContain('This post is a draft');
  });

  it('unpublishing folds the working copy into the draft', async () => {
    const live = await livePost(editor, 'Unpublish fold', 'Live.');
    const edited = await call(editor, 'update', { id: live.id, baseRevision: live.revision, content: '<p>Edited.</p>' });
    const draft = await call(editor, 'unpublish', { id: live.id, baseRevision: edited.revision });
    expect(draft).toMatchObject({ status: 'draft', content: '<p>Edited.</p>', workingCopy: null });
  });
});

describe('a slug that follows the title', () => {
  it('follows what is typed in a new post, made unique, until a slug is typed', async () => {
    const created = await call(editor, 'create');
    expect(created.slugFollowsTitle).toBe(true);
    const titled = await call(editor, 'update', { id: created.id, baseRevision: created.revision, title: 'Spring offer: 20% off!' });
    expect(titled.slug).toBe('spring-offer-20-off');
    // Another post with the same title gets the next free address.
    const twin = await call(editor, 'create');
    expect((await call(editor, 'update', { id: twin.id, baseRevision: twin.revision, title: 'Spring offer: 20% off!' })).slug).toBe(
      'spring-offer-20-off-2',
    );
    // A slug someone types stays, whatever the title becomes.
    const typed = await call(editor, 'update', { id: created.id, baseRevision: titled.revision, slug: 'spring' });
    expect(typed).toMatchObject({ slug: 'spring', slugFollowsTitle: false });
    const retitled = await call(editor, 'update', { id: created.id, baseRevision: typed.revision, title: 'Summer offer' });
    expect(retitled.slug).toBe('spring');
  });

  it('stops following once published; a live address then changes on Update with a 301 from the old one', async () => {
    const live = await livePost(editor, 'Moving article', 'Words.');
    expect(live).toMatchObject({ slug: 'moving-article', slugFollowsTitle: false });
    const retitled = await call(editor, 'update', { id: live.id, baseRevision: live.revision, title: 'Moved article' });
    expect(retitled.slug).toBe('moving-article');
    const moved = await call(editor, 'update', { id: live.id, baseRevision: retitled.revision, slug: 'moved-article' });
    expect(moved.workingCopy?.live.slug).toBe('moving-article');
    expect((await statusOf('/blog/moving-article')).status).toBe(200);
    expect((await statusOf('/blog/moved-article')).status).toBe(404);
    const updated = await call(editor, 'applyChanges', { id: live.id, baseRevision: moved.revision });
    expect(updated.slug).toBe('moved-article');
    expect(await statusOf('/blog/moving-article')).toEqual({ status: 301, location: '/blog/moved-article' });
    expect((await statusOf('/blog/moved-article')).status).toBe(200);
  });

  it("refuses a working copy's slug another post has (409) before Update", async () => {
    await livePost(editor, 'Taken address', 'A.');
    const live = await livePost(editor, 'Wants the address', 'B.');
    const res = await mutate(editor, 'update', { id: live.id, baseRevision: live.revision, slug: 'taken-address' });
    expect(res.status).toBe(409);
  });
});
