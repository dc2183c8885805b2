import { NEWSLETTER_EXPORT_URL, type SubscriberLastNewsletter } from '@app/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { CsvDownloadLink } from '../shared/csv-download-link.tsx';
import { Pager } from '../shared/pager.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { useListPageInRange } from '../shared/use-list-page-in-range.ts';

/** How a subscriber's latest newsletter delivery stands, in words. */
const DELIVERY_STATUS_LABELS: Record<SubscriberLastNewsletter['status'], string> = {
  queued: 'Sending',
  sent: 'Sent',
  failed: 'Not delivered',
  bounced: 'Bounced',
  skipped: 'Not sent',
};

/**
 * The 'Newsletter subscribers' section of the inbox: the count, the addresses newest first (50 a
 * page), and Export CSV, which downloads every subscriber as the file the server streams.
 */
export function NewsletterSubscribersSection() {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const list = trpc.newsletter.list.useQuery({ page }, { placeholderData: keepPreviousData });
  useListPageInRange(page, list.data?.pageCount, setPage);

  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-white">
            Newsletter subscribers
          </h2>
          {list.data ? (
            <p className="text-sm text-slate-300">
              {list.data.total} {list.data.total === 1 ? 'subscriber' : 'subscribers'}
            </p>
          ) : null}
        </div>
        <CsvDownloadLink href={NEWSLETTER_EXPORT_URL} />
      </div>
      {!list.data ? (
        <QueryState loadingText="Loading subscribers…" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <p className="text-sm text-slate-300">No subscribers yet. Sign-ups from the footer and the blog appear here.</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-white/10">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Newsletter subscribers, newest first</caption>
              <thead className="bg-night-700 text-slate-300">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Email
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Source
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Subscribed
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Last newsletter
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-white/5">
                {list.data.items.map((subscriber) => (
                  <tr key={subscriber.id}>
                    <td className="break-all px-4 py-2 text-white">{subscriber.email}</td>
                    <td className="px-4 py-2 capitalize text-slate-300">{subscriber.source}</td>
                    <td className="px-4 py-2 text-slate-300">
                      <time dateTime={subscriber.createdAt}>{formatDateTime(subscriber.createdAt)}</time>
                    </td>
                    <td className="px-4 py-2 text-slate-300">
                      {subscriber.bouncedAt ? (
                        <span title={subscriber.bounceReason ?? undefined}>Bounced: no newsletter is sent to it</span>
                      ) : (
                        'Confirmed'
                      )}
                    </td>
                    <td className="px-4 py-2 text-slate-300">
                      {subscriber.lastNewsletter ? (
                        <>
                          <Link
                            to="/admin/newsletters/$id"
                            params={{ id: String(subscriber.lastNewsletter.issueId) }}
                            className="text-white underline underline-offset-2"
                          >
                            {subscriber.lastNewsletter.subject}
                          </Link>{' '}
                          · {DELIVERY_STATUS_LABELS[subscriber.lastNewsletter.status]} ·{' '}
                          <time dateTime={subscriber.lastNewsletter.at}>{formatDateTime(subscriber.lastNewsletter.at)}</time>
                        </>
                      ) : (
                        'None yet'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager label="Newsletter subscribers pages" page={list.data.page} pageCount={list.data.pageCount} onPage={setPage} />
        </>
      )}
    </section>
  );
}
