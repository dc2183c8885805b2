// Every e-mail the app sends is queued in the transaction of the change that causes it (mail-in-transaction.ts): for
// each kind, on real PostgreSQL and on the embedded database, a queue that refuses the job (a trigger on mail_jobs)
// leaves the change undone too, and a queue that takes it has the job stored by the time the request answers.
import { EMAIL_PAGES, type AdminBlogPost } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { trpcData } from '../test/trpc-query.ts';

const DATABASES = [
  { name: 'PostgreSQL', embedded: false },
  { name: 'the embedded database', embedded: true },
];

describe.each(DATABASES)('on $name, each e-mail commits with its change or neither does', ({ embedded }) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ SIGN_UPS_PER_HOUR: '1000' }, { embedded });
  });

  afterAll(async () => {
    await server?.close();
  });

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.orm.em.getConnection().execute<T[]>(text, params);

  /** How many mail jobs to `to` have `subject` containing `about`. */
  const jobsTo = async (to: string, about = '') =>
    (
      await sql<{ n: number }>('select count(*)::int as n from mail_jobs where to_address = ? and position(? in subject) > 0', [to, about])
    )[0]!.n;

  /** Runs `work` while every insert into mail_jobs raises an exception (the queue cannot take a job). */
  async function whileQueueRefuses<T>(work: () => Promise<T>): Promise<T> {
    await sql(`create function refuse_mail_job() returns trigger language plpgsql as $$
      begin raise exception 'the mail queue refuses jobs (test)'; end $$`);
    await sql('create trigger refuse_mail_job before insert on mail_jobs for each row execute function refuse_mail_job()');
    try {
      return await work();
    } finally {
      await sql('drop trigger refuse_mail_job on mail_jobs');
      await sql('drop function refuse_mail_job()');
    }
  }

  /** A signed-in account of `role` with an address at example.com. */
  async function account(role: Parameters<TestServer['signedInAccount']>[0]) {
    const signedIn = await server.signedInAccount(role);
    const email = `${signedIn.username}@example.com`;
    await sql('update users set email = ? where id = ?', [email, signedIn.id]);
    return { ...signedIn, email };
  }

  const emailOf = async (id: number) => (await sql<{ email: string }>('select email from users where id = ?', [id]))[0]!.email;

  it('sign-up and its verification e-mail', async () => {
    const anonymous = new TestClient(server.baseUrl);
    const signUp = (username: string) =>
      anonymous.post('/api/register', { username, password: 'Test-Passw0rd', name: 'New Person', email: `${username}@example.com` });
    const refused = await whileQueueRefuses(() => signUp('refusedsignup'));
    expect(refused.status).toBe(500);
    expect(await sql('select id from users where username = ?', ['refusedsignup'])).toEqual([]);
    expect((await signUp('queuedsignup')).status).toBe(201);
    expect(await jobsTo('queuedsignup@example.com', 'Confirm')).toBe(1);
  });

  it('a resent verification link', async () => {
    const user = await server.signedInAccount('user');
    const address = `${user.username}@example.com`;
    const tokens = () => sql("select token_hash from email_tokens where user_id = ? and purpose = 'verify'", [user.id]);
    const before = await tokens();
    const refused = await whileQueueRefuses(() => user.client.post('/trpc/emailAddress.resendVerification', {}));
    expect(refused.status).toBe(500);
    expect(await tokens()).toEqual(before);
    expect(await jobsTo(address)).toBe(1);
    trpcData(await user.client.post('/trpc/emailAddress.resendVerification', {}));
    expect(await jobsTo(address)).toBe(2);
    expect(await tokens()).not.toEqual(before);
  });

  it('an e-mail change: its request (link and notice) and its confirmation (notice to the old address)', async () => {
    const user = await server.signedInAccount('user');
    const oldAddress = `${user.username}@example.com`;
    const newAddress = `new-${oldAddress}`;
    const ask = () => user.client.post('/trpc/emailAddress.requestChange', { email: newAddress, currentPassword: user.password });
    const changeTokens = () => sql("select id from email_tokens where user_id = ? and purpose = 'change'", [user.id]);
    expect((await whileQueueRefuses(ask)).status).toBe(500);
    expect(await changeTokens()).toEqual([]);
    expect(await jobsTo(newAddress)).toBe(0);

    trpcData(await ask());
    expect(await changeTokens()).toHaveLength(1);
    expect(await jobsTo(newAddress)).toBe(1);
    const link = server.outbox().find((message) => message.to === newAddress);
    const token = /confirm-email\?token=([\w-]+)/.exec(link?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const noticesBefore = await jobsTo(oldAddress);
    const open = () => fetch(`${server.baseUrl}/account/confirm-email?token=${token}`, { redirect: 'manual' });
    expect((await whileQueueRefuses(open)).status).toBe(500);
    expect(await emailOf(user.id)).toBe(oldAddress);
    expect(await changeTokens()).toHaveLength(1);

    const opened = await open();
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(EMAIL_PAGES.changed);
    expect(await emailOf(user.id)).toBe(newAddress);
    expect(await jobsTo(oldAddress)).toBe(noticesBefore + 1);
  });

  it('a newsletter sign-up, from the form and from the account settings', async () => {
    const anonymous = new TestClient(server.baseUrl);
    const subscribe = (email: string) => anonymous.post('/trpc/newsletter.subscribe', { email, source: 'footer' });
    const rowsAt = (email: string) => sql('select id from newsletter_subscriptions where email = ?', [email]);
    expect((await whileQueueRefuses(() => subscribe('refused-reader@example.com'))).status).toBe(500);
    expect(await rowsAt('refused-reader@example.com')).toEqual([]);
    trpcData(await subscribe('queued-reader@example.com'));
    expect(await rowsAt('queued-reader@example.com')).toHaveLength(1);
    expect(await jobsTo('queued-reader@example.com')).toBe(1);

    // A signed-up account's address is not verified yet: it is sent the confirmation e-mail.
    const user = await server.signedInAccount('user');
    const address = `${user.username}@example.com`;
    const setMine = () => user.client.post('/trpc/newsletter.setMine', { subscribed: true });
    expect((await whileQueueRefuses(setMine)).status).toBe(500);
    expect(await rowsAt(address)).toEqual([]);
    trpcData(await setMine());
    expect(await rowsAt(address)).toHaveLength(1);
    expect(await jobsTo(address, 'newsletter')).toBeGreaterThanOrEqual(1);
  });

  it('a staff invitation', async () => {
    const admin = await account('admin');
    const invite = (email: string) => admin.client.post('/trpc/team.invite', { email });
    const invitations = (email: string) => sql('select email from admin_invitations where email = ?', [email]);
    expect((await whileQueueRefuses(() => invite('refused-invitee@example.com'))).status).toBe(500);
    expect(await invitations('refused-invitee@example.com')).toEqual([]);
    trpcData(await invite('queued-invitee@example.com'));
    expect(await invitations('queued-invitee@example.com')).toHaveLength(1);
    expect(await jobsTo('queued-invitee@example.com')).toBe(1);
  });

  it("the profile's change notices: a new address (staff) and a new password", async () => {
    const admin = await account('admin');
    const newAddress = `renamed-${admin.email}`;
    const update = () => admin.client.post('/trpc/profile.update', { name: 'Renamed', email: newAddress, currentPassword: admin.password });
    expect((await whileQueueRefuses(update)).status).toBe(500);
    expect(await emailOf(admin.id)).toBe(admin.email);
    trpcData(await update());
    expect(await emailOf(admin.id)).toBe(newAddress);
    expect(await jobsTo(admin.email)).toBe(1);

    const newPassword = 'Other-Passw0rd-2';
    const change = () => admin.client.post('/trpc/profile.changePassword', { currentPassword: admin.password, newPassword });
    const signIn = (password: string) => new TestClient(server.baseUrl).post('/api/login', { username: admin.username, password });
    expect((await whileQueueRefuses(change)).status).toBe(500);
    expect((await signIn(newPassword)).status).toBe(401);
    trpcData(await change());
    expect((await signIn(newPassword)).status).toBe(200);
    expect(await jobsTo(newAddress, 'password')).toBe(1);
  });

  it("a support request's answer", async () => {
    const admin = await account('admin');
    const customer = await server.signedInAccount('user');
    const created = await customer.client.post('/trpc/support.create', {
      subject: 'Widget empty',
      message: 'The reviews widget shows nothing.',
    });
    const id = trpcData<{ id: number }>(created).id;
    const answer = () => admin.client.post('/trpc/support.answer', { id, answer: 'Fixed now: please reload the page.' });
    const stored = async () => (await sql<{ answer: string | null }>('select answer from contact_messages where id = ?', [id]))[0]!.answer;
    expect((await whileQueueRefuses(answer)).status).toBe(500);
    expect(await stored()).toBeNull();
    trpcData(await answer());
    expect(await stored()).toBe('Fixed now: please reload the page.');
    expect(await jobsTo(`${customer.username}@example.com`, 'support')).toBe(1);
  });

  it("a post submitted for review and the editors' e-mail", async () => {
    const contributor = await account('contributor');
    const editor = await account('editor');
    const created = trpcData<AdminBlogPost>(await contributor.client.post('/trpc/blogAdmin.create', {}));
    const post = trpcData<AdminBlogPost>(
      await contributor.client.post('/trpc/blogAdmin.update', {
        id: created.id,
        baseRevision: created.revision,
        title: 'Queued with its review',
        content: '<p>Words.</p>',
      }),
    );
    const submit = () => contributor.client.post('/trpc/postReview.submit', { id: post.id });
    const inReview = async () =>
      (await sql<{ review_state: string | null }>('select review_state from blog_posts where id = ?', [post.id]))[0]!.review_state ===
      'in_review';
    expect((await whileQueueRefuses(submit)).status).toBe(500);
    expect(await inReview()).toBe(false);
    trpcData(await submit());
    expect(await inReview()).toBe(true);
    expect(await jobsTo(editor.email, 'Queued with its review')).toBe(1);
  });
});
