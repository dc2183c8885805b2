// ADMIN_USERNAME naming an account that already exists as a customer: the server never promotes it. It refuses
// to start, naming the conflict, whatever case or Unicode form the operator or the customer used.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfiguredAdminConflictError, ensureAdmin, findUserByUsername } from '../auth/account.service.ts';
import { hashPassword } from '../auth/password.ts';
import { User } from '../entities/user.entity.ts';
import { startServerProcess } from '../test/server-process.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

const CUSTOMER_PASSWORD = 'Customer-Passw0rd';
const OPERATOR_PASSWORD = 'Operator-Passw0rd';

let server: TestServer;
const scratch = mkdtempSync(join(tmpdir(), 'localrank-admin-conflict-'));

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A lower-case ASCII name no other test uses. */
const freshName = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

/** The same text in fullwidth letters and digits ('ｂｏｓｓ' for 'boss'). */
const fullwidth = (text: string) => text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/** Signs a customer up over HTTP, as anyone on the site can. */
async function registerCustomer(username: string): Promise<void> {
  const res = await new TestClient(server.baseUrl).post('/api/register', {
    username,
    password: CUSTOMER_PASSWORD,
    name: 'A Customer',
    email: `${freshName('c')}@example.com`,
  });
  expect(res.status).toBe(201);
}

const roleOf = async (username: string) => (await findUserByUsername(server.orm.em.fork(), username))?.role;

const adminSignIn = (username: string, password: string) => new TestClient(server.baseUrl).post('/api/admin/login', { username, password });

describe('ADMIN_USERNAME naming an existing customer', () => {
  it.each([
    ['the same name', (name: string) => name],
    ['upper case', (name: string) => name.toUpperCase()],
    ['fullwidth letters', (name: string) => fullwidth(name)],
    ['fullwidth upper case with spaces around', (name: string) => ` ${fullwidth(name.toUpperCase())} `],
  ])('is refused in %s: the customer stays a customer and the operator is told why', async (_form, configuredForm) => {
    const customer = freshName('boss');
    await registerCustomer(customer);
    const configured = configuredForm(customer);

    const refusal = ensureAdmin(server.orm.em.fork(), { username: configured, password: OPERATOR_PASSWORD });
    await expect(refusal).rejects.toBeInstanceOf(ConfiguredAdminConflictError);
    await expect(refusal).rejects.toThrow(`ADMIN_USERNAME "${configured}" names an existing account that is not an admin ("${customer}"`);

    expect(await roleOf(customer)).toBe('user');
    expect((await adminSignIn(customer, CUSTOMER_PASSWORD)).status).not.toBe(200);
    expect((await adminSignIn(customer, OPERATOR_PASSWORD)).status).not.toBe(200);
  });

  it('is refused for a customer row stored in another Unicode form (before names were normalised)', async () => {
    const plain = freshName('legacy');
    const em = server.orm.em.fork();
    em.create(User, {
      username: fullwidth(plain),
      passwordHash: await hashPassword(CUSTOMER_PASSWORD),
      name: 'Old',
      email: null,
      role: 'user',
    });
    await em.flush();

    await expect(ensureAdmin(server.orm.em.fork(), { username: plain.toUpperCase(), password: OPERATOR_PASSWORD })).rejects.toBeInstanceOf(
      ConfiguredAdminConflictError,
    );
    expect(await roleOf(plain)).toBe('user');
  });

  it('still creates the admin when the name is free, and leaves an existing admin (and its password) as it is', async () => {
    const name = freshName('operator');
    await ensureAdmin(server.orm.em.fork(), { username: name, password: OPERATOR_PASSWORD });
    expect((await adminSignIn(name, OPERATOR_PASSWORD)).status).toBe(200);
    await ensureAdmin(server.orm.em.fork(), { username: name.toUpperCase(), password: 'Another-Passw0rd' });
    expect((await adminSignIn(name, OPERATOR_PASSWORD)).status).toBe(200);
    expect(await roleOf(name)).toMatch(/^(owner|administrator)$/);
  });

  it('stops the server process at start with exit code 1 and a message naming the conflict, without a stack trace', async () => {
    const customer = freshName('owner');
    await registerCustomer(customer);
    const configured = fullwidth(customer.toUpperCase());
    const connection = server.database.connection;
    const databaseUrl = 'url' in connection ? connection.url : '';
    expect(databaseUrl, 'this test runs the server process against TEST_DATABASE_URL').not.toBe('');

    const outcome = await startServerProcess(
      {
        PORT: '0',
        DATABASE_URL: databaseUrl,
        DATA_DIR: scratch,
        WEB_DIST_DIR: join(scratch, 'no-web'),
        ADMIN_USERNAME: configured,
        ADMIN_PASSWORD: OPERATOR_PASSWORD,
      },
      { timeoutMs: 180_000 },
    ).then(
      (started) => {
        started.child.kill('SIGTERM');
        return { started: true, output: started.output() };
      },
      (error: Error) => ({ started: false, output: error.message }),
    );

    expect(outcome.started).toBe(false);
    expect(outcome.output).toContain('server exited with 1');
    expect(outcome.output).toContain(`ADMIN_USERNAME "${configured}" names an existing account that is not an admin ("${customer}"`);
    expect(outcome.output).not.toMatch(/\n\s+at /);
    expect(await roleOf(customer)).toBe('user');
  }, 240_000);
});
