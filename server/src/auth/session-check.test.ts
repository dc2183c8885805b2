import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { storedSessionId } from './lucia.ts';
import { checkAdminSession, currentSessionRole } from './session-check.ts';

describe('checkAdminSession', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  /** A new account of `role` with a fresh session of its own; returns both ids. */
  async function sessionOf(role: 'admin' | 'user') {
    const client = await server.signedInClient(role);
    const userId = (await client.get('/api/user')).json.id as number;
    const session = await server.app.lucia.createSession(userId, { persistent: true });
    return { userId, sessionId: session.id };
  }

  const sql = (query: string, params: unknown[]) => server.orm.em.fork().getConnection().execute(query, params, 'run');
  const expiresAt = async (sessionId: string) =>
    (
      await server.orm.em
        .fork()
        .getConnection()
        .execute<Array<{ at: string }>>('select expires_at::text as at from sessions where id = ?', [storedSessionId(sessionId)])
    )[0]?.at;

  it("reads the account's role now, not as it was when the session began", async () => {
    const { userId, sessionId } = await sessionOf('admin');
    expect(await checkAdminSession(server.orm.em.fork(), sessionId)).toBe('admin');
    await sql(`update users set role = 'user' where id = ?`, [userId]);
    expect(await checkAdminSession(server.orm.em.fork(), sessionId)).toBe('not-admin');
    expect(await currentSessionRole(server.orm.em.fork(), sessionId)).toBe('user');
  });

  it('reports signed-out for an unknown, invalidated or expired session', async () => {
    expect(await checkAdminSession(server.orm.em.fork(), 'no-such-session')).toBe('signed-out');
    const ended = await sessionOf('admin');
    await server.app.lucia.invalidateUserSessions(ended.userId);
    expect(await checkAdminSession(server.orm.em.fork(), ended.sessionId)).toBe('signed-out');
    const expired = await sessionOf('admin');
    await sql(`update sessions set expires_at = now() - interval '1 second' where id = ?`, [storedSessionId(expired.sessionId)]);
    expect(await checkAdminSession(server.orm.em.fork(), expired.sessionId)).toBe('signed-out');
  });

  it('reports signed-out for a session of a disabled account', async () => {
    const { userId, sessionId } = await sessionOf('admin');
    await sql('update users set disabled_at = now() where id = ?', [userId]);
    expect(await checkAdminSession(server.orm.em.fork(), sessionId)).toBe('signed-out');
  });

  it('reports signed-out for a session past its 90-day absolute lifetime, however recently renewed', async () => {
    const old = await sessionOf('admin');
    await sql(
      `update sessions set created_at = now() - interval '90 days 1 second', expires_at = now() + interval '20 days' where id = ?`,
      [storedSessionId(old.sessionId)],
    );
    expect(await checkAdminSession(server.orm.em.fork(), old.sessionId)).toBe('signed-out');
    const young = await sessionOf('admin');
    await sql(`update sessions set created_at = now() - interval '89 days' where id = ?`, [storedSessionId(young.sessionId)]);
    expect(await checkAdminSession(server.orm.em.fork(), young.sessionId)).toBe('admin');
  });

  it('neither extends a session in the second half of its life nor deletes an expired one', async () => {
    const { sessionId } = await sessionOf('admin');
    // Lucia's own validation would move this one forward to a full 30 days.
    await sql(`update sessions set expires_at = now() + interval '1 day' where id = ?`, [storedSessionId(sessionId)]);
    const before = await expiresAt(sessionId);
    expect(await checkAdminSession(server.orm.em.fork(), sessionId)).toBe('admin');
    expect(await expiresAt(sessionId)).toBe(before);
    await sql(`update sessions set expires_at = now() - interval '1 second' where id = ?`, [storedSessionId(sessionId)]);
    expect(await checkAdminSession(server.orm.em.fork(), sessionId)).toBe('signed-out');
    expect(await expiresAt(sessionId)).toBeDefined();
  });
});
