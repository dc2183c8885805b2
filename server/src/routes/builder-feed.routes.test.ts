import { createIdGenerator, styleCommand } from '@app/builder-engine';
import { builderFeedUrl } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedStep, newBuilderPage, pageIdOf } from '../test/builder-client.ts';
import { openEventStream } from '../test/event-stream.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

/** The spec's bound for seeing another admin's step: within a second. */
const LIVE_WITHIN_MS = 1000;
/** Opening the stream and catching up is not what is measured; allow for a loaded machine. */
const OPEN_WITHIN_MS = 10_000;
const ids = createIdGenerator();

/**
 * One admin watches a page through the feed of `watched`; another admin appends a step through `writer`
 * (the same or another app instance on the same database). The step must arrive within a second.
 */
async function expectLiveDelivery(watched: TestServer, writer: TestServer, slug: string): Promise<void> {
  const watcher = await watched.signedInClient('admin');
  const editor = await writer.signedInClient('admin');
  const pageId = await newBuilderPage(editor, slug);
  const stream = await openEventStream(watcher, watched.baseUrl, builderFeedUrl(pageId));
  try {
    expect(stream.status).toBe(200);
    expect(JSON.parse((await stream.next('ready', OPEN_WITHIN_MS)).data)).toEqual({ version: 0 });
    const command = styleCommand('element-1-1', 'color', '#ff0000');
    const add = { kind: 'add' as const, parentId: null, element: { id: 'element-1-1', type: 'heading' as const, name: 'Heading', content: 'Hi', style: {}, children: [] } };
    await acceptedStep(editor, pageId, 0, add);
    const first = await stream.next('page-event', LIVE_WITHIN_MS);
    expect(first.id).toBe('1');
    expect(JSON.parse(first.data)).toMatchObject({ pageId, version: 1, command: { kind: 'add', index: 0 }, inverse: { kind: 'delete', id: 'element-1-1' }, author: { name: 'Administrator' } });
    await acceptedStep(editor, pageId, 1, command);
    expect(JSON.parse((await stream.next('page-event', LIVE_WITHIN_MS)).data)).toMatchObject({ version: 2, command });
  } finally {
    stream.close();
  }
}

describe('GET /api/builder/pages/:id/events', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers 401 to a visitor, 403 to an ordinary user, 404 for an unknown page and 400 for a bad version', async () => {
    const admin = await server.signedInClient('admin');
    const member = await server.signedInClient('user');
    const home = await pageIdOf(admin, 'home');
    const visitor = await new TestClient(server.baseUrl).get(builderFeedUrl(home));
    expect(visitor.status).toBe(401);
    expect(visitor.json).toEqual({ message: 'Please sign in to continue.' });
    const user = await member.get(builderFeedUrl(home));
    expect(user.status).toBe(403);
    expect(user.json).toEqual({ message: 'This action needs an administrator account.' });
    expect((await admin.get(builderFeedUrl(999_999))).json).toEqual({ message: 'There is no builder page with id 999999.' });
    const ahead = await admin.get(builderFeedUrl(home, 5));
    expect(ahead.status).toBe(400);
    expect(ahead.json.message).toBe('This page is at version 0; there are no events after version 5. Reload the page.');
    expect((await admin.get('/api/builder/pages/abc/events')).status).toBe(400);
  });

  it('sends the events after ?after= first, then ready, to catch up after a reconnect', async () => {
    const admin = await server.signedInClient('admin');
    const pageId = await newBuilderPage(admin, 'catch-up');
    const add = { kind: 'add' as const, parentId: null, element: { id: 'element-2-1', type: 'text' as const, name: 'Text', content: 'Hi', style: {}, children: [] } };
    await acceptedStep(admin, pageId, 0, add);
    await acceptedStep(admin, pageId, 1, styleCommand('element-2-1', 'fontSize', '20px'));
    const stream = await openEventStream(admin, server.baseUrl, builderFeedUrl(pageId, 0));
    try {
      expect(JSON.parse((await stream.next('page-event', OPEN_WITHIN_MS)).data).version).toBe(1);
      expect(JSON.parse((await stream.next('page-event', OPEN_WITHIN_MS)).data).version).toBe(2);
      expect(JSON.parse((await stream.next('ready', OPEN_WITHIN_MS)).data)).toEqual({ version: 2 });
    } finally {
      stream.close();
    }
  });

  it("pushes another admin's step on the same app instance within a second", async () => {
    await expectLiveDelivery(server, server, `same-instance-${ids.next().slice(-6)}`);
  });
});

describe('the live feed on the embedded database (in-process, one connection)', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startTestServer({}, { embedded: true });
    second = await startTestServer({}, { shareDatabaseOf: first });
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('runs on the single-connection embedded database', () => {
    expect(first.database.singleConnection).toBe(true);
  });

  it("pushes a step appended through another app instance within a second", async () => {
    await expectLiveDelivery(first, second, 'embedded-feed');
  });
});

describe('the live feed on the test PostgreSQL (LISTEN/NOTIFY across app instances when TEST_DATABASE_URL is set, as in CI)', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startTestServer();
    second = await startTestServer({}, { shareDatabaseOf: first });
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('runs on an external PostgreSQL exactly when TEST_DATABASE_URL names one', () => {
    expect(first.database.singleConnection).toBe(!process.env.TEST_DATABASE_URL);
  });

  it('pushes a step appended through another app instance within a second', async () => {
    await expectLiveDelivery(first, second, 'external-feed');
  });
});
