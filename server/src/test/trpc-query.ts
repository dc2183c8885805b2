import type { TestClient } from './test-server.ts';

/** Calls a tRPC query over GET with its input JSON in the query string, as the web client does. */
export function trpcQuery(client: TestClient, path: string, input?: unknown) {
  return client.get(`/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`);
}
