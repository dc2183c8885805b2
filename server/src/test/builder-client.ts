import { applyCommand, type BuilderPage, type Command } from '@app/builder-engine';
import { startTestServer, type TestClient, type TestServer } from './test-server.ts';
import { trpcQuery } from './trpc-query.ts';

/** Sends one builder command over tRPC, as the builder screen does. */
export function submitStep(client: TestClient, pageId: number, baseVersion: number, command: Command | Record<string, unknown>) {
  return client.post('/trpc/builderPage.submit', { pageId, baseVersion, command });
}

/** Sends a command that must be accepted; returns the submit result. */
export async function acceptedStep(client: TestClient, pageId: number, baseVersion: number, command: Command) {
  const res = await submitStep(client, pageId, baseVersion, command);
  if (res.status !== 200) throw new Error(`submit refused: ${res.status} ${res.text}`);
  return res.json.result.data as { version: number; rebased: boolean; label: string; event: Record<string, unknown> | null };
}

/** Opens a builder page (`builderPage.byId`); fails the test on anything but 200. */
export async function openPage(client: TestClient, pageId: number) {
  const res = await trpcQuery(client, 'builderPage.byId', { pageId });
  if (res.status !== 200) throw new Error(`byId failed: ${res.status} ${res.text}`);
  return res.json.result.data as {
    tree: BuilderPage;
    version: number;
    snapshotVersion: number;
    eventsReplayed: number;
    page: Record<string, unknown>;
  };
}

/** The id of a builder page by slug, from `builderPage.bySlug`. */
export async function pageIdOf(client: TestClient, slug: string): Promise<number> {
  const res = await client.get(`/trpc/builderPage.bySlug?input=${encodeURIComponent(JSON.stringify({ slug }))}`);
  const page = res.json.result?.data as { id: number } | null | undefined;
  if (!page) throw new Error(`no builder page '${slug}'`);
  return page.id;
}

/** Makes a page with 'New page' (name = slug), so a test gets a log of its own; returns its id. */
export async function newBuilderPage(admin: TestClient, slug: string): Promise<number> {
  const res = await admin.post('/trpc/builderPage.create', { name: slug, slug });
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.json.result.data.id as number;
}

/** Applies a command to a local copy of the page, as the builder screen's engine does; throws on a refusal. */
export function applied(page: BuilderPage, command: Command): BuilderPage {
  const result = applyCommand(page, command);
  if (!result.ok) throw new Error(result.error.message);
  return result.page;
}

/** A test server with two signed-in admins, for the builder's end-to-end tests of two people on one page. */
export async function startBuilderTestServer(): Promise<{ server: TestServer; admin: TestClient; otherAdmin: TestClient }> {
  const server = await startTestServer();
  return { server, admin: await server.signedInClient('admin'), otherAdmin: await server.signedInClient('admin') };
}

/**
 * Calls a guarded builderPage mutation (publish, unpublish, delete, update) as the builder's dialog does once the person
 * agrees: when the server asks to confirm addresses (409, kind 'liveAddressChange'), the call is made again naming them.
 * For tests of what the operation does; live-address-guard.test.ts tests the asking itself.
 */
export async function confirmedPost(client: TestClient, procedure: string, input: Record<string, unknown>) {
  const res = await client.post(`/trpc/builderPage.${procedure}`, input);
  const details = res.json?.error?.data?.details as { kind?: string; effects?: Array<{ path: string }> } | undefined;
  if (res.status !== 409 || details?.kind !== 'liveAddressChange') return res;
  return client.post(`/trpc/builderPage.${procedure}`, { ...input, confirmedAddresses: details.effects?.map((effect) => effect.path) });
}
