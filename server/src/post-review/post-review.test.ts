import type { AdminBlogListSlice, AdminBlogPost, PostReview } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';
import { trpcData, trpcQuery } from '../test/trpc-query.ts';

// The review step over HTTP against the real server and database, by role: who may submit, withdraw and send back,
// what each refusal says, what the list and the activity log show, and who is e-mailed.

let server: TestServer;
let contributor: TestClient;
let otherContributor: TestClient;
let author: TestClient;
let editor: TestClient;
let editorId: number;
let optedOutEditorId: number;
let optedOutEditor: TestClient;

/**
 * How long to wait for the editors' e-mails: only the submit sends them, so the bound only keeps a broken run from
 * hanging on a loaded machine (the promise, within 5 s, is a speed, not a test's business).
 */
const MAILED_WITHIN_MS = 30_000;

beforeAll(async () => {
  server = await startTestServer();
  const withEmail = async (role: 'contributor' | 'author' | 'editor' | 'owner') => {
    const account = await server.signedInAccount(role);
    await server.orm.em.getConnection().execute(`update users set email = ? where id = ?`, [`${account.username}@example.com`, account.id]);
    return account;
  };
  contributor = (await withEmail('contributor')).client;
  otherContributor = (await withEmail('contributor')).client;
  author = (await withEmail('author')).client;
  const editorAccount = await withEmail('editor');
  editor = editorAccount.client;
  editorId = editorAccount.id;
  const optedOut = await withEmail('editor');
  optedOutEditor = optedOut.client;
  optedOutEditorId = optedOut.id;
});

afterAll(async () => {
  await server?.close();
});

type ReviewAnswer = { post: AdminBlogPost; review: PostReview | null };

const call = (client: TestClient, path: string, input: unknown) => client.post(`/trpc/${path}`, input);

async function newDraft(client: TestClient, title: string): Promise<AdminBlogPost> {
  const created = trpcData<AdminBlogPost>(await call(client, 'blogAdmin.create', {}));
  return trpcData<AdminBlogPost>(
    await call(client, 'blogAdmin.update', { id: created.id, baseRevision: created.revision, title, content: '<p>Words.</p>' }),
  );
}

const submit = (client: TestClient, id: number) => call(client, 'postReview.submit', { id });
const withdraw = (client: TestClient, id: number) => call(client, 'postReview.withdraw', { id });
const sendBack = (client: TestClient, id: number, note: string) => call(client, 'postReview.sendBack', { id, note });
const review = async (client: TestClient, id: number) => trpcData<PostReview | null>(await trpcQuery(client, 'postReview.get', { id }));

async function listedStatus(client: TestClient, id: number, status?: string): Promise<string | undefined> {
  const slice = trpcData<AdminBlogListSlice>(await trpcQuery(client, 'blogAdmin.list', status ? { status } : {}));
  return slice.items.find((item) => item.id === id)?.status;
}

async function mailsAbout(title: string, withinMs = MAILED_WITHIN_MS): Promise<Array<{ to: string; subject: string; text: string }>> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const found = server.outbox().filter((message) => message.subject.includes(title));
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('submit for review', () => {
  it('puts a contributor’s own draft in review: "In review" in the list and its filter, refused edits, editors e-mailed', async () => {
    const optOut = await call(optedOutEditor, 'postReview.setMailPreference', { reviewMail: false });
    expect(trpcData(optOut)).toEqual({ reviewMail: false });
    expect(trpcData(await trpcQuery(optedOutEditor, 'postReview.mailPreference'))).toEqual({ reviewMail: false });
    expect(trpcData(await trpcQuery(editor, 'postReview.mailPreference'))).toEqual({ reviewMail: true });

    const post = await newDraft(contributor, 'Ready for review');
    const answer = trpcData<ReviewAnswer>(await submit(contributor, post.id));
    expect(answer.post.status).toBe('in_review');
    expect(answer.review).toMatchObject({ state: 'in_review', note: null });

    expect(await listedStatus(contributor, post.id)).toBe('in_review');
    expect(await listedStatus(editor, post.id, 'in_review')).toBe('in_review');
    expect(await listedStatus(editor, post.id, 'draft')).toBeUndefined();

    // Nothing to change while an editor looks at it (a 409 that says how to get it back).
    const edit = await call(contributor, 'blogAdmin.update', { id: post.id, baseRevision: answer.post.revision, title: 'Changed' });
    expect(edit.status).toBe(409);
    expect(edit.json.error.message).toBe('This post is in review: withdraw it from review to change it, or wait for an editor.');
    expect((await call(contributor, 'blogAdmin.delete', { id: post.id })).status).toBe(409);

    const again = await submit(contributor, post.id);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('This post is already in review: an editor has been told.');

    const mails = await mailsAbout('Ready for review');
    const recipients = mails.map((mail) => mail.to);
    expect(recipients.some((to) => to.startsWith('editor'))).toBe(true);
    // Turned off in the profile: not told. The contributor who submitted: not told either.
    const optedOutEmail = (
      await server.orm.em.getConnection().execute<Array<{ email: string }>>(`select email from users where id = ?`, [optedOutEditorId])
    )[0]!.email;
    expect(recipients).not.toContain(optedOutEmail);
    expect(recipients.every((to) => !to.startsWith('contributor'))).toBe(true);
    expect(mails[0]!.text).toContain(`/admin/dashboard?page=blog&post=${post.id}`);

    const activity = await server.orm.em
      .getConnection()
      .execute<Array<{ kind: string }>>(`select kind from activity_entries where link = ? order by id`, [
        `/admin/dashboard?page=blog&post=${post.id}`,
      ]);
    expect(activity.map((row) => row.kind)).toContain('blog.submitted');
  });

  it('refuses another contributor’s post (404), an author (400) and a published post (409)', async () => {
    const post = await newDraft(contributor, 'Not yours');
    const others = await submit(otherContributor, post.id);
    expect(others.status).toBe(404);

    const own = await newDraft(author, 'An author publishes');
    const byAuthor = await submit(author, own.id);
    expect(byAuthor.status).toBe(400);
    expect(byAuthor.json.error.message).toBe('Your role (Author) publishes its own posts: there is no review to submit to.');

    trpcData(await call(editor, 'blogAdmin.publish', { id: post.id, baseRevision: post.revision }));
    const published = await submit(contributor, post.id);
    expect(published.status).toBe(409);
    expect(published.json.error.message).toBe('This post has been published: it cannot go back into review. Ask an editor to change it.');
  });
});

describe('withdraw, send back and publish', () => {
  it('lets the contributor withdraw their post to change it, and no one else', async () => {
    const post = await newDraft(contributor, 'Taken back');
    trpcData(await submit(contributor, post.id));
    expect((await withdraw(otherContributor, post.id)).status).toBe(404);
    const byEditor = await withdraw(editor, post.id);
    expect(byEditor.status).toBe(400);
    const answer = trpcData<ReviewAnswer>(await withdraw(contributor, post.id));
    expect(answer.post.status).toBe('draft');
    expect(answer.review).toBeNull();
    const notInReview = await withdraw(contributor, post.id);
    expect(notInReview.status).toBe(409);
    trpcData(
      await call(contributor, 'blogAdmin.update', { id: post.id, baseRevision: answer.post.revision, title: 'Taken back, changed' }),
    );
  });

  it('lets an editor send it back with a note the contributor sees until they submit again', async () => {
    const post = await newDraft(contributor, 'Needs work');
    trpcData(await submit(contributor, post.id));

    const byContributor = await sendBack(contributor, post.id, 'Mine is fine');
    expect(byContributor.status).toBe(403);
    expect(byContributor.json.error.message).toBe('This action needs an editor or higher role.');
    const byAuthor = await sendBack(author, post.id, 'No');
    expect(byAuthor.status).toBe(403);
    const blank = await sendBack(editor, post.id, '  ');
    expect(blank.status).toBe(400);
    expect(blank.json.error.message).toBe('Write a note for the contributor: what should change before it can be published.');

    const answer = trpcData<ReviewAnswer>(await sendBack(editor, post.id, 'Add a price list, please.'));
    expect(answer.post.status).toBe('draft');
    expect(await review(contributor, post.id)).toMatchObject({ state: 'sent_back', note: 'Add a price list, please.' });
    expect(await listedStatus(contributor, post.id)).toBe('draft');
    const twice = await sendBack(editor, post.id, 'Again');
    expect(twice.status).toBe(409);
    expect(twice.json.error.message).toBe('This post is not in review: only a post submitted for review can be sent back.');

    // The contributor changes it (allowed again) and submits: the note is gone.
    trpcData(await call(contributor, 'blogAdmin.update', { id: post.id, baseRevision: answer.post.revision, title: 'Needs work: done' }));
    trpcData(await submit(contributor, post.id));
    expect(await review(contributor, post.id)).toMatchObject({ state: 'in_review', note: null });

    const kinds = await server.orm.em
      .getConnection()
      .execute<Array<{ kind: string; actor_id: number }>>(
        `select kind, actor_id from activity_entries where kind = 'blog.sent-back' and link = ?`,
        [`/admin/dashboard?page=blog&post=${post.id}`],
      );
    expect(kinds).toEqual([{ kind: 'blog.sent-back', actor_id: editorId }]);
  });

  it('leaves review when an editor publishes it, and the contributor may no longer change it', async () => {
    const post = await newDraft(contributor, 'Going live');
    const submitted = trpcData<ReviewAnswer>(await submit(contributor, post.id));
    const published = trpcData<AdminBlogPost>(
      await call(editor, 'blogAdmin.publish', { id: post.id, baseRevision: submitted.post.revision }),
    );
    expect(published.status).toBe('published');
    expect(await review(contributor, post.id)).toBeNull();
    expect(await listedStatus(editor, post.id, 'in_review')).toBeUndefined();
    const edit = await call(contributor, 'blogAdmin.update', { id: post.id, baseRevision: published.revision, title: 'Changed' });
    expect(edit.status).toBe(403);
    expect(edit.json.error.message).toBe(
      'Your role (Contributor) cannot change a post that has been published: ask an editor to change it.',
    );
  });
});
