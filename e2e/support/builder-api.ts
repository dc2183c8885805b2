import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ORIGIN } from './admin.ts';

// The builder's API as an admin's browser context calls it: for specs that need a builder page set up
// quickly (the builder screen has its own spec for doing it by hand).

const write = { headers: { Origin: E2E_ORIGIN } };

/** Calls a builderPage procedure (a POST, as a mutation) and returns its data; fails the test on any other status than 200. */
export async function call<T = unknown>(request: APIRequestContext, procedure: string, input: unknown): Promise<T> {
  const res = await request.post(`/trpc/builderPage.${procedure}`, { data: input, ...write });
  expect(res.status(), `${procedure}: ${await res.text()}`).toBe(200);
  return (await res.json()).result.data as T;
}

/**
 * Deletes a builder page a spec made, whatever its state: a published page's address is confirmed as the server
 * names it (guarded publishing asks before taking a live address off the site; the specs of the guard test that).
 */
export async function deletePage(request: APIRequestContext, pageId: number): Promise<void> {
  const res = await request.post('/trpc/builderPage.delete', { data: { pageId }, ...write });
  if (res.status() === 200) return;
  const effects = (await res.json()).error?.data?.details?.effects as { path: string }[] | undefined;
  expect(effects, `delete: ${res.status()}`).toBeDefined();
  await call(request, 'delete', { pageId, confirmedAddresses: effects!.map((effect) => effect.path) });
}

/** Makes a 'New page' at `slug` and applies the commands in order; returns its id. */
export async function buildNewPage(request: APIRequestContext, slug: string, title: string, commands: object[]): Promise<number> {
  const { id } = await call<{ id: number }>(request, 'create', { name: `Page ${slug}`, slug });
  await call(request, 'update', { pageId: id, meta: { title, description: `${title}: a page made with the builder.` } });
  for (const [version, command] of commands.entries()) await call(request, 'submit', { pageId: id, baseVersion: version, command });
  return id;
}

/** Makes a 'New page', applies the commands in order and publishes it; returns its id. */
export async function publishNewPage(request: APIRequestContext, slug: string, title: string, commands: object[]): Promise<number> {
  const id = await buildNewPage(request, slug, title, commands);
  await call(request, 'publish', { pageId: id });
  return id;
}

/** An element as a command carries it: its fields, its desktop style, and no children. */
export const element = (id: string, type: string, fields: Record<string, unknown> = {}, style: Record<string, unknown> = {}) => ({
  id,
  type,
  name: type,
  ...fields,
  style,
  children: [],
});

/** An add command: `child` last under `parentId` (null: the page root). */
export const add = (parentId: string | null, child: object) => ({ kind: 'add', parentId, element: child });
