// The publish scheduler (publish-scheduler.ts): at a scheduled publish's time every instance refreshes what is
// derived from the public site, with short real schedules (the timer runs on real time) over two instances.
import { addElementCommand, createIdGenerator } from '@app/builder-engine';
import type { AdminBlogPost, KeyphraseUse } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedStep, newBuilderPage, openPage } from '../test/builder-client.ts';
import type { WebAppStandIn } from '../test/served-html.ts';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';
import { trpcData, trpcQuery } from '../test/trpc-query.ts';
import { storedAnalysis } from '../test/report-test-server.ts';
import { backgroundAnalysesSettled } from '../seo-report/seo-runtime.ts';
import { MAX_TIMER_MS, timerDelay } from './publish-scheduler.ts';
import { beforeItsTime, inHours, soon, schedulePage, startTwoInstances, type TwoInstances } from '../test/schedule-test-servers.ts';

let instances: TwoInstances;
let first: TestServer;
let second: TestServer;
let web: WebAppStandIn;
let admin: TestClient;
const ids = createIdGenerator();

beforeAll(async () => {
  instances = await startTwoInstances();
  ({ first, second, web } = instances);
  admin = await first.signedInClient('admin');
  await backgroundAnalysesSettled(first.orm);
});

afterAll(() => instances?.close());

/** What the stored SEO analysis of a builder page says it analysed. */
async function analysedFrom(server: TestServer, pageId: number): Promise<string | undefined> {
  return (await storedAnalysis(server, 'builder', String(pageId)))?.analysed_from;
}

/** Adds one heading to a page at `version`. */
async function addStep(pageId: number, version: number): Promise<void> {
  const tree = (await openPage(admin, pageId)).tree;
  await acceptedStep(admin, pageId, version, addElementCommand(tree, 'heading', ids));
}

describe('the SEO report of a scheduled builder page', () => {
  it('a first publish: analysed as not public when scheduled, as published once its time has come', async () => {
    const pageId = await newBuilderPage(admin, 'sched-first');
    const at = soon();
    await schedulePage(admin, pageId, at);
    await backgroundAnalysesSettled(first.orm);
    beforeItsTime(at);
    expect(await analysedFrom(first, pageId)).toBe('not published: nothing public to analyse yet');

    await expect.poll(() => analysedFrom(first, pageId)).toMatch(/^\/sched-first as rendered at published version 0\b/);
    const row = await storedAnalysis(first, 'builder', String(pageId));
    expect(new Date(row!.analysed_at).getTime()).toBeGreaterThanOrEqual(at.getTime());
  });

  it('a page already live: the report moves to the scheduled version at its time', async () => {
    const pageId = await newBuilderPage(admin, 'sched-next');
    expect((await admin.post('/trpc/builderPage.publish', { pageId })).status).toBe(200);
    await addStep(pageId, 0);
    const at = soon();
    await schedulePage(admin, pageId, at);
    await backgroundAnalysesSettled(first.orm);
    beforeItsTime(at);
    expect(await analysedFrom(first, pageId)).toMatch(/^\/sched-next as rendered at published version 0\b/);

    await expect.poll(() => analysedFrom(first, pageId)).toMatch(/^\/sched-next as rendered at published version 1\b/);
  });
});

describe('the keyphrase uses an author is told of', () => {
  it('include a builder page first published by a schedule once its time has come', async () => {
    const pageId = await newBuilderPage(admin, 'sched-keyphrase');
    const update = await admin.post('/trpc/builderPage.update', { pageId, meta: { focusKeyphrase: 'scheduled gutter survey' } });
    expect(update.status, update.text).toBe(200);
    const at = soon();
    await schedulePage(admin, pageId, at);
    await backgroundAnalysesSettled(first.orm);
    const author = await first.signedInClient('author');
    const uses = async () =>
      trpcData<KeyphraseUse[]>(await trpcQuery(author, 'seoReport.keyphraseUses', { keyphrase: 'scheduled gutter survey' })).map(
        (use) => use.id,
      );
    beforeItsTime(at);
    expect(await uses()).toEqual([]);
    await expect.poll(uses).toEqual([String(pageId)]);
  });
});

describe('the next scheduled publish', () => {
  it('is known to every instance: set, moved and canceled on one, the other re-arms its timer', async () => {
    const pageId = await newBuilderPage(admin, 'sched-moves');
    const later = inHours(3);
    await schedulePage(admin, pageId, later);
    await expect.poll(() => second.app.publishScheduler?.nextDue).toBe(later.getTime());
    expect(second.app.publishScheduler?.armed).toBe(true);

    const sooner = inHours(2);
    await schedulePage(admin, pageId, sooner);
    await expect.poll(() => second.app.publishScheduler?.nextDue).toBe(sooner.getTime());

    expect((await admin.post('/trpc/builderPage.cancelSchedule', { pageId })).status).toBe(200);
    await expect.poll(() => second.app.publishScheduler?.nextDue).toBeUndefined();
    expect(second.app.publishScheduler?.armed).toBe(false);
    // The instance that canceled hears of it as the other does (its run also applies due post Updates first): in time.
    await expect.poll(() => first.app.publishScheduler?.nextDue).toBeUndefined();
  });

  it("includes a post's scheduled publication", async () => {
    const created = trpcData<AdminBlogPost>(await admin.post('/trpc/blogAdmin.create', {}));
    const at = inHours(1);
    const res = await admin.post('/trpc/blogAdmin.publish', { id: created.id, baseRevision: created.revision, at: at.toISOString() });
    expect(trpcData<AdminBlogPost>(res).status).toBe('scheduled');
    await expect.poll(() => second.app.publishScheduler?.nextDue).toBe(at.getTime());
    const draft = await admin.post('/trpc/blogAdmin.unpublish', { id: created.id, baseRevision: trpcData<AdminBlogPost>(res).revision });
    expect(draft.status, draft.text).toBe(200);
    await expect.poll(() => second.app.publishScheduler?.nextDue).toBeUndefined();
  });

  it('sets a timer of at most a day (setTimeout overflows past ~24.8 days), and none for a time that has passed', () => {
    const at = Date.now();
    expect(timerDelay(at + 30 * 24 * 60 * 60 * 1000, at)).toBe(MAX_TIMER_MS);
    expect(timerDelay(at + 5000, at)).toBe(5000);
    expect(timerDelay(at - 5000, at)).toBe(0);
  });
});

describe('an instance started and closed around a schedule', () => {
  it('clears its timer when the app closes', async () => {
    const third = await startTestServer({ WEB_DIST_DIR: web.dir }, { shareDatabaseOf: first });
    const pageId = await newBuilderPage(admin, 'sched-close');
    await schedulePage(admin, pageId, inHours(4));
    await expect.poll(() => third.app.publishScheduler?.armed).toBe(true);
    const scheduler = third.app.publishScheduler!;
    await third.close();
    expect(scheduler.armed).toBe(false);
    expect(third.app.publishScheduler).toBeNull();
    expect((await admin.post('/trpc/builderPage.cancelSchedule', { pageId })).status).toBe(200);
  });

  it('catches up at start-up with a publish whose time passed while no instance ran', async () => {
    const lone = await startTestServer({ WEB_DIST_DIR: web.dir });
    try {
      const loneAdmin = await lone.signedInClient('admin');
      const pageId = await newBuilderPage(loneAdmin, 'sched-late');
      const at = soon();
      await schedulePage(loneAdmin, pageId, at);
      await backgroundAnalysesSettled(lone.orm);
      // The only instance goes down before the time (its scheduler stops as at its close).
      await lone.app.publishScheduler!.close();
      beforeItsTime(at);
      await expect.poll(() => Date.now() > at.getTime() + 200).toBe(true);
      expect(await analysedFrom(lone, pageId)).toBe('not published: nothing public to analyse yet');

      const late = await startTestServer({ WEB_DIST_DIR: web.dir }, { shareDatabaseOf: lone });
      try {
        await expect.poll(() => analysedFrom(lone, pageId)).toMatch(/^\/sched-late as rendered at published version 0\b/);
      } finally {
        await late.close();
      }
    } finally {
      await lone.close();
    }
  });
});
