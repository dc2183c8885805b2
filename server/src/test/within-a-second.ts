/**
 * Asks `read` again until `done` holds, for at most a second (the promise made for two instances: a
 * write on one is read on the other within a second); returns the last value read.
 */
export async function withinASecond<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 1000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}
