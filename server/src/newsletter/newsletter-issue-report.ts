// The sent newsletters and each send's report, read from newsletter_issues and their deliveries in mail_jobs.
import type { NewsletterCounts, NewsletterIssueItem, NewsletterIssuePage, NewsletterReport } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors.ts';
import { newsletterViewUrl } from './newsletter-issues.service.ts';

/** Sent newsletters a page of the list holds. */
export const NEWSLETTER_LIST_PAGE_SIZE = 20;
/** The most failed or bounced deliveries a report lists. */
export const NEWSLETTER_REPORT_PROBLEMS = 200;

interface IssueRow {
  id: number;
  post_id: number | null;
  post_title: string;
  subject: string;
  created_at: Date | string;
  sent_by: string | null;
  recipients: number;
  view_key: string;
}

/** Runs `sql` on `em`'s connection. */
function run<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}

const ISSUE_COLUMNS = `i.id, i.post_id, i.post_title, i.subject, i.created_at, coalesce(u.name, u.username) as sent_by, i.recipients, i.view_key
  from newsletter_issues i left join users u on u.id = i.sent_by_id`;

/** Counts of no delivery. */
function noCounts(): NewsletterCounts {
  return { queued: 0, sent: 0, failed: 0, bounced: 0, skipped: 0 };
}

/** The deliveries of `ids` by state (one grouped query), and how many of each issue's recipients left the list since. */
async function countsOf(em: EntityManager, ids: number[]): Promise<Map<number, { counts: NewsletterCounts; unsubscribed: number }>> {
  const result = new Map(ids.map((id) => [id, { counts: noCounts(), unsubscribed: 0 }]));
  if (ids.length === 0) return result;
  const rows = await run<{ issue: number; status: keyof NewsletterCounts; n: number; unsubscribed: number }>(
    em,
    `select newsletter_issue_id as issue, status, count(*)::int as n, count(*) filter (where unsubscribed_at is not null)::int as unsubscribed
       from mail_jobs where newsletter_issue_id in (${ids.map(() => '?').join(', ')}) group by newsletter_issue_id, status`,
    ids,
  );
  for (const row of rows) {
    const entry = result.get(row.issue);
    if (!entry || !(row.status in entry.counts)) continue;
    entry.counts[row.status] += row.n;
    entry.unsubscribed += row.unsubscribed;
  }
  return result;
}

/** A list item of `row` with `counts`. */
function item(row: IssueRow, counts: NewsletterCounts): NewsletterIssueItem {
  return {
    id: row.id,
    postId: row.post_id,
    postTitle: row.post_title,
    subject: row.subject,
    sentAt: new Date(row.created_at).toISOString(),
    sentBy: row.sent_by,
    recipients: row.recipients,
    counts,
  };
}

/** A page of sent newsletters, newest first, from before issue `before` (keyset), with their deliveries' counts. */
export async function listNewsletterIssues(em: EntityManager, before: number | null | undefined): Promise<NewsletterIssuePage> {
  const rows = await run<IssueRow>(
    em,
    `select ${ISSUE_COLUMNS} ${before ? 'where i.id < ?' : ''} order by i.id desc limit ?`,
    before ? [before, NEWSLETTER_LIST_PAGE_SIZE + 1] : [NEWSLETTER_LIST_PAGE_SIZE + 1],
  );
  const page = rows.slice(0, NEWSLETTER_LIST_PAGE_SIZE);
  const counts = await countsOf(
    em,
    page.map((row) => row.id),
  );
  return {
    items: page.map((row) => item(row, counts.get(row.id)!.counts)),
    next: rows.length > NEWSLETTER_LIST_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

/**
 * The report of issue `id`: its counts (live while it sends), whether it is done (nothing queued), how many of its
 * recipients unsubscribed since (their deliveries sent or skipped), the failed and bounced deliveries with the relay's
 * answer (at most 200, newest first), and the web copy's address on `origin`. 404 for no such issue.
 */
export async function newsletterReport(em: EntityManager, id: number, origin: string): Promise<NewsletterReport> {
  const [row] = await run<IssueRow>(em, `select ${ISSUE_COLUMNS} where i.id = ?`, [id]);
  if (!row) throw new AppError(404, 'This newsletter does not exist.');
  const { counts, unsubscribed } = (await countsOf(em, [id])).get(id)!;
  const problems = await run<{ email: string; status: 'failed' | 'bounced'; reason: string | null; at: Date | string | null }>(
    em,
    `select to_address as email, status, last_error as reason, finished_at as at from mail_jobs
      where newsletter_issue_id = ? and status in ('failed', 'bounced') order by finished_at desc nulls last, id desc limit ?`,
    [id, NEWSLETTER_REPORT_PROBLEMS],
  );
  return {
    ...item(row, counts),
    done: counts.queued === 0,
    unsubscribedSince: unsubscribed,
    viewUrl: newsletterViewUrl(origin, row.view_key),
    problems: problems.map((problem) => ({ ...problem, at: problem.at === null ? null : new Date(problem.at).toISOString() })),
  };
}

/** The HTML of the issue whose web copy key is `key`, or null for no such issue. */
export async function newsletterWebCopy(em: EntityManager, key: string): Promise<{ subject: string; html: string; text: string } | null> {
  const [row] = await run<{ subject: string; html: string; text: string }>(
    em,
    'select subject, html, text from newsletter_issues where view_key = ?',
    [key],
  );
  return row ?? null;
}
