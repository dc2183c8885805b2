import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { NO_ANSWER_MESSAGE, serverFetch } from './server-fetch.ts';

/** A local port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('serverFetch', () => {
  it('words a call that got no answer for a person, keeping the network error as its cause', async () => {
    const error: unknown = await serverFetch(`http://127.0.0.1:${await closedPort()}/trpc/x`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe(NO_ANSWER_MESSAGE);
    expect((error as TypeError).cause).toBeInstanceOf(Error);
  });

  it('lets a call the app aborted fail as it was', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(serverFetch(`http://127.0.0.1:${await closedPort()}/`, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
