// Saves, publishes, published versions, reverts and unpublishing end to end (builder-page-history.ts).
import { addElementCommand, createIdGenerator, describeCommand, getElement, styleCommand, type Command } from '@app/builder-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedStep, applied, newBuilderPage, openPage, pageIdOf, startBuilderTestServer } from '../test/builder-client.ts';
import { TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';

let server: TestServer;
let admin: TestClient;
let otherAdmin: TestClient;
const ids = createIdGenerator();

beforeAll(async () => ({ server, admin, otherAdmin } = await startBuilderTestServer()));
afterAll(() => server?.close());

/** A fresh empty page made with 'New page', so tests never share a log. */
const newPage = (slug: string) => newBuilderPage(admin, slug);

describe('save, publish, published versions, revert and unpublish', () => {
  it('publishes the current version to its path, lists publishes, reverts as new events and unpublishes', async () => {
    const pageId = await newPage('launch');
    let page = (await openPage(admin, pageId)).tree;
    const heading = addElementCommand(page, 'heading', ids);
    page = applied(page, heading);
    await acceptedStep(admin, pageId, 0, heading);
    const visitor = new TestClient(server.baseUrl);
    expect((await trpcQuery(visitor, 'builderPage.published', { path: '/launch' })).json.result.data).toBeNull();

    const saved = await admin.post('/trpc/builderPage.save', { pageId, name: 'First draft' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.result.data).toMatchObject({ version: 1, kind: 'save', name: 'First draft' });

    const published = await admin.post('/trpc/builderPage.publish', { pageId });
    expect(published.status, published.text).toBe(200);
    expect(published.json.result.data).toMatchObject({ version: 1, publishedVersion: 1 });
    const live = await trpcQuery(visitor, 'builderPage.published', { path: '/launch' });
    expect(live.status).toBe(200);
    expect(live.json.result.data).toMatchObject({ slug: 'launch', path: '/launch', version: 1, elements: page.elements });

    // Later edits stay unpublished until the next publish.
    const recolour = styleCommand(heading.element.id, 'color', '#00ff00');
    const button = addElementCommand(applied(page, recolour), 'button', ids);
    await acceptedStep(admin, pageId, 1, recolour);
    await acceptedStep(otherAdmin, pageId, 2, button);
    expect((await trpcQuery(visitor, 'builderPage.published', { path: '/launch' })).json.result.data.version).toBe(1);
    expect((await otherAdmin.post('/trpc/builderPage.publish', { pageId })).status).toBe(200);

    const versions = await trpcQuery(admin, 'builderPage.publishedVersions', { pageId });
    expect(versions.status).toBe(200);
    const list = versions.json.result.data as Array<{ version: number; live: boolean; author: { name: string }; publishedAt: string }>;
    expect(list.map((entry) => [entry.version, entry.live])).toEqual([
      [3, true],
      [1, false],
    ]);
    expect(list[1]!.author).toEqual({ id: expect.any(Number), name: 'Administrator' });
    expect(Number.isNaN(Date.parse(list[0]!.publishedAt))).toBe(false);

    // Revert to the first publish: appended as new log entries, history stays linear.
    const reverted = await admin.post('/trpc/builderPage.revert', { pageId, toVersion: 1 });
    expect(reverted.status, reverted.text).toBe(200);
    const { version, eventsAppended } = reverted.json.result.data as { version: number; eventsAppended: number };
    expect(eventsAppended).toBeGreaterThan(0);
    expect(version).toBe(3 + eventsAppended);
    const after = await openPage(admin, pageId);
    expect(after.tree.elements).toEqual(page.elements);
    const entries = await trpcQuery(admin, 'builderPage.events', { pageId, afterVersion: 0 });
    expect((entries.json.result.data.events as Array<{ version: number }>).map((entry) => entry.version)).toEqual(
      Array.from({ length: version }, (_, index) => index + 1),
    );
    // The revert is itself revertible.
    expect((await admin.post('/trpc/builderPage.revert', { pageId, toVersion: 3 })).status).toBe(200);
    expect(getElement((await openPage(admin, pageId)).tree, button.element.id)).toBeDefined();

    const checkpoints = await trpcQuery(admin, 'builderPage.checkpoints', { pageId });
    expect((checkpoints.json.result.data as Array<{ kind: string }>).map((checkpoint) => checkpoint.kind)).toEqual([
      'publish',
      'publish',
      'save',
    ]);

    const unpublished = await admin.post('/trpc/builderPage.unpublish', { pageId });
    expect(unpublished.json.result.data).toMatchObject({ publishedVersion: null });
    expect((await trpcQuery(visitor, 'builderPage.published', { path: '/launch' })).json.result.data).toBeNull();
  });

  it('records a revert as the minimal commands: taking back one font size is one event', async () => {
    const pageId = await newPage('revert-minimal');
    let page = (await openPage(admin, pageId)).tree;
    const edit = async (command: Command) => {
      const { version } = await acceptedStep(admin, pageId, (await openPage(admin, pageId)).version, command);
      page = applied(page, command);
      return version;
    };
    await edit(addElementCommand(page, 'section', ids));
    const sectionId = page.elements[0]!.id;
    await edit(addElementCommand(page, 'heading', ids, { parentId: sectionId }));
    const headingId = page.elements[0]!.children[0]!.id;
    const before = await edit(addElementCommand(page, 'button', ids, { parentId: sectionId }));
    const after = await edit(styleCommand(headingId, 'fontSize', '40px'));

    // The section differs from its old self only in the heading's font size: not deleted and added again.
    const reverted = await admin.post('/trpc/builderPage.revert', { pageId, toVersion: before });
    expect(reverted.status, reverted.text).toBe(200);
    expect(reverted.json.result.data).toEqual({ version: after + 1, eventsAppended: 1 });
    const entries = (await trpcQuery(admin, 'builderPage.events', { pageId, afterVersion: after })).json.result.data.events as Array<{
      command: Command;
    }>;
    expect(entries.map((entry) => describeCommand(page, entry.command))).toEqual(['Heading · font size 40 → 32']);
    expect((await openPage(admin, pageId)).tree.elements).toEqual(applied(page, styleCommand(headingId, 'fontSize', '32px')).elements);
  });

  it('serves the published home page at /', async () => {
    const home = await pageIdOf(admin, 'home');
    expect((await admin.post('/trpc/builderPage.publish', { pageId: home, confirmedAddresses: ['/'] })).status).toBe(200);
    const live = await trpcQuery(new TestClient(server.baseUrl), 'builderPage.published', { path: '/' });
    expect(live.json.result.data).toMatchObject({ slug: 'home', path: '/', version: 0 });
    expect((live.json.result.data.elements as Array<{ name: string }>).map((element) => element.name)).toEqual(['Hero', 'Features']);
    await admin.post('/trpc/builderPage.unpublish', { pageId: home, confirmedAddresses: ['/'] });
  });

  it('refuses a revert to a version the page has not reached with 400', async () => {
    const pageId = await newPage('revert-ahead');
    const res = await admin.post('/trpc/builderPage.revert', { pageId, toVersion: 5 });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('This page is at version 0; it cannot be reverted to version 5.');
  });
});
