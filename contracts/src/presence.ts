import { z } from 'zod';
import { EDITABLE_PAGE_SLUGS } from './editable-pages.ts';

/**
 * Presence: who else is editing the same thing. A room is one builder page (`builder-page:<id>`), one blog post
 * (`post:<id>`) or one of the in-page editor's pages (`page:<slug>`); a member is one open stream of one staff
 * account in it (two tabs of one person are two members of one user).
 */

/** How often an open editor tells the server it is still there (also the re-send of its selection). */
export const PRESENCE_HEARTBEAT_MS = 10_000;
/** A member not heard of for this long is gone (a crashed browser or a lost network). */
export const PRESENCE_EXPIRY_MS = 30_000;

/** The room of a builder page. */
export function builderPageRoom(pageId: number): string {
  return `builder-page:${pageId}`;
}

/** The room of a blog post. */
export function postRoom(postId: number): string {
  return `post:${postId}`;
}

/** The room of one of the in-page editor's pages. */
export function editablePageRoom(slug: string): string {
  return `page:${slug}`;
}

const ROOM_PATTERN = new RegExp(`^(?:(?:builder-page|post):[1-9][0-9]{0,9}|page:(?:${EDITABLE_PAGE_SLUGS.join('|')}))$`);

/** A room's key as the routes accept it. */
export const presenceRoomSchema = z
  .string({ error: 'Say which room: a builder page, a post or an editable page.' })
  .regex(ROOM_PATTERN, 'A room is builder-page:<id>, post:<id> or page:<slug of an editable page>.');

/** An element id as a selection (or null for nothing selected). */
const selectionSchema = z
  .string()
  .min(1)
  .max(120, 'An element id is at most 120 characters.')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'An element id holds letters, digits, dots, colons, dashes and underscores only.')
  .nullable();

/** The body of a heartbeat or selection change (POST PRESENCE_URL). */
export const presenceUpdateSchema = z.object({
  room: presenceRoomSchema,
  memberId: z.uuid({ error: 'memberId is the id the presence stream gave this tab.' }),
  selection: selectionSchema,
});

/** A heartbeat or selection change. */
export type PresenceUpdate = z.infer<typeof presenceUpdateSchema>;

/** One person in a room. */
export interface PresenceMember {
  /** This stream's id (a random UUID), given to its tab in the snapshot's `you`. */
  memberId: string;
  userId: number;
  /** The name to show (the account's display name or username). */
  name: string;
  /** Their colour (`presenceColour(userId)`). */
  colour: string;
  /** The element they have selected, or null. */
  selection: string | null;
  /** When they joined (ISO 8601). */
  since: string;
}

/**
 * The data of a `presence` event: first a snapshot (everyone in the room, this tab included, and which member is
 * this tab), then each change: someone joined or changed their selection (`member`), or left.
 */
export type PresenceEvent =
  | { kind: 'snapshot'; you: string; members: PresenceMember[] }
  | { kind: 'member'; member: PresenceMember }
  | { kind: 'left'; memberId: string };

/** The name of the server-sent event that carries a PresenceEvent (on the builder feed and the presence stream). */
export const PRESENCE_EVENT = 'presence';

/** Where heartbeats and selection changes go (POST a PresenceUpdate). */
export const PRESENCE_URL = '/api/admin/presence';

/** The presence stream of a post or in-page editor room (builder pages carry presence on their live feed). */
export function presenceStreamUrl(room: string): string {
  return `${PRESENCE_URL}/events?room=${encodeURIComponent(room)}`;
}

/**
 * Colours for people, each at least 4.5:1 against white (so white initials on it and the colour as text or an
 * outline on the white canvas both read), and distinct from the builder's own indigo selection outline.
 */
export const PRESENCE_COLOURS = [
  '#b91c1c',
  '#047857',
  '#a21caf',
  '#c2410c',
  '#0e7490',
  '#4d7c0f',
  '#be185d',
  '#1d4ed8',
  '#a16207',
  '#7e22ce',
] as const;

/** A person's colour: stable per user, derived from the id. */
export function presenceColour(userId: number): string {
  return PRESENCE_COLOURS[Math.abs(Math.trunc(userId)) % PRESENCE_COLOURS.length]!;
}

/** Up to two initials of a name ("Ana Lima" → "AL", "ben" → "B"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}
