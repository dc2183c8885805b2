import { PresenceAvatars } from '../../admin/shared/presence/presence-avatars.tsx';
import { useOthersHere, usePresenceTracker } from '../../admin/shared/presence/use-presence.ts';

/** The builder top bar's "Also here" row, compact (initials, at most four circles): the other people on this page (from the live feed's presence). */
export function BuilderPresence() {
  return <PresenceAvatars others={useOthersHere(usePresenceTracker())} tone="dark" compact />;
}
