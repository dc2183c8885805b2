import type { WebAppStandInOptions } from './served-html.ts';
import { startTestServer, TestClient, type TestServer } from './test-server.ts';

/** A test server that answers page paths with HTML, a signed-in admin, an anonymous visitor, and how to stop it all. */
export interface SiteTestServer {
  server: TestServer;
  admin: TestClient;
  visitor: TestClient;
  close(): Promise<void>;
}

/**
 * Starts the app over a stand-in web build (so `/`, `/features`, `/{slug}` answer with their real status and head)
 * at the public origin https://www.localrank.example, with an admin signed in and a visitor with no session.
 * `standIn` says what the stand-in holds besides its index.html (a server entry, built files).
 */
export async function startSiteTestServer(standIn: WebAppStandInOptions = {}): Promise<SiteTestServer> {
  const server = await startTestServer({ PUBLIC_ORIGIN: 'https://www.localrank.example' }, { webStandIn: standIn });
  try {
    return { server, admin: await server.signedInClient('admin'), visitor: new TestClient(server.baseUrl), close: () => server.close() };
  } catch (error) {
    await server.close();
    throw error;
  }
}
