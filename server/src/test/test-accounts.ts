import { ensureAdmin } from '../auth/account.service.ts';
import { TestClient, type TestServer } from './test-server.ts';

/** A client signed in (POST /api/login) as an admin account, created as ADMIN_USERNAME/ADMIN_PASSWORD would create it. */
export async function signInAsAdmin(server: TestServer, username = 'site-admin', password = 'Adm1n-Password'): Promise<TestClient> {
  await ensureAdmin(server.orm.em.fork(), { username, password });
  const client = new TestClient(server.baseUrl);
  const res = await client.post('/api/login', { username, password });
  if (res.status !== 200) throw new Error(`Admin sign-in failed with ${res.status}: ${res.text}`);
  return client;
}

/** A client signed up (POST /api/register) as a new ordinary user. */
export async function signUpOrdinaryUser(server: TestServer, username: string): Promise<TestClient> {
  const client = new TestClient(server.baseUrl);
  const res = await client.post('/api/register', { username, password: 'Passw0rdOk', name: 'Ordinary User', email: `${username}@example.com` });
  if (res.status !== 201) throw new Error(`Sign-up failed with ${res.status}: ${res.text}`);
  return client;
}
