// The activity log's entries of scheduled publishes going live (went-live-log.ts, run by the publish scheduler):
// one per event with two instances over one database, dated at the scheduled time, by the admin who scheduled it;
// written at start-up for a time that passed while no instance ran; none for a schedule canceled or replaced.
import { ACTIVITY_EXPORT_URL, type ActivityEntry, type ActivityListPage, type AdminBlogPost } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builderLink, postLink } from './activity-links.ts';
import { newBuilderPage } from '../test/builder-client.ts';
import type { WebAppStandIn } from '../test/served-html.ts';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';
import { trpcData, trpcQuery } from '../test/trpc-query.ts';
import { beforeItsTime, inHours, soon, schedulePage, startTwoInstances, type TwoInstances } from '../test/schedule-test-servers.ts';
import { logWentLive } from './went-live-log.ts';

let instances: TwoInstances;
let first: TestServer;
let second: TestServer;
let web: WebAppStandIn;
let admin: TestClient;
let adminName: string;

beforeAll(async () => {
  instances = await startTwoInstances();
  ({ first, second, web } = instances);
  ({ client: admin, username: adminName } = await first.signedInAccount('admin'));
});

afterAll(() => instances?.close());

/** The log's entries of `kind` linking to `link`, as the Activity screen lists them (its kind filter). */
async function wentLive(server: TestServer, kind: 'builder.went-live' | 'blog.went-live', link: string): Promise<ActivityEntry[]> {
  const client = server === first ? admin : await server.signedInClient('admin');
  const page = trpcData<ActivityListPage>(await trpcQuery(client, 'activity.list', { page: 1, filter: { kind } }));
  expect(page.items.every((entry) => entry.kind === kind)).toBe(true);
  return page.items.filter((entry) => entry.link === link);
}

/** Until `at` has passed and every scheduler given has run after it (so each has had its chance to log it). */
async function allRanAfter(at: Date, ...servers: TestServer[]): Promise<void> {
  await expect.poll(() => Date.now() > at.getTime()).toBe(true);
  for (const server of servers) await server.app.publishScheduler?.run();
}

async function newPost(client: TestClient): Promise<AdminBlogPost> {
  return trpcData<AdminBlogPost>(await client.post('/trpc/blogAdmin.create', {}));
}

async function publishPost(client: TestClient, post: AdminBlogPost, at?: Date): Promise<AdminBlogPost> {
  return trpcData<AdminBlogPost>(
    await client.post('/trpc/blogAdmin.publish', { id: post.id, baseRevision: post.revision, ...(at ? { at: at.toISOString() } : {}) }),
  );
}

describe('a scheduled builder page going live, with two instances running', () => {
  it('is logged once, at its scheduled time, by who scheduled it, and exported in the CSV', async () => {
    const pageId = await newBuilderPage(admin, 'live-once');
    const at = soon();
    await schedulePage(admin, pageId, at);
    const link = builderLink('live-once');
    beforeItsTime(at);
    expect(await wentLive(first, 'builder.went-live', link)).toEqual([]);

    await expect.poll(async () => (await wentLive(first, 'builder.went-live', link)).length).toBe(1);
    await allRanAfter(at, first, second);
    expect(await wentLive(second, 'builder.went-live', link)).toEqual([
      expect.objectContaining({
        at: at.toISOString(),
        actor: adminName,
        kind: 'builder.went-live',
        summary: 'Version 0 of the builder page "live-once" went live, as scheduled',
        link,
      }),
    ]);

    const csv = await admin.get(`${ACTIVITY_EXPORT_URL}?${new URLSearchParams({ kind: 'builder.went-live' }).toString()}`);
    expect(csv.status).toBe(200);
    expect(csv.text.trim().split(/\r?\n/)).toContain(
      `${at.toISOString()},${adminName},Scheduled builder page went live,"Version 0 of the builder page ""live-once"" went live, as scheduled",${link}`,
    );
  });

  it('writes one entry however many instances log the same window at once', async () => {
    // A database of its own whose instances' schedulers are stopped: only the concurrent calls below log the publish.
    const lone = await startTestServer({ WEB_DIST_DIR: web.dir });
    const other = await startTestServer({ WEB_DIST_DIR: web.dir }, { shareDatabaseOf: lone });
    try {
      await lone.app.publishScheduler!.close();
      await other.app.publishScheduler!.close();
      const loneAdmin = await lone.signedInClient('admin');
      const pageId = await newBuilderPage(loneAdmin, 'live-race');
      const from = new Date();
      const at = soon();
      await schedulePage(loneAdmin, pageId, at);
      await expect.poll(() => Date.now() > at.getTime()).toBe(true);
      const until = new Date();
      const written = await Promise.all(
        [lone, other, lone, other, lone, other].map((server) => logWentLive(server.orm.em.fork(), from, until)),
      );
      expect(written.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(await wentLive(lone, 'builder.went-live', builderLink('live-race'))).toHaveLength(1);
    } finally {
      await other.close();
      await lone.close();
    }
  });

  it('is logged by a write after its time that no scheduler saw (the write moves it into the published fields)', async () => {
    const lone = await startTestServer({ WEB_DIST_DIR: web.dir });
    try {
      await lone.app.publishScheduler!.close();
      const { client: loneAdmin, username } = await lone.signedInAccount('admin');
      const pageId = await newBuilderPage(loneAdmin, 'live-settled');
      const at = soon();
      await schedulePage(loneAdmin, pageId, at);
      await expect.poll(() => Date.now() > at.getTime()).toBe(true);
      expect(await wentLive(lone, 'builder.went-live', builderLink('live-settled'))).toEqual([]);
      expect((await loneAdmin.post('/trpc/builderPage.unpublish', { pageId })).status).toBe(200);
      expect(await wentLive(lone, 'builder.went-live', builderLink('live-settled'))).toEqual([
        expect.objectContaining({ at: at.toISOString(), actor: username }),
      ]);
    } finally {
      await lone.close();
    }
  });

  it('is not logged when the schedule is canceled or replaced before its time', async () => {
    const canceled = await newBuilderPage(admin, 'live-canceled');
    const replaced = await newBuilderPage(admin, 'live-replaced');
    const at = soon();
    await schedulePage(admin, canceled, at);
    await schedulePage(admin, replaced, at);
    expect((await admin.post('/trpc/builderPage.cancelSchedule', { pageId: canceled })).status).toBe(200);
    await schedulePage(admin, replaced, inHours(5));
    beforeItsTime(at);
    await allRanAfter(at, first, second);
    expect(await wentLive(first, 'builder.went-live', builderLink('live-canceled'))).toEqual([]);
    expect(await wentLive(first, 'builder.went-live', builderLink('live-replaced'))).toEqual([]);
    expect((await admin.post('/trpc/builderPage.cancelSchedule', { pageId: replaced })).status).toBe(200);
  });
});

describe('a scheduled post going live, with two instances running', () => {
  it('a first publication is logged once at its time; a post unpublished before its time is not', async () => {
    const post = await newPost(admin);
    const withdrawn = await newPost(admin);
    const at = soon();
    expect((await publishPost(admin, post, at)).status).toBe('scheduled');
    const scheduled = await publishPost(admin, withdrawn, at);
    const draft = await admin.post('/trpc/blogAdmin.unpublish', { id: withdrawn.id, baseRevision: scheduled.revision });
    expect(draft.status, draft.text).toBe(200);
    beforeItsTime(at);

    await expect.poll(async () => (await wentLive(first, 'blog.went-live', postLink(post.id))).length).toBe(1);
    await allRanAfter(at, first, second);
    expect(await wentLive(second, 'blog.went-live', postLink(post.id))).toEqual([
      expect.objectContaining({
        at: at.toISOString(),
        actor: adminName,
        summary: `The post "${post.title}" went live, as scheduled`,
      }),
    ]);
    expect(await wentLive(first, 'blog.went-live', postLink(withdrawn.id))).toEqual([]);
  });

  it('a live post back online after its time offline is logged once, by who took it offline', async () => {
    const live = await publishPost(admin, await newPost(admin));
    expect(live.status).toBe('published');
    // An immediate publish is the 'blog.published' entry, not a scheduled one going live.
    const { client: other, username: otherName } = await first.signedInAccount('admin');
    const at = soon();
    const offline = await publishPost(other, live, at);
    expect(offline.offlineUntil).toBe(at.toISOString());

    await expect.poll(async () => (await wentLive(first, 'blog.went-live', postLink(live.id))).length).toBe(1);
    await allRanAfter(at, first, second);
    expect(await wentLive(first, 'blog.went-live', postLink(live.id))).toEqual([
      expect.objectContaining({
        at: at.toISOString(),
        actor: otherName,
        summary: `The post "${live.title}" came back online, as scheduled`,
      }),
    ]);
  });
});

describe('a scheduled publish whose time passed while no instance ran', () => {
  it('is logged once at start-up, however many instances start', async () => {
    const lone = await startTestServer({ WEB_DIST_DIR: web.dir });
    try {
      const { client: loneAdmin, username } = await lone.signedInAccount('admin');
      const pageId = await newBuilderPage(loneAdmin, 'live-late');
      const at = soon();
      await schedulePage(loneAdmin, pageId, at);
      // The only instance goes down before the time (its scheduler stops as at its close).
      await lone.app.publishScheduler!.close();
      beforeItsTime(at);
      await expect.poll(() => Date.now() > at.getTime() + 200).toBe(true);
      expect(await wentLive(lone, 'builder.went-live', builderLink('live-late'))).toEqual([]);

      const late = await startTestServer({ WEB_DIST_DIR: web.dir }, { shareDatabaseOf: lone });
      const later = await startTestServer({ WEB_DIST_DIR: web.dir }, { shareDatabaseOf: lone });
      try {
        await expect.poll(async () => (await wentLive(lone, 'builder.went-live', builderLink('live-late'))).length).toBe(1);
        await late.app.publishScheduler!.run();
        await later.app.publishScheduler!.run();
      } finally {
        await later.close();
        await late.close();
      }
      const again = await startTestServer({ WEB_DIST_DIR: web.dir }, { shareDatabaseOf: lone });
      await again.app.publishScheduler!.run();
      await again.close();
      expect(await wentLive(lone, 'builder.went-live', builderLink('live-late'))).toEqual([
        expect.objectContaining({ at: at.toISOString(), actor: username }),
      ]);
    } finally {
      await lone.close();
    }
  });
});
