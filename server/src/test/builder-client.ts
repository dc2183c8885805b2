import type { BuilderPage, Command } from '@app/builder-engine';
import type { TestClient } from './test-server.ts';
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
  return res.json.result.data as { tree: BuilderPage; version: number; snapshotVersion: number; eventsReplayed: number; page: Record<string, unknown> };
}

/** The id of a builder page by slug, from `builderPage.list`. */
export async function pageIdOf(client: TestClient, slug: string): Promise<number> {
  const res = await client.get('/trpc/builderPage.list');
  const page = (res.json.result.data as Array<{ id: number; slug: string }>).find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`no builder page '${slug}'`);
  return page.id;
}

/** Makes a page with 'New page' (name = slug), so a test gets a log of its own; returns its id. */
export async function newBuilderPage(admin: TestClient, slug: string): Promise<number> {
  const res = await admin.post('/trpc/builderPage.create', { name: slug, slug });
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.json.result.data.id as number;
}
