import { BUILDER_FEED_EVENTS, PRESENCE_URL, presenceStreamUrl, type PresenceMember } from '@app/contracts';
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { apiRequest } from '../../../../lib/api-request.ts';
import { PresenceTracker } from './presence-tracker.ts';

/** A tracker for `room` that sends through the presence route (POST PRESENCE_URL). */
export function newPresenceTracker(room: string): PresenceTracker {
  return new PresenceTracker(room, (update) => apiRequest('POST', PRESENCE_URL, update));
}

const TrackerContext = createContext<PresenceTracker | null>(null);

/** Provides a room's tracker to the components of an editor (the builder's top bar and canvas). */
export const PresenceTrackerProvider = TrackerContext.Provider;

/** The tracker provided above, or null outside any room. */
export function usePresenceTracker(): PresenceTracker | null {
  return useContext(TrackerContext);
}

const NOBODY: readonly PresenceMember[] = [];
const noChanges = () => () => {};

/** The other people in the tracker's room, re-rendering when they change (none without a tracker). */
export function useOthersHere(tracker: PresenceTracker | null): readonly PresenceMember[] {
  return useSyncExternalStore(tracker?.subscribe ?? noChanges, () => tracker?.getSnapshot().others ?? NOBODY);
}

/**
 * Joins `room` through its own presence stream (the post editor, the in-page editor; builder pages use their
 * live feed) while mounted, and reports `selection`; null `room` joins nothing (a post not yet saved). The stream
 * reconnects by itself; it closes for good when the server ends the session.
 */
export function usePresenceRoom(room: string | null, selection: string | null = null): PresenceTracker | null {
  const [tracker, setTracker] = useState<PresenceTracker | null>(null);
  useEffect(() => {
    if (room === null) return;
    const joined = newPresenceTracker(room);
    const stream = new EventSource(presenceStreamUrl(room), { withCredentials: true });
    const detach = joined.attach(stream);
    stream.addEventListener(BUILDER_FEED_EVENTS.sessionEnded, () => stream.close());
    setTracker(joined);
    return () => {
      detach();
      stream.close();
      joined.dispose();
      setTracker(null);
    };
  }, [room]);
  useEffect(() => {
    tracker?.select(selection);
  }, [tracker, selection]);
  return tracker;
}
