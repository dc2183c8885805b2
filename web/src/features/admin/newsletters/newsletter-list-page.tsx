import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AdminPageHeader } from '../shared/admin-page-header.tsx';
import { AdminTable } from '../shared/admin-table.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { useRecheckOnRefusal } from '../shared/use-recheck-admin-access.ts';

const COLUMNS = ['Subject', 'Post', 'Date', 'Sender', 'Recipients', 'Sent', 'Failed', 'Bounced'] as const;

/**
 * /admin/newsletters: the newsletters sent, newest first, each with its post, when and by whom, how many it went to and
 * how its deliveries stand; the subject leads to the send's report. "Show more" reads the next page after the last
 * row (keyset `before`), keeping the pages read.
 */
export function NewsletterListPage() {
  useDocumentTitle('Newsletters · Admin');
  // The `before` of every page read so far: null for the first.
  const [pages, setPages] = useState<(number | null)[]>([null]);
  const results = trpc.useQueries((t) => pages.map((before) => t.newsletterIssue.list({ before })));
  const first = results[0]!;
  const last = results.at(-1)!;
  useRecheckOnRefusal(first.error);
  const items = results.flatMap((result) => result.data?.items ?? []);
  const next = last.data?.next ?? null;

  return (
    <main>
      <AdminPageHeader title="Newsletters" description="Posts e-mailed to the newsletter's subscribers, newest first." />
      <div className="grid max-w-6xl grid-cols-1 gap-4 p-4 sm:p-6">
        {!first.data ? (
          <QueryState loadingText="Loading the newsletters…" error={first.error} onRetry={() => void first.refetch()} />
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-300">
            No newsletter sent yet. Open a published post in the blog manager and use Email to subscribers in its Newsletter card.
          </p>
        ) : (
          <AdminTable caption="Newsletters sent" columns={COLUMNS}>
            {items.map((item) => (
              <tr key={item.id}>
                <td className="px-4 py-2">
                  <Link
                    to="/admin/newsletters/$id"
                    params={{ id: String(item.id) }}
                    className="font-medium text-white underline-offset-2 hover:underline"
                  >
                    {item.subject}
                  </Link>
                </td>
                <td className="px-4 py-2 text-slate-300">{item.postTitle}</td>
                <td className="px-4 py-2 whitespace-nowrap text-slate-300">
                  <time dateTime={item.sentAt}>{formatDateTime(item.sentAt)}</time>
                </td>
                <td className="px-4 py-2 text-slate-300">{item.sentBy ?? 'A former team member'}</td>
                <td className="px-4 py-2 text-right tabular-nums text-slate-200">{item.recipients.toLocaleString('en-US')}</td>
                <td className="px-4 py-2 text-right tabular-nums text-slate-200">{item.counts.sent.toLocaleString('en-US')}</td>
                <td className="px-4 py-2 text-right tabular-nums text-slate-200">{item.counts.failed.toLocaleString('en-US')}</td>
                <td className="px-4 py-2 text-right tabular-nums text-slate-200">{item.counts.bounced.toLocaleString('en-US')}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        {last.error && pages.length > 1 ? <QueryState loadingText="" error={last.error} onRetry={() => void last.refetch()} /> : null}
        {next !== null ? (
          <div>
            <Button variant="outline" disabled={last.isFetching} onClick={() => setPages((read) => [...read, next])}>
              Show more
            </Button>
          </div>
        ) : last.isFetching && pages.length > 1 ? (
          <Spinner />
        ) : null}
      </div>
    </main>
  );
}
