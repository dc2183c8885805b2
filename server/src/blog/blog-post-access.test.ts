import type { AdminBlogPost, AdminBlogListSlice } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery, trpcData } from '../test/trpc-query.ts';

// Who may do what to which post (blog/post-access.ts), over HTTP against the real server: editors every post,
// authors their own, contributors their own drafts that were never published.

let server: TestServer;
let editor: TestClient;
let author: TestClient;
let otherAuthor: TestClient;
let contributor: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  editor = await server.signedInClient('editor');
  author = await server.signedInClient('author');
  otherAuthor = await server.signedInClient('author');
  contributor = await server.signedInClient('contributor');
});

afterAll(async () => {
  await server?.close();
});

const mutate = (client: TestClient, path: string, input: unknown = {}) => client.post(`/trpc/blogAdmin.${path}`, input);

/** A new post created by `client`, with a content every check accepts. */
async function newPost(client: TestClient, title: string): Promise<AdminBlogPost> {
  const created = trpcData<AdminBlogPost>(await mutate(client, 'create'));
  return trpcData<AdminBlogPost>(
    await mutate(client, 'update', { id: created.id, baseRevision: created.revision, title, content: '<p>Words.</p>' }),
  );
}

/** The ids of the blog manager's list as `client` sees it. */
async function listed(client: TestClient): Promise<number[]> {
  return trpcData<AdminBlogListSlice>(await trpcQuery(client, 'blogAdmin.list', {})).items.map((item) => item.id);
}

const NOT_FOUND = /^There is no blog post with id \d+/;

describe('an author', () => {
  it('writes, publishes, unpublishes and deletes their own posts, and sees only those', async () => {
    const post = await newPost(author, 'An author writes');
    const published = trpcData<AdminBlogPost>(await mutate(author, 'publish', { id: post.id, baseRevision: post.revision }));
    expect(published.status).toBe('published');
    const scheduled = trpcData<AdminBlogPost>(
      await mutate(author, 'publish', {
        id: post.id,
        baseRevision: published.revision,
        at: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    );
    expect(scheduled.status).toBe('scheduled');
    const draft = trpcData<AdminBlogPost>(await mutate(author, 'unpublish', { id: post.id, baseRevision: scheduled.revision }));
    expect(draft.status).toBe('draft');
    expect(await listed(author)).toEqual([post.id]);
    // An editor sees every post, the seeded ones (which have no owner) too.
    expect((await listed(editor)).length).toBeGreaterThan(9);
    expect(trpcData(await mutate(author, 'delete', { id: post.id }))).toEqual({ id: post.id });
  });

  it("cannot read, change, publish or delete another's post: a 404, as for a post that does not exist", async () => {
    const theirs = await newPost(otherAuthor, 'Not yours');
    const target = { id: theirs.id, baseRevision: theirs.revision };
    for (const res of [
      await trpcQuery(author, 'blogAdmin.byId', { id: theirs.id }),
      await trpcQuery(author, 'blogAdmin.revisions', { id: theirs.id }),
      await mutate(author, 'update', { ...target, title: 'Taken over' }),
      await mutate(author, 'publish', target),
      await mutate(author, 'unpublish', target),
      await mutate(author, 'delete', { id: theirs.id }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.error.message).toMatch(NOT_FOUND);
    }
    expect(await listed(author)).not.toContain(theirs.id);
    // Nothing changed.
    const still = trpcData<AdminBlogPost>(await trpcQuery(otherAuthor, 'blogAdmin.byId', { id: theirs.id }));
    expect(still).toMatchObject({ title: 'Not yours', status: 'draft', revision: theirs.revision });
  });

  it('cannot touch a post made before roles existed (no owner): only editors and up can', async () => {
    const seeded = (await listed(editor)).find((id) => id <= 9)!;
    expect((await trpcQuery(author, 'blogAdmin.byId', { id: seeded })).status).toBe(404);
    expect((await trpcQuery(editor, 'blogAdmin.byId', { id: seeded })).status).toBe(200);
  });
});

describe('a contributor', () => {
  it('writes and deletes their own drafts but cannot publish or schedule at all', async () => {
    const post = await newPost(contributor, 'A contributor drafts');
    expect(await listed(contributor)).toEqual([post.id]);
    for (const input of [{}, { at: new Date(Date.now() + 86_400_000).toISOString() }]) {
      const res = await mutate(contributor, 'publish', { id: post.id, baseRevision: post.revision, ...input });
      expect(res.status).toBe(403);
      expect(res.json.error.message).toBe('This action needs an author or higher role.');
    }
    expect(trpcData<AdminBlogPost>(await trpcQuery(contributor, 'blogAdmin.byId', { id: post.id })).status).toBe('draft');
    expect(trpcData(await mutate(contributor, 'delete', { id: post.id }))).toEqual({ id: post.id });
  });

  it('cannot change or delete their post once an editor has published it, even after it is unpublished', async () => {
    const post = await newPost(contributor, 'Published by an editor');
    const published = trpcData<AdminBlogPost>(await mutate(editor, 'publish', { id: post.id, baseRevision: post.revision }));
    const refused = 'Your role (Contributor) cannot change a post that has been published: ask an editor to change it.';
    const edit = await mutate(contributor, 'update', { id: post.id, baseRevision: published.revision, title: 'Changed after' });
    expect(edit.status).toBe(403);
    expect(edit.json.error.message).toBe(refused);
    const unpublished = trpcData<AdminBlogPost>(await mutate(editor, 'unpublish', { id: post.id, baseRevision: published.revision }));
    const again = await mutate(contributor, 'update', { id: post.id, baseRevision: unpublished.revision, title: 'Changed after' });
    expect(again.status).toBe(403);
    const remove = await mutate(contributor, 'delete', { id: post.id });
    expect(remove.status).toBe(403);
    expect(remove.json.error.message).toBe(refused);
    // Still readable by its writer, and unchanged.
    expect(trpcData<AdminBlogPost>(await trpcQuery(contributor, 'blogAdmin.byId', { id: post.id })).title).toBe('Published by an editor');
    expect(trpcData(await mutate(editor, 'delete', { id: post.id }))).toEqual({ id: post.id });
  });

  it("cannot see another's draft", async () => {
    const theirs = await newPost(author, 'An author draft');
    const res = await trpcQuery(contributor, 'blogAdmin.byId', { id: theirs.id });
    expect(res.status).toBe(404);
    expect(await listed(contributor)).not.toContain(theirs.id);
  });
});
