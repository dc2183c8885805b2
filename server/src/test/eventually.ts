/**
 * Asks `read` again until `done` holds, for at most 10 s; returns the last value read. For what another instance or
 * a background pass makes true through a notification, not a timer: nothing else would ever make it hold, so the
 * bound (`withinMs`, longer for what waits on a process starting) only keeps a broken run from hanging. How fast it holds (the promise is within a second) is a speed, measured
 * by `server/bench/live-latency-bench.ts`, never by a test on a loaded machine.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs = 10_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}
