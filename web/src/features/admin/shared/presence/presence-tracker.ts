import { PRESENCE_EVENT, PRESENCE_HEARTBEAT_MS, type PresenceEvent, type PresenceMember, type PresenceUpdate } from '@app/contracts';

/** What the screen draws: the other people in the room (not this person, in any of their tabs), earliest first. */
export interface PresenceSnapshot {
  readonly others: readonly PresenceMember[];
}

/** Sends one heartbeat or selection change (rejects on failure; the next heartbeat tries again). */
export type PresenceSend = (update: PresenceUpdate) => Promise<unknown>;

/** The timers the tracker runs on (tests pass their own). */
export interface PresenceClock {
  every(run: () => void, ms: number): () => void;
}

const realClock: PresenceClock = {
  every(run, ms) {
    const timer = setInterval(run, ms);
    return () => clearInterval(timer);
  },
};

const EMPTY: PresenceSnapshot = { others: [] };

/**
 * This tab's presence in one room: reads the `presence` events of an event stream (the builder feed, or the
 * presence stream of a post or in-page editor page) into the list of others, and tells the server this tab's
 * selection: at once on a change, coalesced (while one send is in flight only the newest selection waits), and
 * again with every heartbeat (every PRESENCE_HEARTBEAT_MS) so the server knows the tab is still there.
 */
export class PresenceTracker {
  private members = new Map<string, PresenceMember>();
  private you: string | null = null;
  private selection: string | null = null;
  private sentSelection: string | null = null;
  private sending = false;
  private waiting = false;
  private state: PresenceSnapshot = EMPTY;
  private readonly listeners = new Set<() => void>();
  private readonly stopHeartbeat: () => void;
  private disposed = false;

  constructor(
    readonly room: string,
    private readonly send: PresenceSend,
    clock: PresenceClock = realClock,
  ) {
    this.stopHeartbeat = clock.every(() => this.flush(true), PRESENCE_HEARTBEAT_MS);
  }

  /** The current snapshot (stable until the next change, for useSyncExternalStore). */
  readonly getSnapshot = (): PresenceSnapshot => this.state;

  /** Calls `listener` after every change of the others; returns the unsubscribe. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Reads the `presence` events of a stream; returns the detach. */
  attach(source: Pick<EventSource, 'addEventListener' | 'removeEventListener'>): () => void {
    const onEvent = (message: Event) => this.receive(JSON.parse((message as MessageEvent<string>).data) as PresenceEvent);
    source.addEventListener(PRESENCE_EVENT, onEvent);
    return () => source.removeEventListener(PRESENCE_EVENT, onEvent);
  }

  /** Applies one event: a snapshot replaces everything (a new stream, a new member id), changes upsert or remove. */
  receive(event: PresenceEvent): void {
    if (event.kind === 'snapshot') {
      this.you = event.you;
      this.members = new Map(event.members.map((member) => [member.memberId, member]));
      // A new member id (the stream reconnected) knows nothing yet of this tab's selection.
      this.sentSelection = null;
      if (this.selection !== null) this.flush(false);
    } else if (event.kind === 'member') {
      this.members.set(event.member.memberId, event.member);
    } else {
      this.members.delete(event.memberId);
    }
    this.publish();
  }

  /** This tab's selection (an element id, or null): sent at once if it changed. */
  select(elementId: string | null): void {
    this.selection = elementId;
    if (elementId !== this.sentSelection) this.flush(false);
  }

  /** Stops the heartbeat and forgets everyone (the tab left the room). */
  dispose(): void {
    this.disposed = true;
    this.stopHeartbeat();
    this.listeners.clear();
  }

  private flush(heartbeat: boolean): void {
    if (this.disposed || this.you === null) return;
    if (this.sending) {
      this.waiting = true;
      return;
    }
    if (!heartbeat && this.selection === this.sentSelection) return;
    const selection = this.selection;
    this.sending = true;
    this.send({ room: this.room, memberId: this.you, selection }).then(
      () => {
        this.sentSelection = selection;
        this.settle();
      },
      () => this.settle(),
    );
  }

  private settle(): void {
    this.sending = false;
    if (this.waiting) {
      this.waiting = false;
      this.flush(false);
    }
  }

  private publish(): void {
    const mine = this.you === null ? undefined : this.members.get(this.you)?.userId;
    const others = [...this.members.values()]
      .filter((member) => member.memberId !== this.you && member.userId !== mine)
      .sort((a, b) => a.since.localeCompare(b.since) || a.memberId.localeCompare(b.memberId));
    this.state = { others };
    for (const listener of this.listeners) listener();
  }
}
