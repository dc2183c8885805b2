import { createIdGenerator, styleCommand } from '@app/builder-engine';
import { builderFeedUrl } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedStep, newBuilderPage, pageIdOf } from '../test/builder-client.ts';
import { openEventStream, type EventStreamReader } from '../test/event-stream.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

/**
 * How long to wait for another admin's step: it comes only pushed on the feed, so the bound only keeps a broken run
 * from hanging on a loaded machine (the spec's within a second is a speed, not a test's business).
 */
const LIVE_WITHIN_MS = 10_000;
/** Opening the stream and catching up is not what is measured; allow for a loaded machine. */
const OPEN_WITHIN_MS = 10_000;
const ids = createIdGenerator();

/**
 * A new page made by an admin of `writer`, watched through the feed of `watched` by another admin (the same or another
 * app instance on the same database) while `run` acts; the stream is closed after.
 */
async function watchingNewPage(
  watched: TestServer,
  writer: TestServer,
  slug: string,
  run: (opened: { editor: TestClient; pageId: number; stream: EventStreamReader }) => Promise<void>,
): Promise<void> {
  const watcher = await watched.signedInClient('admin');
  const editor = await writer.signedInClient('admin');
  const pageId = await newBuilderPage(editor, slug);
  const stream = await openEventStream(watcher, watched.baseUrl, builderFeedUrl(pageId));
  try {
    await run({ editor, pageId, stream });
  } finally {
    stream.close();
  }
}

/**
 * One admin watches a page through the feed of `watched`; another admin appends a step through `writer`
 * (the same or another app instance on the same database). The step must arrive within a second.
 */
async function expectLiveDelivery(watched: TestServer, writer: TestServer, slug: string): Promise<void> {
  await watchingNewPage(watched, writer, slug, async ({ editor, pageId, stream }) => {
    expect(stream.status).toBe(200);
    expect(JSON.parse((await stream.next('ready', OPEN_WITHIN_MS)).data)).toEqual({ version: 0 });
    const command = styleCommand('element-1-1', 'color', '#ff0000');
    const add = {
      kind: 'add' as const,
      parentId: null,
      element: { id: 'element-1-1', type: 'heading' as const, name: 'Heading', content: 'Hi', style: {}, children: [] },
    };
    await acceptedStep(editor, pageId, 0, add);
    const first = await stream.next('page-event', LIVE_WITHIN_MS);
    expect(first.id).toBe('1');
    expect(JSON.parse(first.data)).toMatchObject({
      pageId,
      version: 1,
      command: { kind: 'add', index: 0 },
      inverse: { kind: 'delete', id: 'element-1-1' },
      author: { name: 'Administrator' },
    });
    await acceptedStep(editor, pageId, 1, command);
    expect(JSON.parse((await stream.next('page-event', LIVE_WITHIN_MS)).data)).toMatchObject({ version: 2, command });
  });
}

/**
 * One admin watches a page through the feed of `watched`; another deletes it through `deleter` (the same database,
 * another app instance): the feed sends `page-deleted` with a message naming the page, then ends.
 */
async function expectDeletionEndsFeed(watched: TestServer, deleter: TestServer, slug: string): Promise<void> {
  await watchingNewPage(watched, deleter, slug, async ({ editor, pageId, stream }) => {
    await stream.next('ready', OPEN_WITHIN_MS);
    const deleted = await editor.post('/trpc/builderPage.delete', { pageId });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    expect(JSON.parse((await stream.next('page-deleted', LIVE_WITHIN_MS)).data)).toEqual({
      message: `The page "${slug}" was deleted while you had it open, so it can no longer be edited; a change made after that was not saved.`,
    });
    await stream.ended(LIVE_WITHIN_MS);
  });
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
    expect(user.json).toEqual({ message: 'This action needs an editor or higher role.' });
    expect((await admin.get(builderFeedUrl(999_999))).json).toEqual({ message: 'There is no builder page with id 999999.' });
    const ahead = await admin.get(builderFeedUrl(home, 5));
    expect(ahead.status).toBe(400);
    expect(ahead.json.message).toBe('This page is at version 0; there are no events after version 5. Reload the page.');
    expect((await admin.get('/api/builder/pages/abc/events')).status).toBe(400);
  });

  it('sends the events after ?after= first, then ready, to catch up after a reconnect', async () => {
    const admin = await server.signedInClient('admin');
    const pageId = await newBuilderPage(admin, 'catch-up');
    const add = {
      kind: 'add' as const,
      parentId: null,
      element: { id: 'element-2-1', type: 'text' as const, name: 'Text', content: 'Hi', style: {}, children: [] },
    };
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
    // A browser reconnecting asks the same address and names the last entry it had: only the ones after it come.
    const reconnect = await openEventStream(admin, server.baseUrl, builderFeedUrl(pageId, 0), { 'Last-Event-ID': '1' });
    try {
      const first = await reconnect.next('page-event', OPEN_WITHIN_MS);
      expect([first.id, JSON.parse(first.data).version]).toEqual(['2', 2]);
      expect(JSON.parse((await reconnect.next('ready', OPEN_WITHIN_MS)).data)).toEqual({ version: 2 });
    } finally {
      reconnect.close();
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

  it('pushes a step appended through another app instance within a second', async () => {
    await expectLiveDelivery(first, second, 'embedded-feed');
  });

  it('ends the feed with page-deleted once the page is deleted through another app instance', async () => {
    await expectDeletionEndsFeed(first, second, 'embedded-deleted');
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

  it('ends the feed with page-deleted once the page is deleted through another app instance', async () => {
    await expectDeletionEndsFeed(first, second, 'external-deleted');
  });
});

describe('an open live feed re-checks the session and the admin role in the database', () => {
  /** The feed re-checks every 5 s; the bound on a stream ending allows for a loaded machine. */
  const ENDS_WITHIN_MS = 12_000;
  /** Each test waits for a re-check, so it needs longer than the default test timeout. */
  const TEST_TIMEOUT_MS = 40_000;
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

  /** A new admin watching a page on `first` (a new one unless given; caught up, `ready` received), with their user id. */
  async function adminWatching(slug: string, existingPageId?: number) {
    const admin = await first.signedInClient('admin');
    const userId = (await admin.get('/api/user')).json.id as number;
    const pageId = existingPageId ?? (await newBuilderPage(admin, `${slug}-${ids.next().slice(-6)}`));
    const stream = await openEventStream(admin, first.baseUrl, builderFeedUrl(pageId));
    expect(stream.status).toBe(200);
    await stream.next('ready', OPEN_WITHIN_MS);
    return { admin, userId, pageId, stream };
  }

  /** The stream has been closed by the server, its last event `session-ended` for `reason`, and no page event before it. */
  async function expectEnded(stream: EventStreamReader, reason: 'signed-out' | 'not-admin'): Promise<void> {
    await stream.ended(ENDS_WITHIN_MS);
    await expect(stream.next('page-event', 0)).rejects.toThrow(/no 'page-event' event/);
    const end = JSON.parse((await stream.next('session-ended', 0)).data);
    expect(end).toEqual({
      reason,
      message: expect.stringMatching(reason === 'signed-out' ? /Sign in again/ : /no longer lets you edit builder pages/),
    });
  }

  it(
    'ends the stream of a session signed out on another app instance, while another admin watching the page keeps receiving its events',
    async () => {
      // The other admin's stream opens first, so its re-checks come before those of the stream that ends.
      const { admin: other, pageId, stream: otherStream } = await adminWatching('signed-out');
      const { admin, stream } = await adminWatching('signed-out', pageId);
      try {
        // The same browser session, signing out through the other instance.
        const elsewhere = new TestClient(second.baseUrl);
        elsewhere.cookie = admin.cookie;
        expect((await elsewhere.post('/api/logout')).status).toBe(204);
        await expectEnded(stream, 'signed-out');

        // The stream of an admin still signed in outlived the same re-checks and still delivers.
        const add = {
          kind: 'add' as const,
          parentId: null,
          element: { id: 'element-9-1', type: 'text' as const, name: 'Text', content: 'Hi', style: {}, children: [] },
        };
        await acceptedStep(other, pageId, 0, add);
        expect(JSON.parse((await otherStream.next('page-event', LIVE_WITHIN_MS)).data)).toMatchObject({ pageId, version: 1 });
      } finally {
        stream.close();
        otherStream.close();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'ends the stream of an admin demoted to an ordinary user and sends no further page event',
    async () => {
      const { userId, pageId, stream } = await adminWatching('demoted');
      const editor = await first.signedInClient('admin');
      try {
        await first.orm.em.fork().getConnection().execute(`update users set role = 'user' where id = ?`, [userId], 'run');
        const add = {
          kind: 'add' as const,
          parentId: null,
          element: { id: 'element-9-2', type: 'text' as const, name: 'Draft', content: 'Unpublished', style: {}, children: [] },
        };
        await acceptedStep(editor, pageId, 0, add);
        await expectEnded(stream, 'not-admin');
      } finally {
        stream.close();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'ends the stream when a password reset signs the user out everywhere',
    async () => {
      const { userId, stream } = await adminWatching('reset');
      try {
        const email = `feed-reset-${userId}@example.com`;
        await first.orm.em.fork().getConnection().execute('update users set email = ? where id = ?', [email, userId], 'run');
        expect((await new TestClient(first.baseUrl).post('/api/forgot-password', { email })).status).toBe(200);
        await expect.poll(() => first.outbox().some((mail) => mail.to === email)).toBe(true);
        const token = /token=([\w-]+)/.exec(
          first
            .outbox()
            .filter((mail) => mail.to === email)
            .at(-1)!.text,
        )![1]!;
        expect((await new TestClient(first.baseUrl).post('/api/reset-password', { token, password: 'N3w-Passw0rd' })).status).toBe(200);
        await expectEnded(stream, 'signed-out');
      } finally {
        stream.close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
