import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from '../auth/account.service.ts';
import type { Orm } from '../db/orm.ts';
import { AppError } from '../errors.ts';
import { createMigratedTestOrm, type TestOrm } from '../test/test-database.ts';
import { AdminUsageError, parseAdminArgs, runAdminCommand } from './admin-command.ts';

describe("npm run admin's command line", () => {
  it('reads create with --email, an optional --name, in either spelling', () => {
    expect(parseAdminArgs(['create', 'boss', '--email', 'boss@example.com'])).toEqual({
      kind: 'create',
      username: 'boss',
      email: 'boss@example.com',
    });
    expect(parseAdminArgs(['create', '--email=b@example.com', 'boss', '--name', 'Big Boss'])).toEqual({
      kind: 'create',
      username: 'boss',
      email: 'b@example.com',
      name: 'Big Boss',
    });
    expect(parseAdminArgs(['reset-password', 'boss'])).toEqual({ kind: 'reset-password', username: 'boss' });
    expect(parseAdminArgs(['list'])).toEqual({ kind: 'list' });
  });

  it.each([
    [[], 'Say what to do.'],
    [['promote', 'boss'], 'Unknown command "promote".'],
    [['create', 'boss'], 'create needs --email <address>'],
    [['create', '--email', 'b@example.com'], 'create takes one username.'],
    [['create', 'boss', '--email'], '--email needs a value.'],
    [['create', 'boss', '--email', 'b@example.com', '--password', 'x'], 'Unknown option --password.'],
    [['reset-password'], 'reset-password takes one username.'],
    [['list', 'everyone'], 'list takes no argument.'],
  ])('refuses %j, saying why', (args, message) => {
    expect(() => parseAdminArgs(args)).toThrow(AdminUsageError);
    expect(() => parseAdminArgs(args)).toThrow(message);
  });
});

describe('the admin commands on a real database', () => {
  let test: TestOrm;
  let orm: Orm;
  beforeAll(async () => {
    test = await createMigratedTestOrm();
    orm = test.orm;
  });
  afterAll(() => test.close());

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof AppError ? { status: error.status, message: error.message } : error),
    );

  it('lists no admin on a new database, with how to make one', async () => {
    expect(await runAdminCommand(orm.em.fork(), { kind: 'list' })).toBe(
      'No admin yet. Make one with: npm run admin -- create <username> --email <address>',
    );
  });

  it('creates an admin who can sign in, with the e-mail given; the name defaults to the username', async () => {
    const output = await runAdminCommand(orm.em.fork(), {
      kind: 'create',
      username: 'founder',
      email: 'Founder@Example.com',
      password: 'Founder-Passw0rd',
    });
    expect(output).toBe('Admin "founder" created. Sign in at /auth, then open /admin.');
    const user = await authenticate(orm.em.fork(), 'founder', 'Founder-Passw0rd');
    expect(user).toMatchObject({ role: 'owner', email: 'founder@example.com', name: 'founder' });
    expect(await runAdminCommand(orm.em.fork(), { kind: 'list' })).toMatch(
      /^founder {2}founder {2}founder@example\.com {2}created \d{4}-\d\d-\d\d$/,
    );
  });

  it('refuses a taken username (409), a weak password and a bad e-mail (400), and writes nothing', async () => {
    const count = async () => (await orm.em.getConnection().execute('select count(*)::int as n from users'))[0]!.n as number;
    const before = await count();
    expect(
      await refusal(
        runAdminCommand(orm.em.fork(), { kind: 'create', username: 'FOUNDER', email: 'x@example.com', password: 'Other-Passw0rd' }),
      ),
    ).toEqual({
      status: 409,
      message: 'That username is already taken. Please choose another one.',
    });
    expect(
      await refusal(
        runAdminCommand(orm.em.fork(), { kind: 'create', username: 'second', email: 's@example.com', password: 'weakpassword' }),
      ),
    ).toEqual({
      status: 400,
      message: 'Password must contain at least one uppercase letter',
    });
    expect(
      await refusal(
        runAdminCommand(orm.em.fork(), { kind: 'create', username: 'second', email: 'not-an-address', password: 'Second-Passw0rd' }),
      ),
    ).toEqual({
      status: 400,
      message: 'Invalid email address',
    });
    expect(await count()).toBe(before);
  });

  it('resets a password: the old one stops working and every session of the account ends', async () => {
    const em = orm.em.fork();
    const user = await authenticate(em, 'founder', 'Founder-Passw0rd');
    await em
      .getConnection()
      .execute(`insert into sessions (id, user_id, expires_at) values ('s-founder', ?, now() + interval '1 day')`, [user!.id]);
    expect(await runAdminCommand(orm.em.fork(), { kind: 'reset-password', username: 'Founder', password: 'Renewed-Passw0rd' })).toBe(
      'Password of "founder" changed; its sessions are signed out.',
    );
    expect(await authenticate(orm.em.fork(), 'founder', 'Founder-Passw0rd')).toBeNull();
    expect(await authenticate(orm.em.fork(), 'founder', 'Renewed-Passw0rd')).not.toBeNull();
    expect(await orm.em.getConnection().execute('select id from sessions where user_id = ?', [user!.id])).toEqual([]);
  });

  it('says so when no account has the name, or the new password is weak', async () => {
    expect(
      await refusal(runAdminCommand(orm.em.fork(), { kind: 'reset-password', username: 'nobody', password: 'Renewed-Passw0rd' })),
    ).toEqual({
      status: 404,
      message: 'No account is named "nobody".',
    });
    expect(await refusal(runAdminCommand(orm.em.fork(), { kind: 'reset-password', username: 'founder', password: 'short' }))).toEqual({
      status: 400,
      message: 'Password must be at least 8 characters',
    });
  });
});
