import { registerSchema } from './user.ts';
import { z } from './zod.ts';

/** One signed-in session of the account, as the settings page lists it (never the session's secret id). */
export interface AccountSession {
  /** A handle for ending this session: a digest of its id, useless as a cookie. */
  handle: string;
  /** The browser and its major version, from the User-Agent at sign-in ("Firefox 133"). */
  browser: string;
  /** The system or device ("Windows", "iPhone"). */
  device: string;
  /** Where, as the address allows: "203.0.113.x", or "This machine" for loopback. */
  place: string;
  /** When it signed in (ISO). */
  signedInAt: string;
  /** When it was last used (ISO), to within a few minutes. */
  lastSeenAt: string;
  /** Whether it is the session asking. */
  current: boolean;
}

/** The kinds of security event an account's log holds. */
export const accountEventKinds = [
  'signed-in',
  'password-changed',
  'password-reset',
  'email-change-requested',
  'email-changed',
  'email-verified',
  'session-ended',
  'other-sessions-ended',
] as const;
/** A kind of security event. */
export type AccountEventKind = (typeof accountEventKinds)[number];

/** One security event of the account, newest first in the dashboard's list. */
export interface AccountEvent {
  id: string;
  kind: AccountEventKind;
  /** What happened, in words ("Signed in from Firefox 133 on Windows, 203.0.113.x"). */
  summary: string;
  /** When (ISO). */
  at: string;
}

/** How many events the dashboard shows. */
export const RECENT_ACCOUNT_EVENTS = 10;

/** profile.endSession: the handle of one of the account's sessions. */
export const endSessionSchema = z.object({ handle: z.string().trim().min(1, 'Choose a session.').max(64, 'That is not a session.') });

/** profile.rename: the account's full name (the sign-up rule). */
export const renameSchema = z.object({ name: registerSchema.shape.name });
/** A profile.rename request. */
export type RenameInput = z.infer<typeof renameSchema>;

/** What the other sessions' end answers: how many ended. */
export interface SessionsEndedResult {
  signedOut: number;
}
