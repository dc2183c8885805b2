import {
  addElementCommand,
  applyCommand,
  createIdGenerator,
  deleteCommand,
  describeCommand,
  getElement,
  styleCommand,
  updateCommand,
  type BuilderPage,
  type Command,
} from '@app/builder-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedStep, newBuilderPage, openPage, pageIdOf, submitStep } from '../../test/builder-client.ts';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';
import { trpcQuery } from '../../test/trpc-query.ts';

let server: TestServer;
let admin: TestClient;
let otherAdmin: TestClient;
let member: TestClient;
const ids = createIdGenerator();

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('admin');
  otherAdmin = await server.signedInClient('admin');
  member = await server.signedInClient('user');
});

afterAll(async () => {
  await server?.close();
});

/** A fresh empty page made with 'New page', so tests never share a log. */
const newPage = (slug: string) => newBuilderPage(admin, slug);

/** Applies a command to a local copy of the page, as the builder screen's engine does. */
function applied(page: BuilderPage, command: Command): BuilderPage {
  const result = applyCommand(page, command);
  if (!result.ok) throw new Error(result.error.message);
  return result.page;
}

describe('access', () => {
  it('answers 401 to a visitor and 403 to an ordinary user on every admin procedure', async () => {
    const visitor = new TestClient(server.baseUrl);
    const home = await pageIdOf(admin, 'home');
    const command = styleCommand('home-hero-title', 'color', '#ff0000');
    for (const [client, status] of [
      [visitor, 401],
      [member, 403],
    ] as const) {
      expect((await client.get('/trpc/builderPage.list')).status).toBe(status);
      expect((await trpcQuery(client, 'builderPage.byId', { pageId: home })).status).toBe(status);
      expect((await trpcQuery(client, 'builderPage.events', { pageId: home, afterVersion: 0 })).status).toBe(status);
      expect((await submitStep(client, home, 0, command)).status).toBe(status);
      expect((await client.post('/trpc/builderPage.create', { name: 'X', slug: 'x' })).status).toBe(status);
      expect((await client.post('/trpc/builderPage.publish', { pageId: home })).status).toBe(status);
      expect((await client.post('/trpc/builderPage.revert', { pageId: home, toVersion: 0 })).status).toBe(status);
    }
    const refused = await submitStep(member, home, 0, command);
    expect(refused.json.error.message).toBe('This action needs an administrator account.');
    expect((await openPage(admin, home)).version).toBe(0);
  });
});

describe('the default pages', () => {
  it('are seeded once: home with hero and features sections, and four empty pages', async () => {
    const res = await admin.get('/trpc/builderPage.list');
    const pages = res.json.result.data as Array<{ slug: string; path: string; version: number; publishedVersion: number | null }>;
    expect(pages.map((page) => [page.slug, page.path])).toEqual([
      ['home', '/'],
      ['features', '/features'],
      ['use-cases', '/use-cases'],
      ['pricing', '/pricing'],
      ['about', '/about'],
    ]);
    expect(pages.every((page) => page.version === 0 && page.publishedVersion === null)).toBe(true);
    const home = await openPage(admin, await pageIdOf(admin, 'home'));
    expect(home.tree.elements.map((element) => [element.type, element.name])).toEqual([
      ['section', 'Hero'],
      ['section', 'Features'],
    ]);
    expect(getElement(home.tree, 'home-hero-cta')).toMatchObject({ type: 'button', content: 'Get Started Free', url: '/auth' });
    for (const slug of ['features', 'use-cases', 'pricing', 'about']) {
      expect((await openPage(admin, await pageIdOf(admin, slug))).tree.elements).toEqual([]);
    }
  });
});

describe('builderPage.create', () => {
  it('makes an empty page at version 0 served at /{slug}', async () => {
    const res = await admin.post('/trpc/builderPage.create', { name: 'Spring offer', slug: 'Spring-Offer' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.result.data).toMatchObject({ name: 'Spring offer', slug: 'spring-offer', path: '/spring-offer', version: 0, publishedVersion: null });
    const opened = await openPage(admin, res.json.result.data.id);
    expect(opened).toMatchObject({ version: 0, snapshotVersion: 0, eventsReplayed: 0 });
    expect(opened.tree).toMatchObject({ name: 'Spring offer', slug: 'spring-offer', elements: [] });
  });

  it('refuses reserved paths with 400 and taken slugs with 409, each with a message saying what to do', async () => {
    for (const slug of ['admin', 'api', 'blog', 'trpc', 'media', 'auth', 'dashboard', 'contact', 'privacy']) {
      const res = await admin.post('/trpc/builderPage.create', { name: 'Mine', slug });
      expect(res.status, slug).toBe(400);
      expect(res.json.error.message).toBe(`'/${slug}' is reserved for the site itself; choose another slug.`);
    }
    const taken = await admin.post('/trpc/builderPage.create', { name: 'Mine', slug: 'features' });
    expect(taken.status).toBe(409);
    expect(taken.json.error.message).toBe("The page 'Features' already uses /features; choose another slug.");
    const malformed = await admin.post('/trpc/builderPage.create', { name: 'Mine', slug: 'a/b' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.message).toMatch(/lowercase letters and digits/);
  });
});

describe('builderPage.submit', () => {
  it('appends a command as the next version with its inverse and author, and byId replays it', async () => {
    const pageId = await newPage('append');
    const section = addElementCommand((await openPage(admin, pageId)).tree, 'section', ids);
    const first = await acceptedStep(admin, pageId, 0, section);
    expect(first).toMatchObject({ version: 1, rebased: false, label: 'Add Section' });
    expect(first.event).toMatchObject({ pageId, version: 1, command: { kind: 'add', parentId: null, index: 0 }, inverse: { kind: 'delete', id: section.element.id } });
    expect(first.event!.author).toEqual({ id: expect.any(Number), name: 'Administrator' });

    const heading = addElementCommand((await openPage(admin, pageId)).tree, 'heading', ids, { parentId: section.element.id });
    expect((await acceptedStep(admin, pageId, 1, heading)).version).toBe(2);
    const opened = await openPage(admin, pageId);
    expect(opened.version).toBe(2);
    expect(getElement(opened.tree, heading.element.id)).toMatchObject({ content: 'New Heading', style: { fontSize: '32px' } });

    const events = await trpcQuery(otherAdmin, 'builderPage.events', { pageId, afterVersion: 1 });
    expect(events.status).toBe(200);
    expect(events.json.result.data).toMatchObject({ version: 2, hasMore: false, events: [{ version: 2, command: { kind: 'add' } }] });
    const rows: Array<{ version: number }> = await server.orm.em.getConnection().execute('select version from page_events where page_id = ? order by version', [pageId]);
    expect(rows.map((row) => row.version)).toEqual([1, 2]);
  });

  it('appends nothing for a command that changes nothing', async () => {
    const pageId = await newPage('no-change');
    const section = addElementCommand((await openPage(admin, pageId)).tree, 'section', ids);
    await acceptedStep(admin, pageId, 0, section);
    const same = await acceptedStep(admin, pageId, 1, styleCommand(section.element.id, 'padding', '60px 0'));
    expect(same).toMatchObject({ version: 1, event: null });
  });

  it("refuses a same-key edit made on an older version with the engine's conflict and the current version (409)", async () => {
    const pageId = await newPage('conflict');
    const heading = addElementCommand((await openPage(admin, pageId)).tree, 'heading', ids);
    await acceptedStep(admin, pageId, 0, heading);
    await acceptedStep(admin, pageId, 1, styleCommand(heading.element.id, 'fontSize', '48px'));
    const late = await submitStep(otherAdmin, pageId, 1, styleCommand(heading.element.id, 'fontSize', '40px'));
    expect(late.status).toBe(409);
    expect(late.json.error.message).toBe("The font size of 'Heading' was changed by another edit (version 2).");
    expect(late.json.error.data.builderConflict).toEqual({ code: 'conflict', currentVersion: 2, elementId: heading.element.id, version: 2 });
    expect(getElement((await openPage(admin, pageId)).tree, heading.element.id)?.style.fontSize).toBe('48px');

    const ahead = await submitStep(admin, pageId, 7, styleCommand(heading.element.id, 'color', '#000000'));
    expect(ahead.status).toBe(409);
    expect(ahead.json.error.message).toBe('This page is at version 2, so a change cannot be made on version 7. Reload the page to continue.');
    expect(ahead.json.error.data.builderConflict).toEqual({ code: 'unknown-version', currentVersion: 2 });
  });

  it('rebases a step made on an older version that touches something else, so both land', async () => {
    const pageId = await newPage('rebase');
    let page = (await openPage(admin, pageId)).tree;
    const heading = addElementCommand(page, 'heading', ids);
    page = applied(page, heading);
    await acceptedStep(admin, pageId, 0, heading);
    // Both admins work from version 1: one adds a button at the end, the other recolours the heading.
    const button = addElementCommand(page, 'button', ids);
    expect((await acceptedStep(admin, pageId, 1, button)).rebased).toBe(false);
    const recolour = await acceptedStep(otherAdmin, pageId, 1, styleCommand(heading.element.id, 'color', '#ff0000'));
    expect(recolour).toMatchObject({ version: 3, rebased: true });
    const opened = await openPage(admin, pageId);
    expect(opened.tree.elements.map((element) => element.id)).toEqual([heading.element.id, button.element.id]);
    expect(opened.tree.elements[0]?.style.color).toBe('#ff0000');
  });

  it("refuses malformed commands with 400 and the engine's message, and writes nothing", async () => {
    const pageId = await newPage('malformed');
    const heading = addElementCommand((await openPage(admin, pageId)).tree, 'heading', ids);
    await acceptedStep(admin, pageId, 0, heading);
    const cases: Array<[unknown, string | RegExp]> = [
      [{ kind: 'explode', id: heading.element.id }, 'Unknown command kind "explode".'],
      [{ kind: 'update', id: heading.element.id, changes: { style: { fontSize: '900px' } } }, "Font size must be between 8px and 72px (got '900px')."],
      [{ kind: 'update', id: heading.element.id, changes: { url: 'javascript:alert(1)' } }, 'A link may not use a script URL.'],
      [{ kind: 'update', id: heading.element.id, changes: { style: { color: 'red;}body{x:y' } } }, /may not contain/],
      [{ kind: 'delete', id: 'element-1-1' }, "Element 'element-1-1' does not exist."],
      ['not an object', 'A command must be an object.'],
    ];
    for (const [command, message] of cases) {
      const res = await submitStep(admin, pageId, 1, command as Record<string, unknown>);
      expect(res.status, JSON.stringify(command)).toBe(400);
      if (typeof message === 'string') expect(res.json.error.message).toBe(message);
      else expect(res.json.error.message).toMatch(message);
    }
    expect((await openPage(admin, pageId)).version).toBe(1);
  });

  it('refuses a command over 256 KB with 413 and a message naming the limit', async () => {
    const pageId = await newPage('oversized');
    const heading = addElementCommand((await openPage(admin, pageId)).tree, 'heading', ids);
    await acceptedStep(admin, pageId, 0, heading);
    const res = await submitStep(admin, pageId, 1, updateCommand(heading.element.id, { content: 'x'.repeat(300 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.json.error.message).toBe('This change is too large to save: 301 KB, where one step may be at most 256 KB. Make it in smaller steps.');
    expect((await openPage(admin, pageId)).version).toBe(1);
  });

  it('answers 404 for a page that does not exist', async () => {
    const res = await submitStep(admin, 999_999, 0, deleteCommand('element-1-1'));
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('There is no builder page with id 999999.');
  });
});

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

    // Revert to the first publish: appended as new events, history stays linear.
    const reverted = await admin.post('/trpc/builderPage.revert', { pageId, toVersion: 1 });
    expect(reverted.status, reverted.text).toBe(200);
    const { version, eventsAppended } = reverted.json.result.data as { version: number; eventsAppended: number };
    expect(eventsAppended).toBeGreaterThan(0);
    expect(version).toBe(3 + eventsAppended);
    const after = await openPage(admin, pageId);
    expect(after.tree.elements).toEqual(page.elements);
    const events = await trpcQuery(admin, 'builderPage.events', { pageId, afterVersion: 0 });
    expect((events.json.result.data.events as Array<{ version: number }>).map((event) => event.version)).toEqual(
      Array.from({ length: version }, (_, index) => index + 1),
    );
    // The revert is itself revertible.
    expect((await admin.post('/trpc/builderPage.revert', { pageId, toVersion: 3 })).status).toBe(200);
    expect(getElement((await openPage(admin, pageId)).tree, button.element.id)).toBeDefined();

    const checkpoints = await trpcQuery(admin, 'builderPage.checkpoints', { pageId });
    expect((checkpoints.json.result.data as Array<{ kind: string }>).map((checkpoint) => checkpoint.kind)).toEqual(['publish', 'publish', 'save']);

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
    const events = (await trpcQuery(admin, 'builderPage.events', { pageId, afterVersion: after })).json.result.data.events as Array<{ command: Command }>;
    expect(events.map((event) => describeCommand(page, event.command))).toEqual(['Heading · font size 40 → 32']);
    expect((await openPage(admin, pageId)).tree.elements).toEqual(applied(page, styleCommand(headingId, 'fontSize', '32px')).elements);
  });

  it('serves the published home page at /', async () => {
    const home = await pageIdOf(admin, 'home');
    expect((await admin.post('/trpc/builderPage.publish', { pageId: home })).status).toBe(200);
    const live = await trpcQuery(new TestClient(server.baseUrl), 'builderPage.published', { path: '/' });
    expect(live.json.result.data).toMatchObject({ slug: 'home', path: '/', version: 0 });
    expect((live.json.result.data.elements as Array<{ name: string }>).map((element) => element.name)).toEqual(['Hero', 'Features']);
    await admin.post('/trpc/builderPage.unpublish', { pageId: home });
  });

  it('refuses a revert to a version the page has not reached with 400', async () => {
    const pageId = await newPage('revert-ahead');
    const res = await admin.post('/trpc/builderPage.revert', { pageId, toVersion: 5 });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('This page is at version 0; it cannot be reverted to version 5.');
  });
});
