import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trpcQuery } from '../../test/trpc-query.ts';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';

// Support requests over HTTP: a customer sends them from the dashboard and sees only their own; staff answer
// and close them in the admin inbox; the customer is e-mailed the answer.

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('admin');
});
afterAll(() => server?.close());
beforeEach(async () => {
  await sql('delete from rate_limits');
});

const sql = (text: string, params: unknown[] = []) => server.orm.em.getConnection().execute(text, params);
const request = { subject: 'Cannot see my reviews', message: 'The reviews widget shows nothing since Monday.' };

/** Sends `input` as the customer and answers its id. */
async function send(client: TestClient, input = request): Promise<number> {
  const res = await client.post('/trpc/support.create', input);
  expect(res.status).toBe(200);
  return res.json.result.data.id as number;
}

/** Sends a message through the public contact form, as a visitor, and answers its id. */
async function sendContactMessage(email: string): Promise<number> {
  const res = await admin.post('/trpc/contact.create', {
    name: 'Visitor',
    email,
    subject: 'A public question',
    message: 'Is there a plan for charities?',
  });
  expect(res.status).toBe(200);
  return res.json.result.data.id as number;
}

const list = async (client: TestClient, cursor?: string) =>
  (await trpcQuery(client, 'support.list', cursor ? { cursor } : {})).json.result.data as {
    items: Array<{ id: number; subject: string; state: string; answer: string | null }>;
    nextCursor: string | null;
  };

describe('a customer sends requests and reads their own', () => {
  it('a request lands in the admin inbox marked as from the account, and in the customer list as Open', async () => {
    const customer = await server.signedInAccount('user');
    const id = await send(customer.client);
    expect((await list(customer.client)).items).toEqual([
      expect.objectContaining({ id, subject: request.subject, state: 'open', answer: null }),
    ]);

    const inbox = (await trpcQuery(admin, 'contact.list', { page: 1, from: 'customers' })).json.result.data;
    const item = inbox.items.find((message: { id: number }) => message.id === id);
    expect(item).toMatchObject({
      name: 'Ordinary User',
      email: `${customer.username}@example.com`,
      customer: { id: customer.id, username: customer.username },
      state: 'open',
    });
  });

  it('the inbox filter lists customer requests only; a plain contact message has no customer', async () => {
    const contactId = await sendContactMessage('visitor@example.com');
    const all = (await trpcQuery(admin, 'contact.list', { page: 1 })).json.result.data.items as Array<{ id: number; customer: unknown }>;
    expect(all.find((message) => message.id === contactId)?.customer).toBeNull();
    const customers = (await trpcQuery(admin, 'contact.list', { page: 1, from: 'customers' })).json.result.data.items as Array<{
      id: number;
      customer: unknown;
    }>;
    expect(customers.length).toBeGreaterThan(0);
    expect(customers.every((message) => message.customer !== null)).toBe(true);
    expect((await trpcQuery(admin, 'contact.list', { page: 1, from: 'everyone' })).status).toBe(400);
  });

  it("another customer's request is a 404, and never in the list", async () => {
    const owner = await server.signedInAccount('user');
    const other = await server.signedInAccount('user');
    const id = await send(owner.client);
    expect((await trpcQuery(owner.client, 'support.get', { id })).status).toBe(200);
    const res = await trpcQuery(other.client, 'support.get', { id });
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('That support request does not exist.');
    expect((await list(other.client)).items).toEqual([]);
  });

  it('bad input is a 400 with the contact form messages, storing nothing; a visitor is a 401', async () => {
    const customer = await server.signedInAccount('user');
    const res = await customer.client.post('/trpc/support.create', { subject: 'Hi', message: request.message });
    expect(res.status).toBe(400);
    expect(res.json.error.data.fieldErrors.subject).toBe('Subject must be at least 5 characters.');
    const long = await customer.client.post('/trpc/support.create', { subject: request.subject, message: 'x'.repeat(5001) });
    expect(long.json.error.data.fieldErrors.message).toBe('Message must be at most 5000 characters.');
    expect((await list(customer.client)).items).toEqual([]);
    expect((await new TestClient(server.baseUrl).post('/trpc/support.create', request)).status).toBe(401);
  });

  it('an account without an e-mail address is told to add one (400), storing nothing', async () => {
    const before = await sql('select count(*)::int as n from contact_messages');
    const res = await admin.post('/trpc/support.create', request);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Add an e-mail address to your account first, so we can tell you when we answer.');
    expect(await sql('select count(*)::int as n from contact_messages')).toEqual(before);
  });

  it('the contact form limit holds per account: the sixth request in ten minutes is a 429', async () => {
    const customer = await server.signedInAccount('user');
    for (let i = 0; i < 5; i += 1) await send(customer.client);
    const res = await customer.client.post('/trpc/support.create', request);
    expect(res.status).toBe(429);
    expect(res.json.error.message).toMatch(/wait a few minutes/);
    expect((await list(customer.client)).items).toHaveLength(5);
  });
});

describe('staff answer and close', () => {
  it('an answer is stored, shown to the customer as Answered, e-mailed with a link to /dashboard, and logged', async () => {
    const customer = await server.signedInAccount('user');
    const id = await send(customer.client);
    const answer = 'We fixed the widget.\n\nIt shows your reviews again.';
    const res = await admin.post('/trpc/support.answer', { id, answer: `  ${answer} ` });
    expect(res.status).toBe(200);
    expect(res.json.result.data).toEqual({ id });

    expect((await trpcQuery(customer.client, 'support.get', { id })).json.result.data).toMatchObject({
      state: 'answered',
      answer,
      answeredAt: expect.any(String),
    });
    const answerMails = () =>
      server
        .outbox()
        .filter((message) => message.to === `${customer.username}@example.com` && message.subject === 'Your support request was answered');
    expect(answerMails()).toHaveLength(1);
    const mail = answerMails()[0];
    expect(mail?.text).toContain(answer);
    expect(mail?.text).toContain(`${server.baseUrl}/dashboard`);
    expect(mail?.html).toContain(`href="${server.baseUrl}/dashboard"`);

    const log = await sql(`select kind, summary from activity_entries where kind = 'support.answered' and summary like ?`, [`%#${id})%`]);
    expect(log).toHaveLength(1);
    const inbox = (await trpcQuery(admin, 'contact.list', { page: 1, from: 'customers' })).json.result.data.items as Array<{
      id: number;
      state: string;
      answer: string;
      read: boolean;
    }>;
    expect(inbox.find((message) => message.id === id)).toMatchObject({ state: 'answered', answer, read: true });

    // A second answer replaces the first, and is e-mailed too.
    expect((await admin.post('/trpc/support.answer', { id, answer: 'One more thing: clear your cache.' })).status).toBe(200);
    expect((await trpcQuery(customer.client, 'support.get', { id })).json.result.data.answer).toBe('One more thing: clear your cache.');
    expect(answerMails()).toHaveLength(2);
    expect(answerMails()[1]?.text).toContain('One more thing: clear your cache.');
  });

  it('closing makes it Closed (logged); a closed request cannot be answered (409)', async () => {
    const customer = await server.signedInAccount('user');
    const id = await send(customer.client);
    expect((await admin.post('/trpc/support.close', { id })).status).toBe(200);
    expect((await trpcQuery(customer.client, 'support.get', { id })).json.result.data.state).toBe('closed');
    expect(await sql(`select 1 from activity_entries where kind = 'support.closed' and summary like ?`, [`%#${id})%`])).toHaveLength(1);
    const res = await admin.post('/trpc/support.answer', { id, answer: 'Too late?' });
    expect(res.status).toBe(409);
  });

  it('a public contact message cannot be answered here (400), an unknown id is a 404, a customer cannot answer (403)', async () => {
    const contactId = await sendContactMessage('visitor2@example.com');
    expect((await admin.post('/trpc/support.answer', { id: contactId, answer: 'By e-mail' })).status).toBe(400);
    expect((await admin.post('/trpc/support.answer', { id: 999_999_999, answer: 'Nobody' })).status).toBe(404);
    expect((await admin.post('/trpc/support.answer', { id: contactId, answer: '' })).json.error.data.fieldErrors.answer).toBe(
      'The answer must be at least 2 characters.',
    );
    const customer = await server.signedInAccount('user');
    const id = await send(customer.client);
    expect((await customer.client.post('/trpc/support.answer', { id, answer: 'Answering myself' })).status).toBe(403);
    expect((await customer.client.post('/trpc/support.close', { id })).status).toBe(403);
  });
});

describe('10,000 requests', () => {
  it("the customer's list reads them all by keyset, newest first, each once; a forged cursor is a 400", async () => {
    const customer = await server.signedInAccount('user');
    await sql(
      `insert into contact_messages (name, email, subject, message, created_at, user_id)
       select 'Ordinary User', ?, 'Request number ' || g, 'Message body number ' || g,
              now() - make_interval(secs => g / 3), ?
       from generate_series(1, 10000) g`,
      [`${customer.username}@example.com`, customer.id],
    );
    const seen: number[] = [];
    let cursor: string | undefined;
    let slices = 0;
    const started = performance.now();
    do {
      const slice = await list(customer.client, cursor);
      seen.push(...slice.items.map((item) => Number(item.subject.replace('Request number ', ''))));
      cursor = slice.nextCursor ?? undefined;
      slices += 1;
    } while (cursor);
    const elapsed = performance.now() - started;
    expect(seen).toHaveLength(10_000);
    expect(new Set(seen).size).toBe(10_000);
    // Three requests share each second: the id breaks the ties, as the database orders them.
    const expected = await sql('select subject from contact_messages where user_id = ? order by created_at desc, id desc', [customer.id]);
    expect(seen).toEqual(expected.map((row) => Number(String(row.subject).replace('Request number ', ''))));
    expect(slices).toBe(500);
    console.log(`10,000 support requests read in ${slices} keyset slices in ${Math.round(elapsed)} ms`);
    expect((await trpcQuery(customer.client, 'support.list', { cursor: 'not-a-cursor' })).status).toBe(400);
    const filtered = (await trpcQuery(admin, 'contact.list', { page: 200, from: 'customers' })).json.result.data;
    expect(filtered.total).toBeGreaterThanOrEqual(10_000);
    expect(filtered.items).toHaveLength(50);
  }, 120_000);
});
