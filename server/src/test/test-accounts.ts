import { ensureAdmin } from '../auth/account.service.ts';
import { TestClient, type TestServer } from './test-server.ts';

/** The admin account the integration tests create, as ADMIN_USERNAME / ADMIN_PASSWORD would at start. */
export const TEST_ADMIN = { username: 'test-admin', password: 'Adm1n-Test-Password' };

/** Creates the test admin account (as main.ts does) and answers a client signed in to it through POST /api/login. */
export async function signInAsAdmin(server: TestServer): Promise<TestClient> {
  await ensureAdmin(server.orm.em.fork(), TEST_ADMIN);
  const client = new TestClient(server.baseUrl);
  const res = await client.post('/api/login', TEST_ADMIN);
  if (res.status !== 200) throw new Error(`Admin sign-in failed with ${res.status}: ${res.text}`);
  return client;
}

/** Registers a new ordinary account through POST /api/register and answers a client signed in to it. */
export async function signUpOrdinaryUser(server: TestServer, username: string): Promise<TestClient> {
  const client = new TestClient(server.baseUrl);
  const res = await client.post('/api/register', { username, password: 'Passw0rdOk', name: 'Ordinary', email: `${username}@example.com` });
  if (res.status !== 200 && res.status !== 201) throw new Error(`Sign-up failed with ${res.status}: ${res.text}`);
  return client;
}

/** Calls a tRPC query over GET with its input in the query string, as the web client does. */
export function trpcQuery(client: TestClient, path: string, input?: unknown) {
  return client.get(`/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`);
}
