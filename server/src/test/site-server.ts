import { createWebAppStandIn } from './served-html.ts';
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
 */
export async function startSiteTestServer(): Promise<SiteTestServer> {
  const web = createWebAppStandIn();
  try {
    const server = await startTestServer({ WEB_DIST_DIR: web.dir, PUBLIC_ORIGIN: 'https://www.localrank.example' });
    return {
      server,
      admin: await server.signedInClient('admin'),
      visitor: new TestClient(server.baseUrl),
      async close() {
        await server.close();
        web.remove();
      },
    };
  } catch (error) {
    web.remove();
    throw error;
  }
}
