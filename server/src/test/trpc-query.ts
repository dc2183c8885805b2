import type { TestClient } from './test-server.ts';

/** Calls a tRPC query over GET with its input JSON in the query string, as the web client does. */
export function trpcQuery(client: TestClient, path: string, input?: unknown) {
  return client.get(`/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`);
}

/** The data of a successful tRPC call, failing the test with the server's message otherwise. */
export function trpcData<T = unknown>(res: { status: number; json: unknown; text: string }): T {
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${res.text}`);
  return (res.json as { result: { data: T } }).result.data;
}
