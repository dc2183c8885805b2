import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, E2E_ORIGIN } from './admin.ts';

// Published posts made quickly for specs that need more than the nine seeded ones (the blog manager has its
// own spec for writing a post by hand). Every one is deleted again, so later specs see the seeded blog.

const write = { headers: { Origin: E2E_ORIGIN } };

/** A blogAdmin mutation as the admin's browser sends it; fails the test on any status but 200. */
async function mutate<T>(api: APIRequestContext, procedure: string, input: unknown): Promise<T> {
  const res = await api.post(`/trpc/blogAdmin.${procedure}`, { data: input, ...write });
  expect(res.status(), `${procedure}: ${await res.text()}`).toBe(200);
  return (await res.json()).result.data as T;
}

/** A signed-in admin's API client, for `publishPosts` and `deletePosts`; dispose it when done. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post('/api/admin/login', { data: E2E_ADMIN, ...write });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/**
 * Publishes `count` posts titled '{title} 1' … '{title} {count}' under `category`, each body holding `word`,
 * dated one minute apart from `newest` back (post 1 the newest); returns their ids.
 */
export async function publishPosts(
  api: APIRequestContext,
  { title, count, category, word, newest }: { title: string; count: number; category: string; word: string; newest: Date },
): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 1; n <= count; n += 1) {
    const created = await mutate<{ id: number; revision: number }>(api, 'create', {});
    ids.push(created.id);
    const saved = await mutate<{ revision: number }>(api, 'update', {
      id: created.id,
      baseRevision: created.revision,
      title: `${title} ${n}`,
      slug: `${title} ${n}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      excerpt: `Part ${n} of a series written to fill several pages of the blog.`,
      content: `<p>How the ${word} hangar on the high street was found in local search, part ${n}.</p>`,
      categories: [category],
    });
    await mutate(api, 'publish', {
      id: created.id,
      baseRevision: saved.revision,
      at: new Date(newest.getTime() - n * 60_000).toISOString(),
    });
  }
  return ids;
}

/** Deletes these posts. */
export async function deletePosts(api: APIRequestContext, ids: readonly number[]): Promise<void> {
  for (const id of ids) await mutate(api, 'delete', { id });
}

/** Publishes one post now with these fields (a title, a slug, its stored HTML `content`, …); returns its id. */
export async function publishPost(
  api: APIRequestContext,
  fields: { title: string; slug: string; content: string } & Record<string, unknown>,
): Promise<number> {
  const created = await mutate<{ id: number; revision: number }>(api, 'create', {});
  const saved = await mutate<{ revision: number }>(api, 'update', { id: created.id, baseRevision: created.revision, ...fields });
  await mutate(api, 'publish', { id: created.id, baseRevision: saved.revision });
  return created.id;
}
