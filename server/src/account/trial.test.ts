import { TRIAL_DAYS } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../clock.ts';
import { postFormWithoutScript } from '../test/post-form.ts';
import { trpcQuery } from '../test/trpc-query.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

// The free trial over HTTP: started at sign-up (REST and the no-script form) on the plan chosen on /pricing,
// read by the dashboard, its plan changed there; bad plans are refused with a message and nothing written.

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'Str0ng-Passw0rd';

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
afterEach(() => setClock());

/** A sign-up payload no other test uses. */
function newAccount(extra: Record<string, unknown> = {}) {
  const username = `trial${++counter}_${Date.now().toString(36)}`;
  return { username, password: PASSWORD, name: 'Trial Person', email: `${username}@example.com`, ...extra };
}

/** Signs up over REST with `extra` (the plan, the billing), expecting 201; the signed-in client. */
async function signUp(extra: Record<string, unknown> = {}) {
  const client = new TestClient(server.baseUrl);
  const account = newAccount(extra);
  const res = await client.post('/api/register', account);
  expect(res.status).toBe(201);
  return { client, account, id: res.json.id as number };
}

const trialOf = async (client: TestClient) => {
  const res = await trpcQuery(client, 'trial.get');
  expect(res.status).toBe(200);
  return res.json.result.data;
};

const trialRows = async (userId: number) => server.orm.em.fork().execute('select * from account_trials where user_id = ?', [userId]);

describe('the trial started at sign-up', () => {
  it('POST /api/register keeps the chosen plan and billing: 14 days from the sign-up', async () => {
    const before = Date.now();
    const { client } = await signUp({ plan: 'growth', billing: 'annual' });
    const trial = await trialOf(client);
    expect(trial).toMatchObject({ plan: 'growth', billing: 'annual', daysLeft: TRIAL_DAYS });
    const started = Date.parse(trial.startedAt);
    expect(started).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(trial.endsAt) - started).toBe(TRIAL_DAYS * DAY_MS);
  });

  it('without a plan the trial is on Starter, billed monthly', async () => {
    const { client } = await signUp();
    expect(await trialOf(client)).toMatchObject({ plan: 'starter', billing: 'monthly', daysLeft: 14 });
  });

  it('refuses an unknown plan or billing with 400 and a message, and creates no account', async () => {
    for (const [extra, field, message] of [
      [{ plan: 'enterprise', billing: 'monthly' }, 'plan', 'Choose a plan: Starter, Growth or Pro.'],
      [{ plan: 'growth', billing: 'weekly' }, 'billing', 'Choose monthly or annual billing.'],
    ] as const) {
      const client = new TestClient(server.baseUrl);
      const account = newAccount(extra);
      const res = await client.post('/api/register', account);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
      expect(res.json.errors).toEqual({ [field]: message });
      const users = await server.orm.em.fork().execute('select id from users where username = ?', [account.username]);
      expect(users).toEqual([]);
    }
  });

  it('the no-script sign-up form posts the plan too and lands on the dashboard', async () => {
    const account = newAccount();
    const res = await postFormWithoutScript(server.baseUrl, '/api/register', {
      _form: 'sign-up',
      _back: '/auth?mode=sign-up&plan=pro&billing=annual',
      ...account,
      confirmPassword: PASSWORD,
      plan: 'pro',
      billing: 'annual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard?notice=registered');
    const client = new TestClient(server.baseUrl);
    client.cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    expect(await trialOf(client)).toMatchObject({ plan: 'pro', billing: 'annual', daysLeft: 14 });
  });

  it('a staff account has no trial', async () => {
    const admin = await server.signedInAccount('admin');
    expect(await trialOf(admin.client)).toBeNull();
    const res = await admin.client.post('/trpc/trial.changePlan', { plan: 'pro', billing: 'monthly' });
    expect(res.status).toBe(404);
    expect(await trialRows(admin.id)).toEqual([]);
  });
});

describe('trial.changePlan', () => {
  it('moves the trial to another plan and billing and keeps it; its end does not move', async () => {
    const { client } = await signUp({ plan: 'growth', billing: 'annual' });
    const before = await trialOf(client);
    const res = await client.post('/trpc/trial.changePlan', { plan: 'pro', billing: 'monthly' });
    expect(res.status).toBe(200);
    expect(res.json.result.data).toMatchObject({ plan: 'pro', billing: 'monthly', endsAt: before.endsAt });
    expect(await trialOf(client)).toEqual({ ...before, plan: 'pro', billing: 'monthly' });
  });

  it('refuses a bad plan id with 400 and a message, and leaves the trial as it was', async () => {
    const { client } = await signUp({ plan: 'growth', billing: 'annual' });
    const res = await client.post('/trpc/trial.changePlan', { plan: 'platinum', billing: 'annual' });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Choose a plan: Starter, Growth or Pro.');
    expect(res.json.error.data.fieldErrors).toEqual({ plan: 'Choose a plan: Starter, Growth or Pro.' });
    expect(await trialOf(client)).toMatchObject({ plan: 'growth', billing: 'annual' });
  });

  it("counts the days left on the server's clock: the last day, then ended (and no change after the end)", async () => {
    const { client } = await signUp({ plan: 'starter', billing: 'annual' });
    const { endsAt } = await trialOf(client);
    const end = Date.parse(endsAt);
    setClock(() => new Date(end - 60_000));
    expect(await trialOf(client)).toMatchObject({ daysLeft: 1 });
    setClock(() => new Date(end));
    expect(await trialOf(client)).toMatchObject({ daysLeft: 0 });
    const res = await client.post('/trpc/trial.changePlan', { plan: 'pro', billing: 'annual' });
    expect(res.status).toBe(409);
    expect(await trialOf(client)).toMatchObject({ plan: 'starter', daysLeft: 0 });
  });

  it('anonymous callers are refused', async () => {
    const res = await new TestClient(server.baseUrl).post('/trpc/trial.changePlan', { plan: 'pro', billing: 'annual' });
    expect(res.status).toBe(401);
  });
});

describe('the trial and the privacy rights', () => {
  it('is in the data download and goes with the account', async () => {
    const { client, id } = await signUp({ plan: 'growth', billing: 'monthly' });
    const download = await client.get('/api/account/data');
    expect(download.status).toBe(200);
    expect(download.json.tables.account_trials.rows).toEqual([
      expect.objectContaining({ user_id: id, plan_id: 'growth', billing: 'monthly' }),
    ]);
    const res = await client.post('/trpc/privacy.deleteAccount', { currentPassword: PASSWORD });
    expect(res.status).toBe(200);
    expect(await trialRows(id)).toEqual([]);
  });
});
