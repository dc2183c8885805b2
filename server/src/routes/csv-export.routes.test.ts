import { ACTIVITY_EXPORT_URL, ACTIVITY_KIND_LABELS, NEWSLETTER_EXPORT_URL, type ActivityFilter } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityCsvStream } from '../activity/activity-export.ts';
import { activityWhere, listActivity } from '../activity/activity.service.ts';
import { toCsv } from '../csv/csv-writer.ts';
import { EXPORT_BATCH_SIZE } from '../db/keyset-batches.ts';
import { ActivityEntryRow } from '../entities/activity-entry.entity.ts';
import { NewsletterSubscription } from '../entities/newsletter-subscription.entity.ts';
import { newsletterCsvStream } from '../newsletter/newsletter-export.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let admin: TestClient;
let ordinary: TestClient;

/** More than five batches, so the export crosses several batch boundaries. */
const ROWS = 12_345;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('admin');
  ordinary = await server.signedInClient('user');
  const sql = (text: string) => server.orm.em.getConnection().execute(text, [], 'run');
  await sql('delete from activity_entries');
  // Four days; within a day, groups of seven rows share one timestamp to the microsecond (the boundary test needs
  // ties), many groups fall in one millisecond, and times run against the ids, so only (at, id) gives the order.
  // Every summary and link trips csvField: commas, quotes, line breaks and formula-leading characters.
  await sql(
    `insert into activity_entries (at, actor_id, actor_name, kind, summary, link)
     select timestamptz '2026-03-01T00:00:00Z' + (g % 4) * interval '1 day' + ((${ROWS} - g) / 28) * interval '1 microsecond',
            null,
            case g % 3 when 0 then 'Ann' when 1 then 'bob' else null end,
            case g % 2 when 0 then 'team.invited' else 'team.role-changed' end,
            case g % 9 when 0 then 'plain [#' || g || ']' when 1 then 'comma, [#' || g || ']' when 2 then 'say "hi" [#' || g || ']'
              when 3 then E'line\\nbreak [#' || g || ']' when 4 then '=SUM(A1) [#' || g || ']' when 5 then '+1 [#' || g || ']'
              when 6 then '-2 [#' || g || ']' when 7 then '@x [#' || g || ']' else E'\\tcell [#' || g || ']' end,
            case when g % 5 = 0 then null else '/admin/team?search=a,b"' || g end
     from generate_series(1, ${ROWS}) g`,
  );
  await sql('delete from newsletter_subscriptions');
  await sql(
    `insert into newsletter_subscriptions (email, source, created_at, confirmed_at)
     select case g % 4 when 0 then 'r' || g || '@example.com' when 1 then '"q",' || g || '@example.com'
              when 2 then '=cmd' || g else E'two\\r\\nlines' || g end,
            case g % 2 when 0 then 'footer' else 'blog' end,
            timestamptz '2026-01-01T00:00:00Z' + ((${ROWS} - g) / 7) * interval '1 microsecond',
            now()
     from generate_series(1, ${ROWS}) g`,
  );
  // As many pending sign-ups again, interleaved in time with the confirmed: none is exported.
  await sql(
    `insert into newsletter_subscriptions (email, source, created_at)
     select 'pending' || g || '@example.com', 'footer', timestamptz '2026-01-01T00:00:00Z' + ((${ROWS} - g) / 7) * interval '1 microsecond'
     from generate_series(1, ${ROWS}) g`,
  );
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/** The activity export as the tRPC procedure it replaced wrote it: every selected entity read at once, then toCsv. */
async function activityCsvAsBefore(filter: ActivityFilter): Promise<{ csv: string; rows: number }> {
  const rows = await server.orm.em.fork().find(ActivityEntryRow, activityWhere(filter), { orderBy: [{ at: 'asc' }, { id: 'asc' }] });
  const csv = toCsv(
    ['at', 'who', 'kind', 'what', 'link'],
    rows.map((row) => [row.at.toISOString(), row.actorName ?? '', ACTIVITY_KIND_LABELS[row.kind] ?? row.kind, row.summary, row.link ?? '']),
  );
  return { csv, rows: rows.length };
}

/** The subscriber export as the tRPC procedure it replaced wrote it. */
async function newsletterCsvAsBefore(): Promise<string> {
  const subscriptions = await server.orm.em
    .fork()
    .find(NewsletterSubscription, { confirmedAt: { $ne: null } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return toCsv(
    ['email', 'source', 'subscribed_at'],
    subscriptions.map((s) => [s.email, s.source, s.createdAt.toISOString()]),
  );
}

/** Reads a stream to its end as text. */
async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/admin/activity/export.csv', () => {
  it('downloads every entry exactly as the old export wrote it, as a CSV attachment nobody caches', async () => {
    const res = await admin.get(ACTIVITY_EXPORT_URL);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="activity-${today()}.csv"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const before = await activityCsvAsBefore({});
    // The admin's own sign-in is logged too.
    expect(before.rows).toBeGreaterThanOrEqual(ROWS);
    expect(res.text.startsWith('at,who,kind,what,link\r\n')).toBe(true);
    expect(res.text).toBe(before.csv);
    // Every kind of tricky field came out escaped.
    expect(res.text).toContain(`,"comma, [#1]",`);
    expect(res.text).toContain(`,"say ""hi"" [#2]",`);
    expect(res.text).toContain(`,"line\nbreak [#3]",`);
    expect(res.text).toContain(`,'=SUM(A1) [#4],`);
    expect(res.text).toContain(`,'+1 [#5],`);
    expect(res.text).toContain(`,'-2 [#6],`);
    expect(res.text).toContain(`,'@x [#7],`);
    expect(res.text).toContain(`,'\tcell [#8],`);
    expect(res.text).toContain(`,"/admin/team?search=a,b""1"\r\n`);
  });

  it('loses and repeats no entry where a batch ends inside a run of equal timestamps', async () => {
    const order = await server.orm.em
      .getConnection()
      .execute<Array<{ at: string; id: string }>>(
        `select to_char(at, 'YYYY-MM-DD HH24:MI:SS.US') as at, id from activity_entries order by at, id offset ? limit 2`,
        [EXPORT_BATCH_SIZE - 1],
      );
    // The fixture really puts a tie across the first boundary.
    expect(order[0]!.at).toBe(order[1]!.at);
    const res = await admin.get(ACTIVITY_EXPORT_URL);
    const summaries = [...res.text.matchAll(/\[#(\d+)\]/g)].map((m) => Number(m[1]));
    expect(new Set(summaries).size).toBe(ROWS);
    expect(summaries).toHaveLength(ROWS);
    // Small batches, so boundaries fall everywhere, give the same file.
    expect(await readAll(activityCsvStream(server.orm.em.fork(), {}, 997))).toBe(res.text);
  });

  it('selects what the log screen selects for the same filters', async () => {
    const filters: ActivityFilter[] = [
      { actor: 'ANN' },
      { kind: 'team.invited' },
      { from: '2026-03-02', to: '2026-03-03' },
      { actor: 'Bob', kind: 'team.role-changed', from: '2026-03-02' },
      { to: '2026-03-01' },
      { actor: 'nobody' },
    ];
    for (const filter of filters) {
      const res = await admin.get(`${ACTIVITY_EXPORT_URL}?${new URLSearchParams(filter as Record<string, string>).toString()}`);
      expect(res.status, JSON.stringify(filter)).toBe(200);
      const before = await activityCsvAsBefore(filter);
      expect(res.text, JSON.stringify(filter)).toBe(before.csv);
      expect((await listActivity(server.orm.em.fork(), filter, 1)).total, JSON.stringify(filter)).toBe(before.rows);
    }
    // Blank fields filter nothing, as on the screen.
    expect((await admin.get(`${ACTIVITY_EXPORT_URL}?actor=&kind=&from=&to=`)).text).toBe((await activityCsvAsBefore({})).csv);
  });

  it('refuses a bad filter with 400 and the reason', async () => {
    const backwards = await admin.get(`${ACTIVITY_EXPORT_URL}?from=2026-02-01&to=2026-01-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.json.message).toBe('The first day must not be after the last.');
    const badKind = await admin.get(`${ACTIVITY_EXPORT_URL}?kind=page.burned`);
    expect(badKind.status).toBe(400);
    expect(badKind.json.message).toBe('Choose a kind from the list.');
    const twoPeople = await admin.get(`${ACTIVITY_EXPORT_URL}?actor=a&actor=b`);
    expect(twoPeople.status).toBe(400);
    expect(twoPeople.json.message).toBe('The person must be a username.');
  });
});

describe('GET /api/admin/newsletter/export.csv', () => {
  it('downloads every confirmed subscriber (no pending one) exactly as the old export wrote it, across batches with tied sign-up times', async () => {
    const res = await admin.get(NEWSLETTER_EXPORT_URL);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="newsletter-subscribers-${today()}.csv"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text.startsWith('email,source,subscribed_at\r\n')).toBe(true);
    expect(res.text).toBe(await newsletterCsvAsBefore());
    expect(res.text).toContain(`"""q"",1@example.com",blog,`);
    expect(res.text).toContain(`'=cmd2,footer,`);
    expect(res.text).toContain(`"two\r\nlines3",blog,`);
    const emails = [...res.text.matchAll(/^(?:r|"""q"",|'=cmd|"two\r\nlines)(\d+)/gm)].map((m) => Number(m[1]));
    expect(new Set(emails).size).toBe(ROWS);
    expect(emails).toHaveLength(ROWS);
    expect(res.text).not.toContain('pending');
    // Read in batches (here small ones, so boundaries fall among the pending rows too): the same file.
    expect(await readAll(newsletterCsvStream(server.orm.em.fork(), 997))).toBe(res.text);
  });
});

describe('who may download', () => {
  it.each([[ACTIVITY_EXPORT_URL], [NEWSLETTER_EXPORT_URL]])('%s: 401 to a visitor, 403 to a customer, no CSV to either', async (url) => {
    const visitor = await new TestClient(server.baseUrl).get(url);
    expect(visitor.status).toBe(401);
    expect(visitor.json.message).toBe('Please sign in to continue.');
    const customer = await ordinary.get(url);
    expect(customer.status).toBe(403);
    expect(customer.json.message).toBe('This action needs an administrator account.');
    expect(customer.headers.get('content-disposition')).toBeNull();
    expect((await admin.get(url)).status).toBe(200);
  });

  it.each([[ACTIVITY_EXPORT_URL], [NEWSLETTER_EXPORT_URL]])('HEAD %s answers the download headers and no body', async (url) => {
    const head = await admin.request('HEAD', url);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(head.headers.get('cache-control')).toBe('no-store');
    expect(head.text).toBe('');
    expect((await new TestClient(server.baseUrl).request('HEAD', url)).status).toBe(401);
  });
});
