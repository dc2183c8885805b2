import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_TAGS, readCacheOf } from '../cache/read-cache.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

/** What the stand-in entry shares with this file (the server runs in this process): renders so far by address, and a gate. */
interface RenderProbe {
  renders: Record<string, number>;
  gate: Promise<void>;
}
const probe = globalThis as unknown as { keptPageRenders: RenderProbe };

// A stand-in for the SSR build's entry: counts its renders and holds each at the gate, then reads the blog list
// through the cache (so its page is kept, as a real public page is) and answers a page of a few KB.
const STAND_IN_ENTRY = `
export async function renderPage(options) {
  const url = new URL(options.url);
  const probe = globalThis.keptPageRenders;
  probe.renders[url.search] = (probe.renders[url.search] ?? 0) + 1;
  await probe.gate;
  const ctx = await options.trpc.createContext();
  const blog = await options.trpc.router.createCaller(ctx).blogPost.list({});
  const body = '<main>' + 'Posts: ' + blog.total + ' '.repeat(4000) + '</main>';
  return { response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } }), routeIds: [] };
}
`;

let server: TestServer;

beforeAll(async () => {
  probe.keptPageRenders = { renders: {}, gate: Promise.resolve() };
  server = await startTestServer({}, { webStandIn: { ssrEntry: STAND_IN_ENTRY } });
});

afterAll(async () => {
  await server?.close();
});

/**
 * Sends `visitors` requests for `/pricing<search>` at once while renders are held at the gate; once they have
 * reached the server (each looked for a kept copy: the app's own background reads of pages may add to that count,
 * and a request arriving after the gate opens finds a copy or a render just the same), opens the gate. Resolves
 * with the answers and the renders of that address.
 */
async function manyAtOnce(
  search: string,
  visitors: number,
  beforeOpen = () => {},
): Promise<{ statuses: number[]; bodies: string[]; renders: number }> {
  const lookups = readCacheOf(server.orm).lookups.response;
  const missesBefore = lookups.misses;
  let open!: () => void;
  probe.keptPageRenders = { renders: {}, gate: new Promise((resolve) => (open = resolve)) };
  const answers = Promise.all(
    Array.from({ length: visitors }, () => new TestClient(server.baseUrl).get(`/pricing${search}`, { 'Accept-Encoding': 'br' })),
  );
  await expect.poll(() => lookups.misses - missesBefore).toBeGreaterThanOrEqual(visitors);
  beforeOpen();
  open();
  const done = await answers;
  return {
    statuses: done.map((answer) => answer.status),
    bodies: done.map((answer) => answer.text),
    renders: probe.keptPageRenders.renders[search] ?? 0,
  };
}

describe('a page many visitors ask for while it is not kept', () => {
  it('is rendered once: the others wait for that render and get its copy', async () => {
    const { statuses, bodies, renders } = await manyAtOnce('?herd=1', 20);
    expect(statuses).toEqual(Array(20).fill(200));
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toMatch(/<main>Posts: \d+/);
    expect(renders).toBe(1);
  });

  it('is rendered once again after a write drops the kept copy', async () => {
    expect((await new TestClient(server.baseUrl).get('/pricing?herd=2')).status).toBe(200);
    readCacheOf(server.orm).invalidate('blog');
    const { statuses, renders } = await manyAtOnce('?herd=2', 12);
    expect(statuses).toEqual(Array(12).fill(200));
    expect(renders).toBe(1);
  });

  it('is rendered by each waiting visitor when the first render may not be kept (a write came during it), none left waiting', async () => {
    const { statuses, bodies, renders } = await manyAtOnce('?herd=3', 5, () => readCacheOf(server.orm).invalidate(...CACHE_TAGS));
    expect(statuses).toEqual(Array(5).fill(200));
    expect(bodies[0]).toMatch(/<main>Posts: \d+/);
    expect(renders).toBe(5);
  });
});
