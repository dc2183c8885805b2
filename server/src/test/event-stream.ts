import type { TestClient } from './test-server.ts';

/** One server-sent event as received. */
export interface ReceivedEvent {
  event: string;
  id?: string;
  data: string;
}

/** An open server-sent event stream read by a test: wait for the next event of a kind, then close it. */
export interface EventStreamReader {
  status: number;
  /** Resolves with the next event named `name` (earlier ones of other names are skipped); rejects after `withinMs`. */
  next(name: string, withinMs: number): Promise<ReceivedEvent>;
  /** Resolves once the server has ended the stream (all it sent is then read); rejects after `withinMs`. */
  ended(withinMs: number): Promise<void>;
  close(): void;
}

/**
 * Opens an SSE URL with the client's session cookie (and `headers`: a browser's reconnect sends Last-Event-ID) and
 * parses the stream as it arrives.
 */
export async function openEventStream(
  client: TestClient,
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<EventStreamReader> {
  const abort = new AbortController();
  const res = await fetch(baseUrl + path, {
    headers: { ...headers, ...(client.cookie ? { Cookie: client.cookie } : {}) },
    signal: abort.signal,
  });
  const received: ReceivedEvent[] = [];
  // Held in an object so the reader loop sees the waiter that `next` sets later.
  const waiter: { wake: (() => void) | null } = { wake: null };
  let endedByServer = false;
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            endedByServer = true;
            waiter.wake?.();
            return;
          }
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields: Record<string, string> = {};
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const colon = line.indexOf(':');
              if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
            }
            if (fields.data === undefined) continue;
            received.push({ event: fields.event ?? 'message', data: fields.data, ...(fields.id === undefined ? {} : { id: fields.id }) });
            waiter.wake?.();
          }
        }
      } catch {
        // Closed by the test.
      }
    })();
  }
  const describeReceived = () => received.map((event) => event.event).join(', ') || 'nothing';
  /** Waits, woken by each chunk read, until `settled` gives a result; throws `failure()` after `withinMs`. */
  const waitFor = async <T>(settled: () => T | undefined, withinMs: number, failure: () => string): Promise<T> => {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const result = settled();
      if (result !== undefined) return result;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(failure());
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiter.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      waiter.wake = null;
    }
  };
  return {
    status: res.status,
    next(name, withinMs) {
      return waitFor(
        () => {
          const index = received.findIndex((event) => event.event === name);
          return index >= 0 ? received.splice(0, index + 1)[index] : undefined;
        },
        withinMs,
        () => `no '${name}' event within ${withinMs} ms (received: ${describeReceived()})`,
      );
    },
    async ended(withinMs) {
      await waitFor(
        () => (endedByServer ? true : undefined),
        withinMs,
        () => `the stream was still open after ${withinMs} ms (received: ${describeReceived()})`,
      );
    },
    close() {
      abort.abort();
    },
  };
}
