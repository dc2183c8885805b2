import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { formatDateTime } from '../../../../lib/format-date-time.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { trpc } from '../../../../lib/trpc.ts';
import { EditorCard } from '../editor-card.tsx';
import { QueryState } from '../../shared/query-state.tsx';
import { SendNewsletterDialog } from './send-newsletter-dialog.tsx';
import { subscribersText } from './send-dialog-state.ts';

/**
 * The post editor's Newsletter card (a published post, editors and up): "Email to subscribers" opens the send dialog,
 * or says why the post cannot go out; once sent, when and to how many, with a link to the send's report.
 */
export function NewsletterCard({ postId, title }: { postId: number; title: string }) {
  const reasonId = useId();
  const [sending, setSending] = useState(false);
  const status = trpc.newsletterIssue.forPost.useQuery({ postId });
  const issue = status.data?.issue ?? null;

  return (
    <EditorCard title="Newsletter" description={issue ? undefined : "E-mail this post to the newsletter's confirmed subscribers, once."}>
      {!status.data ? (
        <QueryState loadingText="Reading the newsletter…" error={status.error} onRetry={() => void status.refetch()} />
      ) : issue ? (
        <p className="text-sm text-slate-200">
          Sent <time dateTime={issue.sentAt}>{formatDateTime(issue.sentAt)}</time> to {subscribersText(issue.recipients, '')}.{' '}
          <Link
            to="/admin/newsletters/$id"
            params={{ id: String(issue.id) }}
            className="font-medium text-primary-soft underline-offset-2 hover:underline"
          >
            View report
          </Link>
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            disabled={!status.data.sendable}
            aria-describedby={status.data.reason ? reasonId : undefined}
            onClick={() => setSending(true)}
          >
            Email to subscribers
          </Button>
          {status.data.reason ? (
            <p id={reasonId} className="text-sm text-slate-400">
              {status.data.reason}
            </p>
          ) : (
            <p className="text-sm text-slate-400">Goes to {subscribersText(status.data.recipients)}.</p>
          )}
        </div>
      )}
      <SendNewsletterDialog
        open={sending}
        postId={postId}
        title={title}
        onClose={() => setSending(false)}
        onSent={(sent) => {
          setSending(false);
          toast({
            title: 'Newsletter on its way',
            description: `Sending to ${subscribersText(sent.recipients, '')}: follow it with View report.`,
          });
        }}
      />
    </EditorCard>
  );
}
