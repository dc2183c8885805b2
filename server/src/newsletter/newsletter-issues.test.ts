// Sending a post to the newsletter (newsletterIssue.*) against a real SMTP relay on loopback (test-relay.ts): one
// delivery per confirmed, never-bounced subscriber, each e-mail with its own unsubscribe link and headers; a post goes
// once; a changed count, a post not public and a caller below editor are refused; a 5xx bounces the address for good;
// an unsubscribe before its turn skips the delivery and blanks the address; the relay's per-minute budget holds; two
// instances deliver each recipient once. On the external PostgreSQL and the embedded one.
import {
  NEWSLETTER_TEST_SENDS_PER_HOUR,
  type NewsletterPostStatus,
  type NewsletterPreview,
  type NewsletterReport,
  type NewsletterSubscriberItem,
  type PagedList,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicOrigin } from '../seo/site-origin.ts';
import { insertPublishedPosts } from '../test/blog-post-rows.ts';
import { startTestRelay, type RelayedMessage, type TestRelay } from '../test/test-relay.ts';
import { trpcData, trpcQuery } from '../test/trpc-query.ts';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';
import { UNSUBSCRIBE_URL_PLACEHOLDER } from './post-email.ts';
import { newsletterLinkKey, unsubscribeLinkFor } from './unsubscribe-link.ts';
import { FAST_MAIL_QUEUE_ENV } from '../test/mail-queue-env.ts';

let relay: TestRelay;
beforeAll(async () => {
  relay = await startTestRelay();
});
afterAll(() => relay?.stop());

let stamp = 0;
/** A fresh name for this run. */
const unique = (what: string) => `${what}-${Date.now()}-${stamp++}`;

/** Runs `sql` on `server`'s database. */
function sql<T = Record<string, unknown>>(server: TestServer, text: string, params: unknown[] = []): Promise<T[]> {
  return server.orm.em.fork().getConnection().execute<T[]>(text, params);
}

/** Adds `count` confirmed subscriptions at new addresses; returns the addresses. */
async function addSubscribers(server: TestServer, count: number): Promise<string[]> {
  const prefix = unique('reader');
  const rows = await sql<{ email: string }>(
    server,
    `insert into newsletter_subscriptions (email, source, confirmed_at)
     select ? || '-' || i || '@example.com', 'blog', now() from generate_series(1, ?::int) i returning email`,
    [prefix, count],
  );
  return rows.map((row) => row.email);
}

/** A new published post; returns its id. */
async function newPost(server: TestServer, status: 'published' | 'draft' = 'published'): Promise<number> {
  const prefix = unique('Newsletter post');
  await insertPublishedPosts(server.orm, 1, { prefix, content: '<p>Ten ways to rank in your town.</p>' });
  const [row] = await sql<{ id: number }>(server, 'select id from blog_posts where title = ?', [`${prefix} 1`]);
  if (status === 'draft') await sql(server, "update blog_posts set status = 'draft' where id = ?", [row!.id]);
  return row!.id;
}

/** The post's newsletter status for `client`. */
async function statusOf(client: TestClient, postId: number): Promise<NewsletterPostStatus> {
  return trpcData<NewsletterPostStatus>(await trpcQuery(client, 'newsletterIssue.forPost', { postId }));
}

/** Sends `postId` as `subject` to the count `forPost` shows; returns the issue's id. */
async function send(client: TestClient, postId: number, subject: string): Promise<number> {
  const { recipients } = await statusOf(client, postId);
  const res = await client.post('/trpc/newsletterIssue.send', { postId, subject, expectedRecipients: recipients });
  return trpcData<{ id: number }>(res).id;
}

/** The send's report, once nothing waits (bounded). */
async function finishedReport(client: TestClient, id: number): Promise<NewsletterReport> {
  let report!: NewsletterReport;
  await expect
    .poll(
      async () => {
        report = trpcData<NewsletterReport>(await trpcQuery(client, 'newsletterIssue.report', { id }));
        return report.done;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return report;
}

/** A message as read: soft line breaks and quoted-printable escapes undone, folded header lines joined. */
function readable(message: RelayedMessage): string {
  return message.data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r?\n[ \t]+/g, ' ');
}

/** The messages the relay took with `subject`, for `to`. */
const mailsOf = (to: string, subject: string) =>
  relay.receivedFor(to).filter((message) => readable(message).includes(`Subject: ${subject}`));

for (const embedded of [false, true]) {
  describe(`a newsletter send (${embedded ? 'embedded database' : 'external PostgreSQL when TEST_DATABASE_URL names one'})`, () => {
    let server: TestServer;
    let editor: TestClient;
    let editorAddress: string;

    beforeAll(async () => {
      server = await startTestServer(
        { ...FAST_MAIL_QUEUE_ENV, SMTP_URL: relay.url },
        { mailInBackground: true, embedded, webStandIn: true },
      );
      const account = await server.signedInAccount('editor');
      editor = account.client;
      // A staff account made by the admin command has no address: this one is given its own.
      editorAddress = `${account.username}@example.com`;
      await sql(server, 'update users set email = ?, email_verified_at = now() where id = ?', [editorAddress, account.id]);
    }, 180_000);

    afterAll(async () => {
      relay.answer = () => 'accept';
      await relay.start();
      await server?.close();
    });

    it('goes once to each confirmed subscriber who never bounced, each e-mail with its own unsubscribe link and headers', async () => {
      const readers = await addSubscribers(server, 6);
      const [pending] = await sql<{ email: string }>(
        server,
        "insert into newsletter_subscriptions (email, source, confirm_expires_at) values (?, 'blog', now() + interval '1 day') returning email",
        [`${unique('pending')}@example.com`],
      );
      const [bounced] = await sql<{ email: string }>(
        server,
        "insert into newsletter_subscriptions (email, source, confirmed_at, bounced_at, bounce_reason) values (?, 'blog', now(), now(), '550 gone') returning email",
        [`${unique('bounced')}@example.com`],
      );
      const postId = await newPost(server);
      const status = await statusOf(editor, postId);
      const everyone = await sql<{ id: number; email: string }>(
        server,
        'select id, email from newsletter_subscriptions where confirmed_at is not null and bounced_at is null',
      );
      expect(status).toEqual({ recipients: everyone.length, sendable: true, reason: null, issue: null });
      expect(everyone.map((row) => row.email)).toEqual(expect.arrayContaining(readers));

      const subject = unique('Your local SEO tips');
      const preview = trpcData<NewsletterPreview>(await trpcQuery(editor, 'newsletterIssue.preview', { postId, subject }));
      expect(preview.recipients).toBe(everyone.length);
      expect(preview.html).toContain('Ten ways to rank in your town.');
      expect(preview.html).not.toContain(UNSUBSCRIBE_URL_PLACEHOLDER);
      expect(preview.text).toContain('/newsletter/unsubscribe');

      const id = await send(editor, postId, subject);
      const report = await finishedReport(editor, id);
      expect(report.counts).toEqual({ queued: 0, sent: everyone.length, failed: 0, bounced: 0, skipped: 0 });
      expect(report).toMatchObject({ recipients: everyone.length, postId, subject, problems: [], unsubscribedSince: 0 });

      const key = await newsletterLinkKey(server.orm.em.fork(), undefined);
      const origin = publicOrigin(server.app);
      const jobs = await sql<{ subscription_id: number; message_id: string; message: unknown; status: string }>(
        server,
        'select subscription_id, message_id, message, status from mail_jobs where newsletter_issue_id = ?',
        [id],
      );
      expect(jobs).toHaveLength(everyone.length);
      for (const subscriber of everyone) {
        const mails = mailsOf(subscriber.email, subject);
        expect(mails, subscriber.email).toHaveLength(1);
        const text = readable(mails[0]!);
        const link = unsubscribeLinkFor(key, subscriber, origin);
        expect(text).toContain(`List-Unsubscribe: <${link}>`);
        expect(text).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
        expect(text).toContain(link);
        expect(text).not.toContain(UNSUBSCRIBE_URL_PLACEHOLDER);
        const job = jobs.find((row) => row.subscription_id === subscriber.id)!;
        expect(mails[0]!.messageId).toBe(job.message_id);
        // No copy of the e-mail per recipient is kept.
        expect(job.message).toBeNull();
      }
      expect(mailsOf(pending!.email, subject)).toEqual([]);
      expect(mailsOf(bounced!.email, subject)).toEqual([]);

      // A post goes once.
      const again = await editor.post('/trpc/newsletterIssue.send', { postId, subject, expectedRecipients: everyone.length });
      expect(again.status).toBe(409);
      expect(again.json.error.message).toMatch(/already e-mailed/);
      expect(await statusOf(editor, postId)).toMatchObject({ sendable: false, issue: { id, recipients: everyone.length } });

      // The list, and the web copy (nobody's unsubscribe link in it, never indexed); an unknown key is a 404.
      const list = trpcData<{ items: Array<{ id: number }> }>(await trpcQuery(editor, 'newsletterIssue.list', {}));
      expect(list.items[0]!.id).toBe(id);
      const copy = await fetch(`${server.baseUrl}${new URL(report.viewUrl).pathname}`);
      const html = await copy.text();
      expect(copy.status).toBe(200);
      expect(copy.headers.get('x-robots-tag')).toContain('noindex');
      // Its video cards are YouTube's thumbnails, as in the e-mail: allowed there, and on no other page.
      expect(copy.headers.get('content-security-policy')).toContain("img-src 'self' data: blob: https://i.ytimg.com;");
      expect((await fetch(`${server.baseUrl}/blog`)).headers.get('content-security-policy')).toContain("img-src 'self' data: blob:;");
      expect(html).toContain('Ten ways to rank in your town.');
      expect(html).toContain('name="robots" content="noindex');
      expect(html).not.toContain(UNSUBSCRIBE_URL_PLACEHOLDER);
      expect(html).not.toContain('token=');
      expect((await fetch(`${server.baseUrl}/newsletter/view/no-such-copy`)).status).toBe(404);
    }, 120_000);

    it('is refused when the count changed since it was shown, and for a post that is not public', async () => {
      await addSubscribers(server, 1);
      const postId = await newPost(server);
      const { recipients } = await statusOf(editor, postId);
      await addSubscribers(server, 1);
      const changed = await editor.post('/trpc/newsletterIssue.send', { postId, subject: 'Changed', expectedRecipients: recipients });
      expect(changed.status).toBe(409);
      expect(changed.json.error.message).toMatch(/number of subscribers changed/);
      expect(await sql(server, 'select id from newsletter_issues where post_id = ?', [postId])).toEqual([]);

      const draft = await newPost(server, 'draft');
      const status = await statusOf(editor, draft);
      expect(status).toMatchObject({ sendable: false, reason: expect.stringMatching(/draft/) });
      const refused = await editor.post('/trpc/newsletterIssue.send', {
        postId: draft,
        subject: 'Draft',
        expectedRecipients: status.recipients,
      });
      expect(refused.status).toBe(409);
      expect(refused.json.error.message).toMatch(/draft/);
      expect(await sql(server, 'select id from newsletter_issues where post_id = ?', [draft])).toEqual([]);
    });

    it('marks an address the relay refuses for good (5xx) as bounced, and leaves it out of the next send', async () => {
      const [gone, staying] = await addSubscribers(server, 2);
      relay.answer = (to) => (to === gone ? { code: 550, message: '5.1.1 No such mailbox' } : 'accept');
      const first = await send(editor, await newPost(server), unique('First'));
      const report = await finishedReport(editor, first);
      expect(report.counts.bounced).toBe(1);
      expect(report.problems).toEqual([
        expect.objectContaining({ email: gone, status: 'bounced', reason: expect.stringContaining('No such mailbox') }),
      ]);
      const [row] = await sql<{ bounced: boolean; bounce_reason: string }>(
        server,
        'select bounced_at is not null as bounced, bounce_reason from newsletter_subscriptions where email = ?',
        [gone],
      );
      expect(row).toEqual({ bounced: true, bounce_reason: expect.stringContaining('No such mailbox') });
      relay.answer = () => 'accept';

      const subject = unique('Second');
      const second = await send(editor, await newPost(server), subject);
      await finishedReport(editor, second);
      expect(await sql(server, 'select id from mail_jobs where newsletter_issue_id = ? and to_address = ?', [second, gone])).toEqual([]);
      expect(mailsOf(staying!, subject)).toHaveLength(1);
      expect(relay.recipientsAsked.filter((to) => to === gone)).toHaveLength(1);

      // The administrator's subscriber list says which address bounced, and each one's last newsletter and its outcome.
      const admin = (await server.signedInAccount('administrator')).client;
      const { items } = trpcData<PagedList<NewsletterSubscriberItem>>(await trpcQuery(admin, 'newsletter.list', { page: 1 }));
      expect(items.find((item) => item.email === gone)).toMatchObject({
        bouncedAt: expect.any(String),
        bounceReason: expect.stringContaining('No such mailbox'),
        lastNewsletter: { issueId: first, status: 'bounced' },
      });
      expect(items.find((item) => item.email === staying)).toMatchObject({
        bouncedAt: null,
        bounceReason: null,
        lastNewsletter: { issueId: second, subject, status: 'sent' },
      });
    }, 120_000);

    it('skips a subscriber who unsubscribes before their turn, and blanks their address', async () => {
      const [leaving] = await addSubscribers(server, 2);
      const [subscription] = await sql<{ id: number; email: string }>(
        server,
        'select id, email from newsletter_subscriptions where email = ?',
        [leaving],
      );
      // The relay is down: every delivery waits in the queue.
      await relay.stop();
      const subject = unique('Mid-send');
      const id = await send(editor, await newPost(server), subject);
      // The subscriber's one-click unsubscribe, as their mail program sends it.
      const link = unsubscribeLinkFor(await newsletterLinkKey(server.orm.em.fork(), undefined), subscription!, publicOrigin(server.app));
      const left = await fetch(`${server.baseUrl}${new URL(link).pathname}${new URL(link).search}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(left.status).toBe(200);
      await relay.start();
      const report = await finishedReport(editor, id);
      expect(report.counts.skipped).toBe(1);
      expect(report.unsubscribedSince).toBe(1);
      expect(report.counts.sent).toBe(report.recipients - 1);
      const [job] = await sql<{ status: string; to_address: string }>(
        server,
        'select status, to_address from mail_jobs where newsletter_issue_id = ? and subscription_id = ?',
        [id, subscription!.id],
      );
      expect(job).toEqual({ status: 'skipped', to_address: '' });
      expect(mailsOf(leaving!, subject)).toEqual([]);
    }, 120_000);

    it('sends a test to the caller only, up to the hourly limit (then 429); an author may not send or see', async () => {
      const postId = await newPost(server);
      const subject = unique('Test me');
      const res = await editor.post('/trpc/newsletterIssue.sendTest', { postId, subject });
      expect(trpcData(res)).toEqual({ to: editorAddress });
      await expect.poll(() => mailsOf(editorAddress, `[Test] ${subject}`).length).toBe(1);
      for (let i = 1; i < NEWSLETTER_TEST_SENDS_PER_HOUR; i++) {
        expect((await editor.post('/trpc/newsletterIssue.sendTest', { postId, subject })).status).toBe(200);
      }
      const refused = await editor.post('/trpc/newsletterIssue.sendTest', { postId, subject });
      expect(refused.status).toBe(429);
      expect(refused.json.error.message).toMatch(/test e-mails in the last hour/);
      expect(await sql(server, 'select id from newsletter_issues where post_id = ?', [postId])).toEqual([]);

      const author = await server.signedInClient('author');
      expect((await trpcQuery(author, 'newsletterIssue.forPost', { postId })).status).toBe(403);
      const denied = await author.post('/trpc/newsletterIssue.send', { postId, subject, expectedRecipients: 1 });
      expect(denied.status).toBe(403);
      expect(denied.json.error.message).toMatch(/editor/);
      expect(await sql(server, 'select id from newsletter_issues where post_id = ?', [postId])).toEqual([]);
    }, 120_000);
  });
}

describe("the relay's per-minute budget (MAIL_RATE_PER_MINUTE)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...FAST_MAIL_QUEUE_ENV, SMTP_URL: relay.url, MAIL_RATE_PER_MINUTE: '3' }, { mailInBackground: true });
  }, 180_000);
  afterAll(() => server?.close());

  it('lets at most that many e-mails go in a window; the rest goes in the next windows', async () => {
    const editor = await server.signedInClient('editor');
    // The app's own e-mails so far (the editor's sign-up) are out; the window starts afresh.
    await expect.poll(async () => (await sql(server, "select id from mail_jobs where status = 'queued'")).length).toBe(0);
    await sql(server, 'update mail_send_budget set used = 0, window_start = now()');
    const readers = await addSubscribers(server, 7);
    const subject = unique('Budget');
    const id = await send(editor, await newPost(server), subject);
    const delivered = () => readers.filter((to) => mailsOf(to, subject).length > 0).length;
    const queuedUntried = async () =>
      (
        await sql<{ n: number }>(
          server,
          "select count(*)::int as n from mail_jobs where newsletter_issue_id = ? and status = 'queued' and attempts = 0",
          [id],
        )
      )[0]!.n;
    await expect.poll(queuedUntried).toBe(4);
    await expect.poll(delivered).toBe(3);
    // More claims in the same window take nothing.
    for (let i = 0; i < 3; i++) {
      server.app.mailQueue.kick();
      await server.app.mailQueue.worker.run();
    }
    expect(await queuedUntried()).toBe(4);
    expect((await sql<{ used: number }>(server, 'select used from mail_send_budget'))[0]!.used).toBe(3);
    expect(delivered()).toBe(3);

    // The next windows (the window's start moved a minute back, as time would).
    for (let window = 0; window < 3 && (await queuedUntried()) > 0; window++) {
      const before = await queuedUntried();
      await sql(server, "update mail_send_budget set window_start = window_start - interval '61 seconds'");
      server.app.mailQueue.kick();
      await expect.poll(queuedUntried).toBe(Math.max(0, before - 3));
    }
    await finishedReport(editor, id);
    await expect.poll(delivered).toBe(7);
    for (const to of readers) expect(mailsOf(to, subject), to).toHaveLength(1);
  }, 120_000);
});

describe('two instances over one database', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer({ ...FAST_MAIL_QUEUE_ENV, SMTP_URL: relay.url, MAIL_QUEUE_CONCURRENCY: '3' }, { mailInBackground: true });
    second = await startTestServer(
      { ...FAST_MAIL_QUEUE_ENV, SMTP_URL: relay.url, MAIL_QUEUE_CONCURRENCY: '3' },
      { shareDatabaseOf: first, mailInBackground: true },
    );
  }, 180_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('deliver each recipient once', async () => {
    const editor = await first.signedInClient('editor');
    const readers = await addSubscribers(first, 60);
    const subject = unique('Pair');
    const id = await send(editor, await newPost(first), subject);
    second.app.mailQueue.kick();
    const report = await finishedReport(editor, id);
    expect(report.counts.sent).toBe(report.recipients);
    for (const to of readers) expect(mailsOf(to, subject), to).toHaveLength(1);
    const attempts = await sql<{ attempts: number }>(first, 'select attempts from mail_jobs where newsletter_issue_id = ?', [id]);
    expect(attempts.every((job) => job.attempts === 1)).toBe(true);
  }, 120_000);
});
