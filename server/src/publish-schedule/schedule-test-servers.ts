// What the publish scheduler's tests share: two instances over one database, short real schedules, and a
// scheduled publish of a builder page over tRPC.
import { expect } from 'vitest';
import { createWebAppStandIn, type WebAppStandIn } from '../test/served-html.ts';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';

/** Two app instances over one database, serving one web stand-in. */
export interface TwoInstances {
  first: TestServer;
  second: TestServer;
  web: WebAppStandIn;
  /** Closes both instances and removes the stand-in. */
  close(): Promise<void>;
}

/** Starts two instances over one database (each runs its own publish scheduler). */
export async function startTwoInstances(): Promise<TwoInstances> {
  const web = createWebAppStandIn();
  const first = await startTestServer({ WEB_DIST_DIR: web.dir });
  const second = await startTestServer({ WEB_DIST_DIR: web.dir }, { shareDatabaseOf: first });
  return {
    first,
    second,
    web,
    async close() {
      await second.close();
      await first.close();
      web.remove();
    },
  };
}

/** A couple of seconds ahead: long enough to see the state before, short enough to wait for. */
export const inTwoSeconds = () => new Date(Date.now() + 2000);
/** `hours` hours ahead. */
export const inHours = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000);

/** Schedules the publish of builder page `pageId` at `at`, as `client`. */
export async function schedulePage(client: TestClient, pageId: number, at: Date): Promise<void> {
  const res = await client.post('/trpc/builderPage.publish', { pageId, at: at.toISOString() });
  expect(res.status, res.text).toBe(200);
}
