import {
  builderFeedUrl,
  builderPageRoom,
  editablePageRoom,
  PRESENCE_EVENT,
  PRESENCE_URL,
  presenceColour,
  presenceStreamUrl,
  postRoom,
  type PresenceEvent,
  type PresenceMember,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBuilderPage } from '../test/builder-client.ts';
import { openEventStream, type EventStreamReader } from '../test/event-stream.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

/**
 * How long to wait for another person's arrival, selection or leaving: each comes only pushed by the change (a leave
 * by expiry takes 30 s), so the bound only keeps a broken run from hanging on a loaded machine. How fast (the promise
 * is within a second) is a speed, not a test's business.
 */
const LIVE_WITHIN_MS = 10_000;
/** Opening a stream is not what is measured; allow for a loaded machine. */
const OPEN_WITHIN_MS = 10_000;
/**
 * The sweep runs every 5 s, so a member past the expiry is gone within about that. The bound only keeps a broken run
 * from hanging (a wait ends as soon as the sweep has run): a CI run on a machine at load 14 took the 10,000-member
 * sweep past an 8 s bound, and how fast the sweep is is not what these tests check.
 */
const SWEPT_WITHIN_MS = 30_000;

// Two app instances on one database: on TEST_DATABASE_URL (as in CI) each has its own connections and the
// changes cross between them by LISTEN/NOTIFY; on the embedded database they share one process.
let first: TestServer;
let second: TestServer;
let postId: number;

beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer({}, { shareDatabaseOf: first });
  const rows = await first.orm.em
    .getConnection()
    .execute<Array<{ id: number }>>(
      `insert into blog_posts (title, slug, content, status, categories) values ('Presence', 'presence-test', '<p>Hi</p>', 'draft', '["News"]') returning id`,
    );
  postId = rows[0]!.id;
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function nextPresence(stream: EventStreamReader, withinMs = LIVE_WITHIN_MS): Promise<PresenceEvent> {
  return JSON.parse((await stream.next(PRESENCE_EVENT, withinMs)).data) as PresenceEvent;
}

/** A staff member in a room through `server`'s presence stream, with their own member id from the snapshot. */
async function enter(server: TestServer, client: TestClient, room: string, path = presenceStreamUrl(room)) {
  const stream = await openEventStream(client, server.baseUrl, path);
  expect(stream.status).toBe(200);
  const snapshot = await nextPresence(stream, OPEN_WITHIN_MS);
  if (snapshot.kind !== 'snapshot') throw new Error(`expected a snapshot first, got ${snapshot.kind}`);
  return { stream, you: snapshot.you, members: snapshot.members };
}

const heartbeat = (client: TestClient, room: string, memberId: string, selection: string | null) =>
  client.post(PRESENCE_URL, { room, memberId, selection });

describe('presence routes: who may use them and what they accept', () => {
  it('refuses visitors (401) and ordinary accounts (403) on the stream and the heartbeat', async () => {
    const member = await first.signedInClient('user');
    const room = postRoom(postId);
    const body = { room, memberId: crypto.randomUUID(), selection: null };
    for (const client of [new TestClient(first.baseUrl), member]) {
      const expected = client === member ? 403 : 401;
      expect((await client.get(presenceStreamUrl(room))).status).toBe(expected);
      expect((await client.post(PRESENCE_URL, body)).status).toBe(expected);
    }
    expect((await member.get(presenceStreamUrl(room))).json).toEqual({
      message: 'This action needs a staff account (contributor or higher).',
    });
  });

  it("admits each role to the rooms its editor allows: a contributor to their own post, not to pages or others' posts", async () => {
    const { client: contributor, id: contributorId } = await first.signedInAccount('contributor');
    const own = await first.orm.em
      .getConnection()
      .execute<Array<{ id: number }>>(
        `insert into blog_posts (title, slug, content, status, categories, created_by) values ('Mine', 'presence-own', '<p>Hi</p>', 'draft', '["News"]', ?) returning id`,
        [contributorId],
      );
    const { stream } = await enter(first, contributor, postRoom(own[0]!.id));
    stream.close();
    const others = await contributor.get(presenceStreamUrl(postRoom(postId)));
    expect(others.status).toBe(404);
    for (const room of [editablePageRoom('home'), builderPageRoom(1)]) {
      const refused = await contributor.get(presenceStreamUrl(room));
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ message: 'This action needs an editor or higher role.' });
    }
    const editor = await first.signedInClient('editor');
    const { stream: editing } = await enter(first, editor, editablePageRoom('home'));
    editing.close();
  });

  it('answers 400 with a message to a bad room or body, and 404 to a post or page that does not exist', async () => {
    const admin = await first.signedInClient('admin');
    const noRoom = await admin.get('/api/admin/presence/events');
    expect(noRoom.status).toBe(400);
    expect(noRoom.json.message).toBe('Say which room: a builder page, a post or an editable page.');
    const badRoom = await admin.get(presenceStreamUrl('page:nowhere'));
    expect(badRoom.status).toBe(400);
    expect(badRoom.json.message).toBe('A room is builder-page:<id>, post:<id> or page:<slug of an editable page>.');
    expect((await admin.get(presenceStreamUrl(postRoom(999_999)))).json).toEqual({
      message: 'There is no blog post with id 999999; it may have been deleted. Reload the list.',
    });
    expect((await admin.get(presenceStreamUrl(builderPageRoom(999_999)))).status).toBe(404);
    const noBody = await admin.post(PRESENCE_URL);
    expect(noBody.status).toBe(400);
    const badSelection = await heartbeat(admin, postRoom(postId), crypto.randomUUID(), '<script>');
    expect(badSelection.status).toBe(400);
    expect(badSelection.json.message).toBe('An element id holds letters, digits, dots, colons, dashes and underscores only.');
  });
});

describe('presence across two app instances', () => {
  it('shows a member who joins on one instance to a member on the other within a second, with their selection and leaving', async () => {
    const [ana, ben] = [await first.signedInAccount('admin'), await second.signedInAccount('admin')];
    const room = postRoom(postId);
    const a = await enter(first, ana.client, room);
    try {
      expect(a.members.map((m) => m.memberId)).toContain(a.you);
      expect(a.members.find((m) => m.memberId === a.you)).toMatchObject({
        userId: ana.id,
        colour: presenceColour(ana.id),
        selection: null,
      });
      const b = await enter(second, ben.client, room);
      try {
        expect(b.members.map((m) => m.userId)).toEqual(expect.arrayContaining([ana.id, ben.id]));
        const joined = await nextPresence(a.stream);
        expect(joined).toMatchObject({
          kind: 'member',
          member: { memberId: b.you, userId: ben.id, name: b.members.find((m) => m.userId === ben.id)?.name },
        });

        // Ben's selection, sent through the first instance (any instance takes it), reaches Ana at once.
        expect((await heartbeat(ben.client, room, b.you, 'hero-title')).status).toBe(204);
        const selected = await nextPresence(a.stream);
        expect(selected).toMatchObject({ kind: 'member', member: { memberId: b.you, selection: 'hero-title' } });
        // A plain heartbeat (same selection) announces nothing; Ana's own selection goes to Ben, not back to her.
        expect((await heartbeat(ben.client, room, b.you, 'hero-title')).status).toBe(204);
        expect((await heartbeat(ana.client, room, a.you, 'intro')).status).toBe(204);
        expect(await nextPresence(b.stream)).toMatchObject({ kind: 'member', member: { memberId: a.you, selection: 'intro' } });
      } finally {
        b.stream.close();
      }
      expect(await nextPresence(a.stream)).toEqual({ kind: 'left', memberId: b.you });
    } finally {
      a.stream.close();
    }
  });

  it('puts the builder feed in its page room: the other admin is seen there, selection and all', async () => {
    const [ana, ben] = [await first.signedInClient('admin'), await second.signedInClient('admin')];
    const pageId = await newBuilderPage(ana, `presence-${crypto.randomUUID().slice(0, 6)}`);
    const room = builderPageRoom(pageId);
    const a = await enter(first, ana, room, builderFeedUrl(pageId));
    try {
      const b = await enter(second, ben, room, builderFeedUrl(pageId));
      try {
        expect(b.members.map((m) => m.memberId)).toEqual([a.you, b.you]);
        expect(await nextPresence(a.stream)).toMatchObject({ kind: 'member', member: { memberId: b.you } });
        expect((await heartbeat(ben, room, b.you, 'element-1')).status).toBe(204);
        expect(await nextPresence(a.stream)).toMatchObject({ kind: 'member', member: { memberId: b.you, selection: 'element-1' } });
      } finally {
        b.stream.close();
      }
      expect(await nextPresence(a.stream)).toEqual({ kind: 'left', memberId: b.you });
    } finally {
      a.stream.close();
    }
  });

  it('keeps rooms apart: nothing of one room reaches another, and a member id works only in its own room for its own user', async () => {
    const [ana, ben] = [await first.signedInClient('admin'), await second.signedInClient('admin')];
    const a = await enter(first, ana, postRoom(postId));
    try {
      const b = await enter(second, ben, editablePageRoom('pricing'));
      try {
        expect(b.members.map((m) => m.memberId)).toEqual([b.you]);
        expect((await heartbeat(ben, editablePageRoom('pricing'), b.you, 'hero.title')).status).toBe(204);
        // Ben's id in Ana's room, and Ana using Ben's id, are refused.
        expect((await heartbeat(ben, postRoom(postId), b.you, null)).status).toBe(404);
        const stolen = await heartbeat(ana, editablePageRoom('pricing'), b.you, 'x');
        expect(stolen.status).toBe(404);
        expect(stolen.json.message).toBe('This tab is not in that room. Reload the page to rejoin.');
      } finally {
        b.stream.close();
      }
      // Ana's stream got nothing of Ben's room: the next thing she hears of is Cara arriving in hers.
      const cara = await enter(second, await second.signedInClient('admin'), postRoom(postId));
      cara.stream.close();
      expect(await nextPresence(a.stream)).toMatchObject({ kind: 'member', member: { memberId: cara.you } });
    } finally {
      a.stream.close();
    }
  });

  it('sweeps out a member whose heartbeat stopped, and a later heartbeat brings them back', async () => {
    const [ana, ben] = [await first.signedInClient('admin'), await second.signedInClient('admin')];
    const room = editablePageRoom('about');
    const a = await enter(first, ana, room);
    try {
      const b = await enter(second, ben, room);
      try {
        expect(await nextPresence(a.stream)).toMatchObject({ kind: 'member', member: { memberId: b.you } });
        // As if Ben's tab had been silent for longer than the expiry (his stream stays open).
        await first.orm.em
          .getConnection()
          .execute(`update presence_members set last_seen = now() - interval '31 seconds' where member_id = ?`, [b.you]);
        expect(await nextPresence(a.stream, SWEPT_WITHIN_MS)).toEqual({ kind: 'left', memberId: b.you });
        expect((await heartbeat(ben, room, b.you, null)).status).toBe(204);
        const back = await nextPresence(a.stream);
        expect(back).toMatchObject({ kind: 'member', member: { memberId: b.you } });
        expect((back as { member: PresenceMember }).member.selection).toBeNull();
      } finally {
        b.stream.close();
      }
    } finally {
      a.stream.close();
    }
  });

  it('ends the presence stream of an admin made an ordinary user, and they leave the room', async () => {
    const ana = await first.signedInClient('admin');
    const ben = await second.signedInAccount('admin');
    const room = editablePageRoom('contact');
    const a = await enter(first, ana, room);
    try {
      const b = await enter(second, ben.client, room);
      try {
        expect(await nextPresence(a.stream)).toMatchObject({ kind: 'member', member: { memberId: b.you } });
        await first.orm.em.getConnection().execute(`update users set role = 'user' where id = ?`, [ben.id]);
        expect(JSON.parse((await b.stream.next('session-ended', SWEPT_WITHIN_MS)).data).reason).toBe('not-admin');
        expect(await nextPresence(a.stream, LIVE_WITHIN_MS)).toEqual({ kind: 'left', memberId: b.you });
      } finally {
        b.stream.close();
      }
    } finally {
      a.stream.close();
    }
  });

  it('joins and sweeps beside 10,000 members of other rooms and 10,000 silent ones', async () => {
    const admin = await first.signedInAccount('admin');
    const connection = first.orm.em.getConnection();
    await connection.execute(
      `insert into presence_members (member_id, room, user_id, name, last_seen)
         select gen_random_uuid(), 'post:' || (i % 500 + 1000000), ?, 'Crowd', now() - case when i > 10000 then interval '1 hour' else interval '0' end
           from generate_series(1, 20000) as i`,
      [admin.id],
    );
    const a = await enter(first, admin.client, editablePageRoom('features'));
    try {
      expect(a.members.map((m) => m.memberId)).toEqual([a.you]);
      // The silent half is swept by the next pass; the live half stays.
      await expect
        .poll(
          async () =>
            (await connection.execute<Array<{ n: number }>>(`select count(*)::int as n from presence_members where name = 'Crowd'`))[0]!.n,
          {
            timeout: SWEPT_WITHIN_MS,
          },
        )
        .toBe(10_000);
    } finally {
      a.stream.close();
      await connection.execute(`delete from presence_members where name = 'Crowd'`);
    }
  });
});
