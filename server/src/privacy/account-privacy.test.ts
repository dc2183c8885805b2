import { MY_DATA_EXPORT_URL, RELEASED_USERNAME_DAYS } from '@app/contracts';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedSessionId } from '../auth/lucia.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { verificationMailFor, verifyEmailAddress } from '../account/email-verification.service.ts';
import { accountKeys } from './data-export.ts';
import { linkedTables, literalPattern } from './personal-data.ts';
import { releasedUsernameHash } from '../auth/released-usernames.ts';

let server: TestServer;
beforeAll(async () => {
  // Many sign-ups from one address: the claimants below sign up with variants of other people's addresses.
  server = await startTestServer({ SIGN_UPS_PER_HOUR: '1000' });
});
afterAll(async () => {
  await server?.close();
});

const sql = <T extends Array<Record<string, unknown>> = Array<Record<string, unknown>>>(text: string, params: unknown[] = []) =>
  server.orm.em.getConnection().execute<T>(text, params);

interface Customer {
  client: TestClient;
  id: number;
  username: string;
  name: string;
  email: string;
  password: string;
}

/**
 * A new customer with a name, username and e-mail found nowhere else, signed in; its address confirmed (the link
 * mailed to it opened) unless `confirmed` is false.
 */
async function newCustomer(confirmed = true): Promise<Customer> {
  const tag = randomBytes(5).toString('hex');
  const customer = { username: `cust${tag}`, name: `Zelda Quark${tag}`, email: `zq.${tag}@example.com`, password: 'Test-Passw0rd' };
  const client = new TestClient(server.baseUrl);
  const res = await client.post('/api/register', customer);
  expect(res.status).toBe(201);
  const created = { ...customer, client, id: res.json.id as number };
  if (confirmed) await confirmAddress(created);
  return created;
}

/** Opens a verification link of `account`'s address, as its reader would from the e-mail; what that did. */
async function openVerificationLink(account: { id: number; username: string; name: string; email: string }) {
  const mail = await verificationMailFor(server.orm.em.fork(), account, 'https://localrank.example');
  const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
  return verifyEmailAddress(server.orm.em.fork(), token);
}

/** Confirms `account`'s address, as its owner would from the e-mail. */
async function confirmAddress(account: { id: number; username: string; name: string; email: string }) {
  expect(await openVerificationLink(account)).toBe('verified');
}

/** The keys a row lookup needs for `customer`, as the app reads them. */
const keysOf = (customer: { id: number }) => accountKeys(server.orm.em.fork(), customer.id);

/** Leaves personal data of `customer` in every table it can reach from outside, as a real customer would. */
async function leaveTraces(customer: Customer, admin: TestClient) {
  const visitor = new TestClient(server.baseUrl);
  expect(
    (
      await visitor.post('/trpc/contact.create', {
        name: customer.name,
        email: customer.email,
        subject: `From ${customer.name}`,
        message: `I am ${customer.name}, ${customer.email}.`,
      })
    ).status,
  ).toBe(200);
  expect((await visitor.post('/trpc/newsletter.subscribe', { email: customer.email, source: 'blog' })).status).toBe(200);
  // A failed sign-in leaves a counter keyed by the username; a reset request one keyed by the address.
  expect((await visitor.post('/api/login', { username: customer.username, password: 'wrong-password-1' })).status).toBe(401);
  expect((await visitor.post('/api/forgot-password', { email: customer.email })).status).toBe(200);
  // The admin disables and enables the account: two log entries naming it, linking to it.
  expect((await admin.post('/trpc/team.setDisabled', { id: customer.id, disabled: true })).status).toBe(200);
  expect((await admin.post('/trpc/team.setDisabled', { id: customer.id, disabled: false })).status).toBe(200);
  // Disabling ended its sessions: it signs in again in a new browser.
  customer.client = new TestClient(server.baseUrl);
  expect((await customer.client.post('/api/login', { username: customer.username, password: customer.password })).status).toBe(200);
  // A support request from the dashboard, answered by staff: the answer names the customer too.
  const request = await customer.client.post('/trpc/support.create', {
    subject: `Help for ${customer.username}`,
    message: `Please call ${customer.name} about ${customer.email}.`,
  });
  expect(request.status).toBe(200);
  const answer = await admin.post('/trpc/support.answer', { id: request.json.result.data.id, answer: `Hello ${customer.name}, done.` });
  expect(answer.status).toBe(200);
  await expect.poll(async () => (await sql('select 1 from password_reset_tokens where user_id = ?', [customer.id])).length).toBe(1);
}

/** Every row of every text, varchar or jsonb column of every table holding `needle` (any case), as "table.column". */
async function placesHolding(needle: string): Promise<string[]> {
  const columns = await sql<Array<{ table_name: string; column_name: string }>>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = 'public' and c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'tsvector')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await sql(`select 1 from "${table}" where strpos(lower("${column}"::text), lower(?)) > 0 limit 1`, [needle]);
    if (rows.length > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('Download my data', () => {
  it('asks for a signed-in account (401)', async () => {
    expect((await new TestClient(server.baseUrl).get(MY_DATA_EXPORT_URL)).status).toBe(401);
  });

  it('holds every personal column the account has a value in, as the map names them, and never a withheld one', async () => {
    const admin = await server.signedInClient('admin');
    const customer = await newCustomer();
    await leaveTraces(customer, admin);
    const res = await customer.client.get(MY_DATA_EXPORT_URL);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-account-\d+-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const file = JSON.parse(res.text) as {
      tables: Record<string, { rows: Array<Record<string, unknown>> }>;
      withheld: { columns: string[] };
    };
    let compared = 0;
    for (const [table, entry] of linkedTables()) {
      const link = entry.link.where(await keysOf(customer))!;
      const stored = await sql(`select ${entry.personal.map((c) => `"${c}"`).join(', ')} from "${table}" where ${link.sql}`, link.params);
      expect(file.tables[table]!.rows, table).toHaveLength(stored.length);
      for (const column of entry.personal) {
        if (stored.some((row) => row[column] !== null)) {
          expect(
            file.tables[table]!.rows.some((row) => row[column] !== null && row[column] !== undefined),
            `${table}.${column}`,
          ).toBe(true);
          compared += 1;
        }
      }
      for (const column of entry.withheld ?? []) expect(file.withheld.columns).toContain(`${table}.${column}`);
    }
    // Profile, sessions, reset link, contact message, subscription, counters and log entries: all there.
    for (const table of [
      'users',
      'sessions',
      'password_reset_tokens',
      'contact_messages',
      'newsletter_subscriptions',
      'rate_limits',
      'activity_entries',
    ]) {
      expect(file.tables[table]!.rows.length, table).toBeGreaterThan(0);
    }
    expect(compared).toBeGreaterThan(25);
    expect(file.tables.users!.rows[0]).toMatchObject({ username: customer.username, name: customer.name, email: customer.email });
    const [secrets] = await sql<Array<{ password: string }>>('select password from users where id = ?', [customer.id]);
    expect(res.text).not.toContain(secrets!.password);
    const [reset] = await sql<Array<{ token_hash: string }>>('select token_hash from password_reset_tokens where user_id = ?', [
      customer.id,
    ]);
    expect(res.text).not.toContain(reset!.token_hash);
    // Nor the session token of its cookie, nor the hash the sessions table keeps it under.
    const token = customer.client.cookie.slice('session='.length);
    expect(token).toMatch(/^[a-z2-7]{40}$/);
    expect(res.text).not.toContain(token);
    expect(res.text).not.toContain(storedSessionId(token));
    for (const [table, entry] of linkedTables()) {
      for (const row of file.tables[table]!.rows)
        for (const column of entry.withheld ?? []) expect(row, `${table}.${column}`).not.toHaveProperty(column);
    }
  });

  it("never holds another account's rows, even one whose username and e-mail contain this one's", async () => {
    const admin = await server.signedInClient('admin');
    const customer = await newCustomer();
    const tag = randomBytes(4).toString('hex');
    const lookalike = { username: `${customer.username}x`, name: `Other ${tag}`, email: `x${customer.email}`, password: 'Test-Passw0rd' };
    const client = new TestClient(server.baseUrl);
    const registered = await client.post('/api/register', lookalike);
    expect(registered.status).toBe(201);
    await leaveTraces({ ...lookalike, client, id: registered.json.id as number }, admin);
    const res = await customer.client.get(MY_DATA_EXPORT_URL);
    expect(res.status).toBe(200);
    expect(res.text).toContain(customer.username);
    expect(res.text).not.toContain(lookalike.username);
    expect(res.text).not.toContain(lookalike.email);
  });

  it('streams an account with 10,000 activity-log entries whole', async () => {
    const customer = await newCustomer();
    await sql(
      `insert into activity_entries (at, actor_id, actor_name, kind, summary) select now(), ?, ?, 'admin.signed-in', 'entry ' || n from generate_series(1, 10000) n`,
      [customer.id, customer.username],
    );
    const res = await customer.client.get(MY_DATA_EXPORT_URL);
    expect(res.status).toBe(200);
    const file = JSON.parse(res.text) as { tables: Record<string, { rows: Array<{ summary: string }> }> };
    const summaries = new Set(file.tables.activity_entries!.rows.map((row) => row.summary));
    expect(summaries.size).toBe(10000);
    expect(summaries.has('entry 1') && summaries.has('entry 10000')).toBe(true);
  });
});

/** The rows naming `address` (any case) in the tables where other people leave it: what an account only claiming it must never reach. */
async function rowsNaming(address: string): Promise<string[]> {
  const rows: string[] = [];
  for (const [table, column] of [
    ['contact_messages', 'email'],
    ['newsletter_subscriptions', 'email'],
    ['admin_invitations', 'email'],
    ['activity_entries', 'summary'],
  ] as const) {
    const found = await sql(`select * from ${table} where strpos(lower(${column}), lower(?)) > 0 order by 1`, [address]);
    rows.push(...found.map((row) => `${table} ${JSON.stringify(row)}`));
  }
  return rows;
}

/** What people other than its holder leave at `address`: a contact-form message, a newsletter sign-up, an admin's invitation (and its log entry). */
async function tracesAt(address: string, admin: TestClient, message = 'Hello, a question for you.') {
  // The contact form takes five messages per address an hour: these tests send more, from one machine.
  await sql('delete from rate_limits');
  const visitor = new TestClient(server.baseUrl);
  expect((await visitor.post('/trpc/contact.create', { name: 'A Visitor', email: address, subject: 'A question', message })).status).toBe(
    200,
  );
  expect((await visitor.post('/trpc/newsletter.subscribe', { email: address, source: 'blog' })).status).toBe(200);
  expect((await admin.post('/trpc/team.invite', { email: address })).status).toBe(200);
}

/** The "Download my data" file of `client`'s account. */
async function exportOf(client: TestClient): Promise<{ tables: Record<string, { rows: Array<Record<string, unknown>> }> }> {
  const res = await client.get(MY_DATA_EXPORT_URL);
  expect(res.status).toBe(200);
  return JSON.parse(res.text) as { tables: Record<string, { rows: Array<Record<string, unknown>> }> };
}

/** `address` with its letters in upper or lower case as `upper` says, one flag per character. */
const inCase = (address: string, upper: boolean[]) =>
  [...address].map((char, i) => (upper[i] ? char.toUpperCase() : char.toLowerCase())).join('');

describe('an e-mail address only claimed (typed at sign-up, never confirmed)', () => {
  it('reaches nothing of the person who has it, whether another account confirmed it or none did; deleting the claimant leaves it all', async () => {
    const admin = await server.signedInClient('admin');
    const holder = await newCustomer();
    const unowned = `nobody.${randomBytes(5).toString('hex')}@example.com`;
    for (const address of [holder.email, unowned]) await tracesAt(address, admin);
    const before = await Promise.all([holder.email, unowned].map(rowsNaming));
    for (const rows of before) expect(rows.length).toBeGreaterThanOrEqual(4);

    for (const address of [holder.email, unowned]) {
      const masks = fc.sample(fc.array(fc.boolean(), { minLength: address.length, maxLength: address.length }), 1);
      for (const claimed of [address, address.toUpperCase(), ...masks.map((mask) => inCase(address, mask))]) {
        const tag = randomBytes(4).toString('hex');
        const claimant = { username: `claim${tag}`, name: `Claimant ${tag}`, email: claimed, password: 'Test-Passw0rd' };
        const client = new TestClient(server.baseUrl);
        const registered = await client.post('/api/register', claimant);
        expect(registered.status).toBe(201);
        // An address another account confirmed cannot be confirmed again, even with a link that reached it.
        if (address === holder.email) expect(await openVerificationLink({ ...claimant, id: registered.json.id as number })).toBe('taken');
        const file = await exportOf(client);
        for (const table of ['contact_messages', 'newsletter_subscriptions', 'admin_invitations', 'rate_limits'])
          expect(file.tables[table]!.rows, `${claimed}: ${table}`).toEqual([]);
        expect(JSON.stringify(file.tables.activity_entries!.rows).toLowerCase(), claimed).not.toContain(address.toLowerCase());
        expect((await client.post('/trpc/privacy.deleteAccount', { currentPassword: claimant.password })).status).toBe(200);
      }
    }
    // The invitations the admin sent, the admin's log entries, the messages and sign-ups: all as they were.
    expect(await Promise.all([holder.email, unowned].map(rowsNaming))).toEqual(before);
    // They are the holder's, who confirmed the address before they came.
    const file = await exportOf(holder.client);
    for (const table of ['contact_messages', 'newsletter_subscriptions', 'admin_invitations'])
      expect(file.tables[table]!.rows, table).toHaveLength(1);
    expect(file.tables.activity_entries!.rows.map((row) => row.summary)).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^Invited ${literalPattern(holder.email)} as `))]),
    );
  });

  it('links what came to the address only since the account confirmed it, or what a link mailed to it confirmed', async () => {
    const admin = await server.signedInClient('admin');
    const customer = await newCustomer(false);
    await tracesAt(customer.email, admin, 'Sent before the address was confirmed');
    const early = await rowsNaming(customer.email);
    const linked = async () => {
      const { tables } = await exportOf(customer.client);
      return ['contact_messages', 'newsletter_subscriptions', 'admin_invitations'].map((table) => tables[table]!.rows.length);
    };
    expect(await linked()).toEqual([0, 0, 0]);
    await confirmAddress(customer);
    expect(await linked()).toEqual([0, 0, 0]);
    // A sign-up confirmed through the link mailed to the address is its holder's, whenever it was made.
    await sql('update newsletter_subscriptions set confirmed_at = now() where lower(email) = lower(?)', [customer.email]);
    expect(await linked()).toEqual([0, 1, 0]);
    await tracesAt(customer.email.toUpperCase(), admin, 'Sent after the address was confirmed');
    expect(await linked()).toEqual([1, 1, 1]);
    const { tables } = await exportOf(customer.client);
    expect(tables.contact_messages!.rows.map((row) => row.message)).toEqual(['Sent after the address was confirmed']);

    expect((await customer.client.post('/trpc/privacy.deleteAccount', { currentPassword: customer.password })).status).toBe(200);
    // The message sent before stays as it was; the admin's invitation and log entries too (the later invitation
    // replaced the earlier one, as a new invitation to an address does).
    const after = await rowsNaming(customer.email);
    const kept = (rows: string[]) =>
      rows.filter((row) => !row.startsWith('newsletter_subscriptions') && !row.startsWith('admin_invitations'));
    expect(kept(after).filter((row) => row.startsWith('contact_messages'))).toEqual(
      kept(early).filter((row) => row.startsWith('contact_messages')),
    );
    expect(after.filter((row) => row.startsWith('admin_invitations'))).toHaveLength(1);
    expect(after.filter((row) => row.startsWith('newsletter_subscriptions'))).toEqual([]);
    for (const entry of early.filter((row) => row.startsWith('activity_entries'))) expect(after).toContain(entry);
  });
});

describe('a newsletter subscription asked for from the settings of an account that only claims its address', () => {
  /** The newest newsletter confirmation link mailed to `address`, waiting for the `count`-th such e-mail. */
  async function confirmLinkTo(address: string, count: number): Promise<string> {
    const mails = () => server.outbox().filter((mail) => mail.to === address.toLowerCase() && /newsletter/.test(mail.subject));
    await expect.poll(() => mails().length).toBe(count);
    return /\/newsletter\/confirm\?token=[\w-]+/.exec(mails().at(-1)!.text)![0];
  }
  const subscriptionAt = async (address: string) =>
    (await sql('select * from newsletter_subscriptions where lower(email) = lower(?)', [address]))[0];

  it("is its own once the link mailed for its request is opened: exported, and deleted with it; its request on someone else's is neither, and deletion withdraws it", async () => {
    await sql('delete from rate_limits');
    // The holder confirmed its address and subscribed from its settings (at once).
    const holder = await newCustomer();
    expect((await holder.client.post('/trpc/newsletter.setMine', { subscribed: true })).json.result.data.state).toBe('confirmed');
    const held = await subscriptionAt(holder.email);

    // A claimant of the holder's address asks from its settings: the holder is mailed a link; nothing is the claimant's.
    const tag = randomBytes(4).toString('hex');
    const claimant = { username: `claim${tag}`, name: `Claimant ${tag}`, email: holder.email.toUpperCase(), password: 'Test-Passw0rd' };
    const claimantClient = new TestClient(server.baseUrl);
    expect((await claimantClient.post('/api/register', claimant)).status).toBe(201);
    expect((await claimantClient.post('/trpc/newsletter.setMine', { subscribed: true })).json.result.data.state).toBe('pending');
    await confirmLinkTo(holder.email, 1);
    expect((await exportOf(claimantClient)).tables.newsletter_subscriptions!.rows).toEqual([]);
    // The holder's export has its subscription, never who asked for the link waiting.
    const [exported] = (await exportOf(holder.client)).tables.newsletter_subscriptions!.rows;
    expect(exported).toMatchObject({ email: holder.email, source: 'account' });
    expect(exported).not.toHaveProperty('requested_by_id');
    expect((await claimantClient.post('/trpc/privacy.deleteAccount', { currentPassword: claimant.password })).status).toBe(200);
    expect(await subscriptionAt(holder.email)).toEqual(held);

    // An account that never confirmed its address asks, and the link mailed for its request is opened.
    const asker = await newCustomer(false);
    expect((await asker.client.post('/trpc/newsletter.setMine', { subscribed: true })).json.result.data.state).toBe('pending');
    const link = await confirmLinkTo(asker.email, 1);
    expect((await fetch(`${server.baseUrl}${link}`, { redirect: 'manual' })).headers.get('location')).toBe('/newsletter/confirmed');
    const rows = (await exportOf(asker.client)).tables.newsletter_subscriptions!.rows;
    expect(rows).toEqual([expect.objectContaining({ email: asker.email, source: 'account', account_id: asker.id })]);
    expect((await asker.client.post('/trpc/privacy.deleteAccount', { currentPassword: asker.password })).status).toBe(200);
    expect(await subscriptionAt(asker.email)).toBeUndefined();
  });
});

describe('Delete my account', () => {
  it('refuses a wrong password (400 on currentPassword) and keeps the account', async () => {
    const customer = await newCustomer();
    const res = await customer.client.post('/trpc/privacy.deleteAccount', { currentPassword: 'not-my-password' });
    expect(res.status).toBe(400);
    expect(res.json.error.data.fieldErrors).toEqual({ currentPassword: 'Your current password is not correct.' });
    expect((await customer.client.get('/api/user')).status).toBe(200);
  });

  it('asks for a signed-in account (401)', async () => {
    expect((await new TestClient(server.baseUrl).post('/trpc/privacy.deleteAccount', { currentPassword: 'x' })).status).toBe(401);
  });

  it('leaves no row in any table holding the name, e-mail or username, ends every session, and holds the username back', async () => {
    const admin = await server.signedInClient('admin');
    const customer = await newCustomer();
    await leaveTraces(customer, admin);
    const secondBrowser = new TestClient(server.baseUrl);
    expect((await secondBrowser.post('/api/login', { username: customer.username, password: customer.password })).status).toBe(200);
    for (const needle of [customer.name, customer.email, customer.username])
      expect((await placesHolding(needle)).length, needle).toBeGreaterThan(0);
    const [message] = await sql<Array<{ id: number }>>('select id from contact_messages where email = ? and user_id is null', [
      customer.email,
    ]);
    const [request] = await sql<Array<{ id: number }>>('select id from contact_messages where user_id = ?', [customer.id]);

    // Its counters (failed sign-ins by its username, reset requests for its address) are keyed by keyed hashes.
    const { counterKeys } = await keysOf(customer);
    const marks = counterKeys.map(() => '?').join(', ');
    const counters = () =>
      sql(`select key from rate_limits where key in (${marks}) or split_part(key, '|', 2) in (${marks})`, [...counterKeys, ...counterKeys]);
    expect((await counters()).length).toBeGreaterThanOrEqual(2);

    const res = await customer.client.post('/trpc/privacy.deleteAccount', { currentPassword: customer.password });
    expect(res.status).toBe(200);

    expect(await counters()).toEqual([]);
    for (const needle of [customer.name, customer.email, customer.username]) expect(await placesHolding(needle), needle).toEqual([]);
    expect(await sql('select 1 from sessions where user_id = ?', [customer.id])).toEqual([]);
    expect((await customer.client.get('/api/user')).status).toBe(401);
    expect((await secondBrowser.get('/api/user')).status).toBe(401);
    // The contact message stays, anonymised; the log entries about the account stay, naming it by id only.
    expect(await sql('select name, email from contact_messages where id = ?', [message!.id])).toEqual([
      { name: 'Deleted account', email: `deleted-account-${customer.id}@deleted.invalid` },
    ]);
    // The support request stays for the team, anonymised and no longer linked to the account; its answer too.
    expect(await sql('select name, user_id, answer from contact_messages where id = ?', [request!.id])).toEqual([
      { name: 'Deleted account', user_id: null, answer: 'Hello [removed], done.' },
    ]);
    const log = await sql<Array<{ summary: string; link: string | null }>>(
      `select summary, link from activity_entries where summary like ?`,
      [`%a deleted account (id ${customer.id})%`],
    );
    expect(log.map((row) => row.summary)).toEqual(expect.arrayContaining([`Disabled a deleted account (id ${customer.id})`]));
    expect(await sql(`select summary from activity_entries where kind = 'privacy.account-deleted' order by id desc limit 1`)).toEqual([
      { summary: `A customer account (id ${customer.id}) was deleted by its owner` },
    ]);
    // It cannot sign in again, and its username is refused at sign-up for RELEASED_USERNAME_DAYS days.
    expect((await customer.client.post('/api/login', { username: customer.username, password: customer.password })).status).toBe(401);
    const again = await new TestClient(server.baseUrl).post('/api/register', {
      username: customer.username.toUpperCase(),
      password: 'Test-Passw0rd',
      name: 'Someone Else',
      email: 'someone@example.com',
    });
    expect(again.status).toBe(409);
    const freeFrom = new Date(Date.now() + RELEASED_USERNAME_DAYS * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(again.json.message).toBe(
      `That username belonged to an account deleted recently. It becomes free again on ${freeFrom}; please choose another one.`,
    );
  });

  it('ends the sessions it holds on another app instance too (sessions are rows)', async () => {
    const other = await startTestServer({}, { shareDatabaseOf: server });
    try {
      const customer = await newCustomer();
      const elsewhere = new TestClient(other.baseUrl);
      expect((await elsewhere.post('/api/login', { username: customer.username, password: customer.password })).status).toBe(200);
      expect((await elsewhere.get('/api/user')).status).toBe(200);
      expect((await customer.client.post('/trpc/privacy.deleteAccount', { currentPassword: customer.password })).status).toBe(200);
      expect((await elsewhere.get('/api/user')).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('frees the username once the period has passed', async () => {
    const customer = await newCustomer();
    expect((await customer.client.post('/trpc/privacy.deleteAccount', { currentPassword: customer.password })).status).toBe(200);
    await sql(`update released_usernames set free_from = now() - interval '1 second'`);
    const again = await new TestClient(server.baseUrl).post('/api/register', {
      ...customer,
      name: 'New Owner',
      email: 'new.owner@example.com',
    });
    expect(again.status).toBe(201);
  });

  it('changes nothing when it fails half-way (one transaction)', async () => {
    const admin = await server.signedInClient('admin');
    const customer = await newCustomer();
    await leaveTraces(customer, admin);
    const before = await Promise.all([customer.name, customer.email, customer.username].map(placesHolding));
    const [{ count: logBefore }] = (await sql<Array<{ count: number }>>('select count(*)::int as count from activity_entries')) as [
      { count: number },
    ];
    // The last step (the account row) fails: everything before it must roll back.
    await sql(
      `create function privacy_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`,
    );
    await sql(`create trigger privacy_test_refuse before delete on users for each row execute function privacy_test_refuse()`);
    try {
      const res = await customer.client.post('/trpc/privacy.deleteAccount', { currentPassword: customer.password });
      expect(res.status).toBe(500);
    } finally {
      await sql('drop trigger privacy_test_refuse on users');
      await sql('drop function privacy_test_refuse()');
    }
    expect(await Promise.all([customer.name, customer.email, customer.username].map(placesHolding))).toEqual(before);
    expect(await sql('select count(*)::int as count from activity_entries')).toEqual([{ count: logBefore }]);
    expect(await sql('select 1 from released_usernames where username_hash = ?', [releasedUsernameHash(customer.username)])).toEqual([]);
    expect((await customer.client.get('/api/user')).status).toBe(200);
  });

  it("refuses the site's owner (409) and says why", async () => {
    const { client, password } = await server.signedInAccount('owner');
    const res = await client.post('/trpc/privacy.deleteAccount', { currentPassword: password });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toMatch(/is the site's owner: hand ownership to an administrator first \(Transfer ownership\)\.$/);
    expect((await client.get('/api/user')).status).toBe(200);
  });
});

describe('an admin acting for a person who asked by e-mail (team.exportAccountData, team.deleteAccount)', () => {
  it('is refused to a customer (403)', async () => {
    const customer = await newCustomer();
    const other = await newCustomer();
    expect((await customer.client.post('/trpc/team.exportAccountData', { id: other.id })).status).toBe(403);
    expect((await customer.client.post('/trpc/team.deleteAccount', { id: other.id, currentPassword: customer.password })).status).toBe(403);
  });

  it('exports and deletes one account, recorded in the log by id only, with the admin password', async () => {
    const { client: admin, password } = await server.signedInAccount('admin');
    const customer = await newCustomer();
    await leaveTraces(customer, admin);
    const exported = await admin.post('/trpc/team.exportAccountData', { id: customer.id });
    expect(exported.status).toBe(200);
    expect(exported.json.result.data.tables.users.rows[0]).toMatchObject({ username: customer.username, email: customer.email });
    // The contact form's message and the support request with its answer.
    expect(exported.json.result.data.tables.contact_messages.rows).toHaveLength(2);
    expect(exported.json.result.data.tables.contact_messages.rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ user_id: customer.id, answer: `Hello ${customer.name}, done.` })]),
    );

    const wrong = await admin.post('/trpc/team.deleteAccount', { id: customer.id, currentPassword: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect((await admin.post('/trpc/team.deleteAccount', { id: customer.id, currentPassword: password })).status).toBe(200);
    for (const needle of [customer.name, customer.email, customer.username]) expect(await placesHolding(needle), needle).toEqual([]);
    expect((await customer.client.get('/api/user')).status).toBe(401);
    const log = await sql<Array<{ kind: string; summary: string }>>(
      `select kind, summary from activity_entries where kind like 'privacy.%' order by id desc limit 2`,
    );
    expect(log).toEqual([
      { kind: 'privacy.account-deleted', summary: `Deleted a customer account (id ${customer.id}) at its owner's request` },
      { kind: 'privacy.data-exported', summary: `Exported the data of account id ${customer.id} at its owner's request` },
    ]);
    expect((await admin.post('/trpc/team.deleteAccount', { id: customer.id, currentPassword: password })).status).toBe(404);
  });
});
