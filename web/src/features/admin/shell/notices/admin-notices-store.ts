import { ADMIN_NOTICES_EVENT, ADMIN_NOTICES_STREAM_PATH, type AdminNotices } from '@app/contracts';

/**
 * The admin notices of this browser (how many posts wait for review), from ONE server-sent event stream per browser:
 * browsers allow 6 HTTP/1.1 connections per host, so every admin tab holding its own stream would soon starve the
 * others. The tab that holds the Web Lock `localrank-admin-notices` opens the stream and relays each notice over the
 * BroadcastChannel of the same name; the other tabs listen there (and ask the holder for the latest on arrival). When
 * the holder closes, the lock passes to a waiting tab, which opens the stream in its place.
 */

/** The Web Lock and the BroadcastChannel of the admin notices. */
export const ADMIN_NOTICES_LOCK = 'localrank-admin-notices';

type Message = { kind: 'notices'; notices: AdminNotices } | { kind: 'ask' };
type Listener = () => void;

let current: AdminNotices | null = null;
const listeners = new Set<Listener>();
let stop: (() => void) | null = null;

function set(next: AdminNotices): void {
  if (current?.inReview === next.inReview) return;
  current = next;
  for (const listener of listeners) listener();
}

/** Opens the stream in this tab until `signal` aborts; `relay` hears each notice. */
function holdStream(signal: AbortSignal, relay: (notices: AdminNotices) => void): Promise<void> {
  return new Promise<void>((resolve) => {
    const source = new EventSource(ADMIN_NOTICES_STREAM_PATH, { withCredentials: true });
    source.addEventListener(ADMIN_NOTICES_EVENT, (event) => relay(JSON.parse((event as MessageEvent<string>).data) as AdminNotices));
    const finish = () => {
      source.close();
      resolve();
    };
    // Refused (signed out, or no longer an editor): the browser stops retrying, and so does this tab.
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) finish();
    });
    signal.addEventListener('abort', finish, { once: true });
  });
}

/** Starts listening in this tab: through the lock holder, or as the holder. Returns the stop. */
function start(): () => void {
  const abort = new AbortController();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(ADMIN_NOTICES_LOCK);
  let holding = false;
  const relay = (notices: AdminNotices) => {
    set(notices);
    channel?.postMessage({ kind: 'notices', notices } satisfies Message);
  };
  if (channel) {
    channel.onmessage = (event: MessageEvent<Message>) => {
      if (event.data.kind === 'notices' && !holding) set(event.data.notices);
      else if (event.data.kind === 'ask' && holding && current)
        channel.postMessage({ kind: 'notices', notices: current } satisfies Message);
    };
    channel.postMessage({ kind: 'ask' } satisfies Message);
  }
  if (typeof navigator !== 'undefined' && 'locks' in navigator && channel) {
    navigator.locks
      .request(ADMIN_NOTICES_LOCK, { signal: abort.signal }, async () => {
        holding = true;
        try {
          await holdStream(abort.signal, relay);
        } finally {
          holding = false;
        }
      })
      // Aborted while waiting for the lock (the tab stopped listening): nothing to do.
      .catch(() => undefined);
  } else {
    // No Web Locks or BroadcastChannel: this tab keeps a stream of its own.
    void holdStream(abort.signal, set);
  }
  return () => {
    abort.abort();
    channel?.close();
  };
}

/** Subscribes to the notices (the first subscriber starts listening, the last one's leaving stops it). */
export function subscribeAdminNotices(listener: Listener): () => void {
  listeners.add(listener);
  stop ??= start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stop) {
      stop();
      stop = null;
      current = null;
    }
  };
}

/** The latest notices this tab has heard of (null until the first arrives). */
export function adminNoticesSnapshot(): AdminNotices | null {
  return current;
}
