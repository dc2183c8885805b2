// Scheduled Updates (issue 40: "a scheduled Update at a time"): a live post's working copy goes live at the time set,
// applied by the publish scheduler as Update does, once across two instances, and at start-up when overdue. Time is
// moved with the server clock (clock.ts), and the schedulers are run as their timers would run them.
import type { AdminBlogPost, BlogRevisionSummary } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../clock.ts';
import { inHours, startTwoInstances, type TwoInstances } from '../test/schedule-test-servers.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { trpcData, trpcQuery } from '../test/trpc-query.ts';
import { applyDueUpdates } from './scheduled-update.ts';

let instances: TwoInstances;
let first: TestServer;
let second: TestServer;
let editor: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  instances = await startTwoInstances();
  ({ first, second } = instances);
  editor = await first.signedInClient('editor');
  anonymous = new TestClient(first.baseUrl);
});

afterEach(() => setClock());

afterAll(() => instances?.close());

const mutate = (client: TestClient, path: string, input: unknown = {}) => client.post(`/trpc/blogAdmin.${path}`, input);
const call = async (client: TestClient, path: string, input: unknown = {}) => trpcData<AdminBlogPost>(await mutate(client, path, input));
const byId = async (client: TestClient, id: number) => trpcData<AdminBlogPost>(await trpcQuery(client, 'blogAdmin.byId', { id }));

/** A post of `client` titled `title` with a paragraph of `body`, published now. */
async function livePost(client: TestClient, title: string, body: string): Promise<AdminBlogPost> {
  const created = await call(client, 'create');
  const saved = await call(client, 'update', { id: created.id, baseRevision: created.revision, title, content: `<p>${body}</p>` });
  return call(client, 'publish', { id: saved.id, baseRevision: saved.revision });
}

/** What an anonymous visitor reads at `/blog/<slug>`: the API's body (null for none) and the page's HTML. */
async function visitorReads(slug: string): Promise<{ body: string | null; page: string }> {
  const api = await trpcQuery(anonymous, 'blogPost.bySlug', { slug });
  const body = api.status === 200 ? (api.json as { result: { data: { content: string } } }).result.data.content : null;
  return { body, page: (await anonymous.get(`/blog/${slug}`)).text };
}

/** The actions of post `id`'s revisions, newest first. */
async function revisionActions(client: TestClient, id: number): Promise<string[]> {
  return trpcData<BlogRevisionSummary[]>(await trpcQuery(client, 'blogAdmin.revisions', { id })).map((row) => row.action);
}

/** Moves the server clock `hours` ahead and runs both instances' schedulers at once, as their timers would. */
async function timePasses(hours: number): Promise<void> {
  const offset = hours * 60 * 60 * 1000;
  setClock(() => new Date(Date.now() + offset));
  await Promise.all([first.app.publishScheduler!.run(), second.app.publishScheduler!.run()]);
}

describe('a scheduled Update of a live post', () => {
  it('keeps the live text until its time, then applies the working copy as it stands once, with a revision and a 301', async () => {
    const live = await livePost(editor, 'Gutter survey prices', 'The published prices.');
    const copy = await call(editor, 'update', { id: live.id, baseRevision: live.revision, content: '<p>First draft of new prices.</p>' });
    const at = inHours(1);
    const scheduled = await call(editor, 'scheduleChanges', { id: live.id, baseRevision: copy.revision, at: at.toISOString() });
    expect(scheduled.workingCopy).toMatchObject({ applyAt: at.toISOString(), applyFailure: null });
    expect(scheduled.workingCopy?.applyBy).toEqual(expect.any(String));
    // Every instance's scheduler sets its timer for it.
    await expect.poll(() => second.app.publishScheduler?.nextDue).toBe(at.getTime());
    // Edits after scheduling keep the schedule: what is there at the time goes live.
    const edited = await call(editor, 'update', {
      id: live.id,
      baseRevision: scheduled.revision,
      slug: 'gutter-survey-prices-2027',
      content: '<p>The new prices for 2027.</p>',
    });
    expect(edited.workingCopy?.applyAt).toBe(at.toISOString());
    await Promise.all([first.app.publishScheduler!.run(), second.app.publishScheduler!.run()]);
    expect((await visitorReads(live.slug)).body).toBe('<p>The published prices.</p>');
    expect(await revisionActions(editor, live.id)).not.toContain('updated');

    await timePasses(2);
    const after = await visitorReads('gutter-survey-prices-2027');
    expect(after.body).toBe('<p>The new prices for 2027.</p>');
    expect(after.page).toContain('The new prices for 2027.');
    const old = await fetch(`${first.baseUrl}/blog/${live.slug}`, { redirect: 'manual' });
    await old.arrayBuffer();
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toContain('/blog/gutter-survey-prices-2027');
    // Two instances ran at once: one Update.
    expect((await revisionActions(editor, live.id)).filter((action) => action === 'updated')).toHaveLength(1);
    const view = await byId(editor, live.id);
    expect(view.workingCopy).toBeNull();
    expect(view.content).toBe('<p>The new prices for 2027.</p>');
  });

  it('is applied once however many instances apply what came due at once', async () => {
    const live = await livePost(editor, 'Raced update', 'Live words.');
    const copy = await call(editor, 'update', { id: live.id, baseRevision: live.revision, content: '<p>Raced words.</p>' });
    await call(editor, 'scheduleChanges', { id: live.id, baseRevision: copy.revision, at: inHours(1).toISOString() });
    const later = inHours(2);
    const applied = await Promise.all(
      [first, second, first, second, first, second].map((server) => applyDueUpdates(server.orm.em.fork(), later)),
    );
    expect(applied.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect((await revisionActions(editor, live.id)).filter((action) => action === 'updated')).toHaveLength(1);
    expect((await visitorReads(live.slug)).body).toBe('<p>Raced words.</p>');
  });

  it('is canceled: the working copy stays, without a time, and nothing goes live', async () => {
    const live = await livePost(editor, 'Canceled update', 'Live words.');
    const copy = await call(editor, 'update', { id: live.id, baseRevision: live.revision, content: '<p>Copy words.</p>' });
    const scheduled = await call(editor, 'scheduleChanges', { id: live.id, baseRevision: copy.revision, at: inHours(1).toISOString() });
    const canceled = await call(editor, 'cancelScheduledChanges', { id: live.id, baseRevision: scheduled.revision });
    expect(canceled.workingCopy).toMatchObject({ applyAt: null, applyBy: null });
    await timePasses(2);
    expect((await visitorReads(live.slug)).body).toBe('<p>Live words.</p>');
    expect((await byId(editor, live.id)).content).toBe('<p>Copy words.</p>');
  });

  it('is not applied when an image lacks alt text: the copy stays, the time is cleared and the editor is told why', async () => {
    const live = await livePost(editor, 'Missing alt at its time', 'Live words.');
    const copy = await call(editor, 'update', {
      id: live.id,
      baseRevision: live.revision,
      content: '<p>New words.</p><p><img src="/media/shop.jpg" width="20" height="20"></p>',
    });
    await call(editor, 'scheduleChanges', { id: live.id, baseRevision: copy.revision, at: inHours(1).toISOString() });
    await timePasses(2);
    expect((await visitorReads(live.slug)).body).toBe('<p>Live words.</p>');
    const view = await byId(editor, live.id);
    expect(view.content).toContain('New words.');
    expect(view.workingCopy?.applyAt).toBeNull();
    expect(view.workingCopy?.applyFailure).toMatch(/^The scheduled update was not applied: .*alt text/);
    expect(await revisionActions(editor, live.id)).not.toContain('updated');
  });

  it('is for whoever may Update the post, at a time ahead, of a post with changes', async () => {
    const { client: author, id: authorId } = await first.signedInAccount('author');
    expect(authorId).toBeGreaterThan(0);
    const own = await livePost(author, 'An author update', 'Live words.');
    const copy = await call(author, 'update', { id: own.id, baseRevision: own.revision, content: '<p>Author copy.</p>' });
    const at = inHours(3).toISOString();
    const mine = await mutate(author, 'scheduleChanges', { id: own.id, baseRevision: copy.revision, at });
    expect(mine.status, mine.text).toBe(200);
    const revision = trpcData<AdminBlogPost>(mine).revision;

    const contributor = await first.signedInClient('contributor');
    expect((await mutate(contributor, 'scheduleChanges', { id: own.id, baseRevision: revision, at })).status).toBe(403);
    expect((await mutate(contributor, 'cancelScheduledChanges', { id: own.id, baseRevision: revision })).status).toBe(403);
    const otherAuthor = await first.signedInClient('author');
    expect((await mutate(otherAuthor, 'cancelScheduledChanges', { id: own.id, baseRevision: revision })).status).toBe(404);
    expect((await mutate(anonymous, 'scheduleChanges', { id: own.id, baseRevision: revision, at })).status).toBe(401);

    const past = await mutate(author, 'scheduleChanges', {
      id: own.id,
      baseRevision: revision,
      at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.text).toContain('That time has passed');
    const unchanged = await livePost(editor, 'Nothing to update', 'Live words.');
    const none = await mutate(editor, 'scheduleChanges', { id: unchanged.id, baseRevision: unchanged.revision, at });
    expect(none.status).toBe(400);
    expect(none.text).toContain('There are no changes to update');
    expect((await byId(author, own.id)).workingCopy?.applyAt).toBe(at);
    expect((await call(author, 'cancelScheduledChanges', { id: own.id, baseRevision: revision })).workingCopy?.applyAt).toBeNull();
  });
});

describe('a scheduled Update whose time passed while no instance ran', () => {
  it('is applied when an instance starts', async () => {
    const lone = await startTestServer({}, { webStandIn: true });
    try {
      const loneEditor = await lone.signedInClient('editor');
      const live = await livePost(loneEditor, 'Overdue update', 'Before the restart.');
      const copy = await call(loneEditor, 'update', { id: live.id, baseRevision: live.revision, content: '<p>After the restart.</p>' });
      await call(loneEditor, 'scheduleChanges', { id: live.id, baseRevision: copy.revision, at: inHours(1).toISOString() });
      // The only instance goes down before the time (its scheduler stops as at its close).
      await lone.app.publishScheduler!.close();
      setClock(() => new Date(Date.now() + 2 * 60 * 60 * 1000));
      const late = await startTestServer({}, { shareDatabaseOf: lone });
      try {
        await expect.poll(async () => (await byId(loneEditor, live.id)).workingCopy).toBeNull();
        expect((await byId(loneEditor, live.id)).content).toBe('<p>After the restart.</p>');
        expect((await revisionActions(loneEditor, live.id))[0]).toBe('updated');
      } finally {
        await late.close();
      }
    } finally {
      await lone.close();
    }
  });
});
