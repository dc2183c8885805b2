import type { AccountSession } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { generateIdFromEntropySize, type Session } from 'lucia';
import { endAllSessions } from '../auth/account.service.ts';
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_LIFETIME, storedSessionId } from '../auth/lucia.ts';
import { AppError } from '../errors.ts';
import { recordAccountEvent } from '../auth/account-events.service.ts';
import { coarsePlace } from './address-place.ts';
import { describeUserAgent } from './user-agent.ts';

/** A session's last-seen time is written at most this often, not on every request. */
export const LAST_SEEN_INTERVAL_MS = 5 * 60 * 1000;

/** The User-Agent kept with a session is cut to this length (a header can be long; the parser needs the start). */
const USER_AGENT_MAX = 512;

/** Where a browser signs in from, as the request tells it. */
export interface SignInOrigin {
  userAgent: string | null;
  ip: string | null;
}

/** The SQL digest that names a session in the list: its stored id (already a hash of its token) never leaves the server. */
const HANDLE_SQL = `encode(sha256(convert_to(s.id, 'UTF8')), 'hex')`;

/** "Firefox 133 on Windows, 203.0.113.x": a session's origin in words. */
function originInWords(origin: SignInOrigin): string {
  const { browser, device } = describeUserAgent(origin.userAgent);
  return `${browser} on ${device}, ${coarsePlace(origin.ip)}`;
}

/**
 * Signs account `userId` in: stores a new session with the browser and address it came from, and the
 * 'signed-in' event, in one transaction. Returns the session as Lucia would have made it: its id is the cookie's
 * token, of which the table keeps only the hash (`storedSessionId`).
 */
export async function startAccountSession(em: EntityManager, userId: number, persistent: boolean, origin: SignInOrigin): Promise<Session> {
  const id = generateIdFromEntropySize(25);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME.milliseconds());
  const userAgent = origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null;
  await em.transactional(async (tx) => {
    await tx.execute(
      'insert into sessions (id, user_id, expires_at, persistent, created_at, last_seen_at, user_agent, ip_address) values (?, ?, ?, ?, ?, ?, ?, ?)',
      [storedSessionId(id), userId, expiresAt, persistent, now, now, userAgent, origin.ip],
      'run',
    );
    await recordAccountEvent(tx, userId, 'signed-in', `Signed in from ${originInWords({ userAgent, ip: origin.ip })}`);
  });
  return { id, userId, expiresAt, fresh: true, persistent, createdAt: now, lastSeenAt: now };
}

/**
 * Notes that the session of token `sessionId` (the cookie's) was used now, when its last note is older than `LAST_SEEN_INTERVAL_MS`
 * (the condition is in the update too, so two instances racing write once).
 */
export async function touchSession(em: EntityManager, sessionId: string, lastSeenAt: Date, now = new Date()): Promise<boolean> {
  if (now.getTime() - lastSeenAt.getTime() < LAST_SEEN_INTERVAL_MS) return false;
  const result = await em.execute<{ affectedRows: number }>(
    'update sessions set last_seen_at = ? where id = ? and last_seen_at < ?',
    [now, storedSessionId(sessionId), new Date(now.getTime() - LAST_SEEN_INTERVAL_MS)],
    'run',
  );
  return result.affectedRows > 0;
}

/** The account's live sessions, the asking one (of token `currentSessionId`) first, then the last seen first. */
export async function listAccountSessions(em: EntityManager, userId: number, currentSessionId: string | null): Promise<AccountSession[]> {
  const current = currentSessionId === null ? '' : storedSessionId(currentSessionId);
  const rows = await em.execute<
    Array<{
      handle: string;
      current: boolean;
      user_agent: string | null;
      ip_address: string | null;
      created_at: Date | string;
      last_seen_at: Date | string;
    }>
  >(
    `select ${HANDLE_SQL} as handle, s.id = ? as current, s.user_agent, s.ip_address, s.created_at, s.last_seen_at
       from sessions s
      where s.user_id = ? and s.expires_at > now() and s.created_at > now() - make_interval(secs => ?)
      order by (s.id = ?) desc, s.last_seen_at desc, s.created_at desc`,
    [current, userId, SESSION_ABSOLUTE_LIFETIME_MS / 1000, current],
  );
  return rows.map((row) => ({
    handle: row.handle,
    ...describeUserAgent(row.user_agent),
    place: coarsePlace(row.ip_address),
    signedInAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    current: row.current,
  }));
}

/**
 * Ends the session of account `userId` named by `handle`, with its event, in one transaction. A handle
 * that names no session of this account (another account's, or one already ended) is a 404. Every
 * instance reads sessions from the database on each request, so the end is immediate everywhere.
 */
export async function endAccountSession(em: EntityManager, userId: number, handle: string): Promise<void> {
  await em.transactional(async (tx) => {
    const rows = await tx.execute<Array<{ user_agent: string | null; ip_address: string | null }>>(
      `delete from sessions s where s.user_id = ? and ${HANDLE_SQL} = ? returning s.user_agent, s.ip_address`,
      [userId, handle],
    );
    const ended = rows[0];
    if (!ended) throw new AppError(404, 'That session has already ended or is not one of yours.');
    await recordAccountEvent(
      tx,
      userId,
      'session-ended',
      `Signed out ${originInWords({ userAgent: ended.user_agent, ip: ended.ip_address })}`,
    );
  });
}

/** Ends every session of account `userId` but the one of token `keepSessionId`, with one event when any ended. Returns how many. */
export async function endOtherAccountSessions(em: EntityManager, userId: number, keepSessionId: string | null): Promise<number> {
  return em.transactional(async (tx) => {
    const count = await endAllSessions(tx, userId, keepSessionId);
    if (count > 0) {
      await recordAccountEvent(tx, userId, 'other-sessions-ended', `Signed out ${count} other ${count === 1 ? 'session' : 'sessions'}`);
    }
    return count;
  });
}
