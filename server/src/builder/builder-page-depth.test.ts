// The nesting limit of builder trees, end to end: a tree nested thousands of levels deep sent through tRPC is a 400
// that names the limit (it used to overflow the stack: a 500), the server keeps answering, and nothing is written.
import { MAX_NESTING_DEPTH, moveCommand, type BuilderElement } from '@app/builder-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedStep, newBuilderPage, openPage, submitStep } from '../test/builder-client.ts';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';

const LIMIT_MESSAGE = 'Elements can be nested at most 32 levels deep.';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('admin');
});

afterAll(async () => {
  await server?.close();
});

/** A chain of `levels` containers as JSON text, `${prefix}0` outermost; written as text so the test never recurses. */
function chainJson(prefix: string, levels: number): string {
  const open = (i: number) => `{"id":"${prefix}${i}","type":"container","name":"Box","style":{},"children":[`;
  let text = '';
  for (let i = 0; i < levels; i += 1) text += open(i);
  return text + ']}'.repeat(levels);
}

/** A chain of `levels` containers as an element value (small enough to build and send as usual). */
function chain(prefix: string, levels: number): BuilderElement {
  return JSON.parse(chainJson(prefix, levels)) as BuilderElement;
}

/** Sends `builderPage.submit` with a body written as text. */
const submitRaw = (pageId: number, baseVersion: number, commandJson: string) =>
  admin.post('/trpc/builderPage.submit', `{"pageId":${pageId},"baseVersion":${baseVersion},"command":${commandJson}}`);

/** The page's version, its root elements and its log entries, to prove nothing was written. */
async function stateOf(pageId: number) {
  const { version, tree } = await openPage(admin, pageId);
  const entries = await trpcQuery(admin, 'builderPage.events', { pageId, afterVersion: 0 });
  return { version, roots: tree.elements.length, events: (entries.json.result.data.events as unknown[]).length };
}

describe('builderPage.submit and the nesting limit', () => {
  it('answers a 5,000-level tree with a 400 naming the limit, keeps serving, and writes nothing', async () => {
    const pageId = await newBuilderPage(admin, 'deep-tree');
    const res = await submitRaw(pageId, 0, `{"kind":"add","parentId":null,"element":${chainJson('e', 5000)}}`);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(LIMIT_MESSAGE);
    expect(res.text).not.toMatch(/RangeError|at \w+ \(/);
    expect(await stateOf(pageId)).toEqual({ version: 0, roots: 0, events: 0 });
    // Still up, and a tree of exactly the limit is accepted.
    expect((await admin.get('/healthz')).status).toBe(200);
    expect((await acceptedStep(admin, pageId, 0, { kind: 'add', parentId: null, element: chain('ok', MAX_NESTING_DEPTH) })).version).toBe(
      1,
    );
  });

  it('answers one level too many with the same 400', async () => {
    const pageId = await newBuilderPage(admin, 'one-too-deep');
    const res = await submitStep(admin, pageId, 0, { kind: 'add', parentId: null, element: chain('e', MAX_NESTING_DEPTH + 1) });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(LIMIT_MESSAGE);
    expect(await stateOf(pageId)).toEqual({ version: 0, roots: 0, events: 0 });
  });

  it('answers any other part of a command nested absurdly deep with a 400, not a 500', async () => {
    const pageId = await newBuilderPage(admin, 'deep-style');
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const res = await submitRaw(pageId, 0, `{"kind":"update","id":"x","changes":{"style":{"color":${deep}}}}`);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/at most \d+ levels deep/);
    expect(await stateOf(pageId)).toEqual({ version: 0, roots: 0, events: 0 });
  });

  it('refuses adding or moving a subtree into a place where it would pass the limit', async () => {
    const pageId = await newBuilderPage(admin, 'deep-place');
    await acceptedStep(admin, pageId, 0, { kind: 'add', parentId: null, element: chain('a', 30) });
    await acceptedStep(admin, pageId, 1, { kind: 'add', parentId: null, element: chain('b', 3) });
    // a29 is at level 30: three more levels would end at 33.
    const add = await submitStep(admin, pageId, 2, { kind: 'add', parentId: 'a29', element: chain('c', 3) });
    expect([add.status, add.json.error.message]).toEqual([400, LIMIT_MESSAGE]);
    const move = await submitStep(admin, pageId, 2, moveCommand('b0', 'a29', 0));
    expect([move.status, move.json.error.message]).toEqual([400, LIMIT_MESSAGE]);
    expect((await stateOf(pageId)).version).toBe(2);
    expect((await acceptedStep(admin, pageId, 2, moveCommand('b1', 'a29', 0))).version).toBe(3);
  });
});
