import type { NewsletterReport } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-class.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AdminPageHeader } from '../shared/admin-page-header.tsx';
import { AdminTable } from '../shared/admin-table.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { useRecheckOnRefusal } from '../shared/use-recheck-admin-access.ts';
import { newsletterIdOf } from './newsletter-id.ts';
import { COUNT_LABELS, progressPercent, REPORT_POLL_MS, settledCount } from './newsletter-counts.ts';

/**
 * /admin/newsletters/$id: one send's report: its counts (Queued, Sent, Failed, Bounced, Skipped), a progress bar read
 * again every 2 s while deliveries wait (and no more once done), the subscribers who left since, the deliveries that
 * failed or bounced with the relay's answer, and the web copy ("View in browser").
 */
export function NewsletterReportPage({ idParam }: { idParam: string }) {
  const id = newsletterIdOf(idParam);
  const report = trpc.newsletterIssue.report.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null, refetchInterval: (query) => (query.state.data && !query.state.data.done ? REPORT_POLL_MS : false) },
  );
  useRecheckOnRefusal(report.error);
  useDocumentTitle(report.data ? `${report.data.subject} · Newsletters · Admin` : 'Newsletter · Admin');
  const back = (
    <Link to="/admin/newsletters" className={buttonClass({ variant: 'outline', size: 'sm' })}>
      All newsletters
    </Link>
  );

  if (id === null || !report.data) {
    return (
      <main>
        <AdminPageHeader title="Newsletter report" actions={back} />
        <div className="p-4 sm:p-6">
          {id === null ? (
            <p role="status" className="text-sm text-slate-300">
              There is no newsletter at this address.
            </p>
          ) : (
            <QueryState loadingText="Loading the report…" error={report.error} onRetry={() => void report.refetch()} />
          )}
        </div>
      </main>
    );
  }
  return <ReportView report={report.data} back={back} />;
}

/** The report once read. */
function ReportView({ report, back }: { report: NewsletterReport; back: ReactNode }) {
  const percent = progressPercent(report.counts);
  return (
    <main>
      <AdminPageHeader
        title={report.subject}
        description={
          <>
            {report.postTitle} · sent <time dateTime={report.sentAt}>{formatDateTime(report.sentAt)}</time>
            {report.sentBy ? ` by ${report.sentBy}` : ''} to {report.recipients.toLocaleString('en-US')}{' '}
            {report.recipients === 1 ? 'subscriber' : 'subscribers'}
          </>
        }
        actions={
          <>
            <a href={report.viewUrl} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'outline', size: 'sm' })}>
              View in browser
            </a>
            {back}
          </>
        }
      />
      <div className="grid max-w-5xl grid-cols-1 gap-6 p-4 sm:p-6">
        <section aria-label="Deliveries" className="grid gap-4">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {COUNT_LABELS.map(({ key, label }) => (
              <div key={key} className="rounded-xl border border-white/10 bg-night-800/90 p-4">
                <dt className="text-xs font-semibold tracking-wider text-slate-400 uppercase">{label}</dt>
                <dd className="mt-1 text-2xl font-semibold text-white tabular-nums">{report.counts[key].toLocaleString('en-US')}</dd>
              </div>
            ))}
          </dl>
          {report.done ? (
            <p role="status" className="text-sm text-emerald-300">
              Done: every delivery has been tried.
            </p>
          ) : (
            <div className="grid gap-2">
              <div
                role="progressbar"
                aria-label="Sending"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={`${settledCount(report.counts).toLocaleString('en-US')} of ${report.recipients.toLocaleString('en-US')} done`}
                className="h-2 overflow-hidden rounded-full bg-night-700"
              >
                <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
              </div>
              <p className="text-sm text-slate-300">Sending… {percent}% so far; this report updates by itself.</p>
            </div>
          )}
          <p className="text-sm text-slate-300">
            Unsubscribed since: <span className="font-semibold text-white">{report.unsubscribedSince.toLocaleString('en-US')}</span>
          </p>
        </section>
        <section aria-labelledby="newsletter-problems" className="grid gap-3">
          <h2 id="newsletter-problems" className="text-lg font-semibold text-white">
            Problems
          </h2>
          {report.problems.length === 0 ? (
            <p className="text-sm text-slate-300">No delivery failed or bounced.</p>
          ) : (
            <AdminTable caption="Deliveries that failed or bounced" columns={['Address', 'Status', 'Relay’s reason', 'When']}>
              {report.problems.map((problem, index) => (
                <tr key={`${problem.email}-${index}`}>
                  <td className="px-4 py-2 break-all text-white">{problem.email}</td>
                  <td className="px-4 py-2 text-slate-300">{problem.status === 'bounced' ? 'Bounced' : 'Failed'}</td>
                  <td className="px-4 py-2 text-slate-300">{problem.reason ?? 'No reason given'}</td>
                  <td className="px-4 py-2 whitespace-nowrap text-slate-300">
                    {problem.at ? <time dateTime={problem.at}>{formatDateTime(problem.at)}</time> : '—'}
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </section>
      </div>
    </main>
  );
}
