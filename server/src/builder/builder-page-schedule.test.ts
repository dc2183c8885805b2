// Scheduled publishes of builder pages (builder-publication.ts): a page goes live at its time on every instance,
// with no timer and no write at that time, through the cached reads and the kept public pages of each.
import { addElementCommand, createIdGenerator } from '@app/builder-engine';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../clock.ts';
import { acceptedStep, applied, newBuilderPage, openPage } from '../test/builder-client.ts';
import { initialState } from '../test/served-html.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';

let first: TestServer;
let second: TestServer;
let admin: TestClient;
const ids = createIdGenerator();

beforeAll(async () => {
  // Two instances of one deployment, each over its own copy of the same stand-in web build.
  first = await startTestServer({}, { webStandIn: true });
  second = await startTestServer({}, { shareDatabaseOf: first, webStandIn: true });
  admin = await first.signedInClient('admin');
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

afterEach(() => setClock());

/** The version of the builder page a visitor of `server` is served at `path` (its served HTML), or null for none. */
async function servedVersion(server: TestServer, path: string): Promise<number | null> {
  const res = await new TestClient(server.baseUrl).get(path);
  return initialState(res.text).builderPage?.page?.version ?? null;
}

/** A new page at /{slug} with `steps` headings added (so it is at version `steps`). */
async function pageWithSteps(slug: string, steps: number): Promise<number> {
  const pageId = await newBuilderPage(admin, slug);
  let tree = (await openPage(admin, pageId)).tree;
  for (let version = 0; version < steps; version += 1) {
    const heading = addElementCommand(tree, 'heading', ids);
    tree = applied(tree, heading);
    await acceptedStep(admin, pageId, version, heading);
  }
  return pageId;
}

/** Adds one more heading to a page at `version`. */
async function addStep(pageId: number, version: number): Promise<void> {
  const tree = (await openPage(admin, pageId)).tree;
  await acceptedStep(admin, pageId, version, addElementCommand(tree, 'heading', ids));
}

// A minute ahead: moving the clock just past it stays within the read cache's safety age (5 minutes), so only the
// expiry at the scheduled time can make an instance read the page again.
const inAMinute = () => new Date(Date.now() + 60 * 1000);

describe('builderPage.publish with a time', () => {
  it('keeps the live version until the time, then serves the new one on every instance without a write', async () => {
    const pageId = await pageWithSteps('summer-sale', 1);
    expect((await admin.post('/trpc/builderPage.publish', { pageId })).status).toBe(200);
    await addStep(pageId, 1);
    // Both instances serve (and keep) version 1 before the schedule.
    expect(await servedVersion(first, '/summer-sale')).toBe(1);
    expect(await servedVersion(second, '/summer-sale')).toBe(1);

    const at = inAMinute();
    const scheduled = await admin.post('/trpc/builderPage.publish', { pageId, at: at.toISOString() });
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(scheduled.json.result.data).toMatchObject({ publishedVersion: 1, scheduledVersion: 2, scheduledAt: at.toISOString() });
    expect(await servedVersion(second, '/summer-sale')).toBe(1);
    const published = await trpcQuery(new TestClient(second.baseUrl), 'builderPage.published', { path: '/summer-sale' });
    expect(published.json.result.data.version).toBe(1);
    // The publish to come is not listed among the publishes yet.
    const before = await trpcQuery(admin, 'builderPage.publishedVersions', { pageId });
    expect(before.json.result.data.map((entry: { version: number }) => entry.version)).toEqual([1]);

    setClock(() => new Date(at.getTime() + 1000));
    expect(await servedVersion(second, '/summer-sale')).toBe(2);
    expect(await servedVersion(first, '/summer-sale')).toBe(2);
    const live = await trpcQuery(new TestClient(second.baseUrl), 'builderPage.published', { path: '/summer-sale' });
    expect(live.json.result.data).toMatchObject({ version: 2, publishedAt: at.toISOString() });
    const after = await trpcQuery(admin, 'builderPage.publishedVersions', { pageId });
    expect(after.json.result.data.map((entry: { version: number; live: boolean }) => [entry.version, entry.live])).toEqual([
      [2, true],
      [1, false],
    ]);
    const summary = await trpcQuery(admin, 'builderPage.bySlug', { slug: 'summer-sale' });
    expect(summary.json.result.data).toMatchObject({ publishedVersion: 2, scheduledVersion: null, scheduledAt: null });
  });

  it('a page never published appears at its time on a second instance, and the sitemap lists it from then', async () => {
    const pageId = await pageWithSteps('winter-launch', 1);
    expect(await servedVersion(second, '/winter-launch')).toBeNull();
    expect((await new TestClient(second.baseUrl).get('/winter-launch')).status).toBe(404);
    const at = inAMinute();
    expect((await admin.post('/trpc/builderPage.publish', { pageId, at: at.toISOString() })).status).toBe(200);
    expect((await new TestClient(second.baseUrl).get('/winter-launch')).status).toBe(404);
    expect((await new TestClient(second.baseUrl).get('/sitemap.xml')).text).not.toContain('/winter-launch');

    setClock(() => new Date(at.getTime() + 1000));
    expect((await new TestClient(second.baseUrl).get('/winter-launch')).status).toBe(200);
    expect(await servedVersion(second, '/winter-launch')).toBe(1);
    expect((await new TestClient(second.baseUrl).get('/sitemap.xml')).text).toContain('/winter-launch');
  });

  it('cancels a scheduled publish, and unpublishing cancels one too', async () => {
    const pageId = await pageWithSteps('autumn-deals', 1);
    const at = inAMinute();
    expect((await admin.post('/trpc/builderPage.publish', { pageId, at: at.toISOString() })).status).toBe(200);
    const canceled = await admin.post('/trpc/builderPage.cancelSchedule', { pageId });
    expect(canceled.status, canceled.text).toBe(200);
    expect(canceled.json.result.data).toMatchObject({ publishedVersion: null, scheduledVersion: null, scheduledAt: null });
    const again = await admin.post('/trpc/builderPage.cancelSchedule', { pageId });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('The builder page "autumn-deals" has no scheduled publish to cancel.');

    expect((await admin.post('/trpc/builderPage.publish', { pageId, at: at.toISOString() })).status).toBe(200);
    expect((await admin.post('/trpc/builderPage.unpublish', { pageId })).status).toBe(200);
    setClock(() => new Date(at.getTime() + 1000));
    expect(await servedVersion(second, '/autumn-deals')).toBeNull();
    expect((await trpcQuery(admin, 'builderPage.publishedVersions', { pageId })).json.result.data).toEqual([]);
  });

  it('refuses a time that has passed or is no time, with a message', async () => {
    const pageId = await pageWithSteps('past-times', 0);
    const past = await admin.post('/trpc/builderPage.publish', { pageId, at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.json.error.message).toBe('Choose a publish time in the future, or publish now.');
    const garbage = await admin.post('/trpc/builderPage.publish', { pageId, at: 'tomorrow' });
    expect(garbage.status).toBe(400);
    expect(garbage.text).toContain('The publish time must be an ISO date and time.');
    const ordinary = await first.signedInClient('user');
    expect((await ordinary.post('/trpc/builderPage.publish', { pageId, at: inAMinute().toISOString() })).status).toBe(403);
    expect((await ordinary.post('/trpc/builderPage.cancelSchedule', { pageId })).status).toBe(403);
  });
});
