import { PresenceAvatars } from './presence-avatars.tsx';
import { useOthersHere, usePresenceRoom } from './use-presence.ts';

/**
 * Joins a room through its presence stream while shown and draws "Also here: …" (the post editor, the in-page
 * editor); `room` null joins nothing, `selection` is what this person is editing.
 */
export function RoomPresence({ room, selection = null }: { room: string | null; selection?: string | null }) {
  return <PresenceAvatars others={useOthersHere(usePresenceRoom(room, selection))} tone="dark" />;
}
