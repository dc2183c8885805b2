// What the publish scheduler's tests share: two instances over one database, short real schedules, and a
// scheduled publish of a builder page over tRPC.
import { expect } from 'vitest';
import { createWebAppStandIn, type WebAppStandIn } from './served-html.ts';
import { startTestServer, type TestClient, type TestServer } from './test-server.ts';

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

/**
 * How far ahead `soon` is. The tests act before the time (check nothing went live yet, cancel, unpublish, stop a
 * scheduler) and then wait for it: 2 s was passed by four requests on a CI machine at a load of 20, so a cancel
 * landed after the publish it meant to prevent. 8 s holds four times that; `beforeItsTime` says so if even that
 * was passed, rather than failing on a state the test never meant to reach.
 */
const SOON_MS = 8000;

/** A time a few seconds ahead: long enough to act before it on a loaded machine, short enough to wait for. */
export const soon = () => new Date(Date.now() + SOON_MS);

/** Fails, naming the cause, when the steps meant to come before the scheduled time `at` came after it. */
export function beforeItsTime(at: Date): void {
  const late = Date.now() - at.getTime();
  if (late >= 0)
    throw new Error(`The steps meant to come before the scheduled time took ${SOON_MS + late} ms, past its ${SOON_MS} ms lead`);
}
/** `hours` hours ahead. */
export const inHours = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000);

/** Schedules the publish of builder page `pageId` at `at`, as `client`. */
export async function schedulePage(client: TestClient, pageId: number, at: Date): Promise<void> {
  const res = await client.post('/trpc/builderPage.publish', { pageId, at: at.toISOString() });
  expect(res.status, res.text).toBe(200);
}
