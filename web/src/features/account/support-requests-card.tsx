import { SUPPORT_REQUEST_STATE_LABELS, type SupportRequestItem, type SupportRequestState } from '@app/contracts';
import { useId, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../lib/toast-store.ts';
import { trpc } from '../../lib/trpc.ts';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import { LocalTime } from '../auth/local-time.tsx';
import { serverFieldErrors } from '../auth/server-field-errors.ts';

const STATE_STYLES: Record<SupportRequestState, string> = {
  open: 'bg-amber-400/15 text-amber-200',
  answered: 'bg-emerald-400/15 text-emerald-200',
  closed: 'bg-white/10 text-slate-300',
};

/**
 * The dashboard's 'Support requests': a form (subject, message, the contact form's limits) that sends a request to
 * our team's inbox, and the account's own requests, newest first, with their state, dates and the team's answer.
 */
export function SupportRequestsCard() {
  const headingId = useId();
  const utils = trpc.useUtils();
  const list = trpc.support.list.useInfiniteQuery({}, { getNextPageParam: (slice) => slice.nextCursor });
  const form = useValidatedForm((schemas) => schemas.supportRequestSchema, { subject: '', message: '' });
  const send = trpc.support.create.useMutation({
    onSuccess: async () => {
      form.reset({ subject: '', message: '' });
      toast({ title: 'Request sent', description: 'Our team will answer here and by e-mail.' });
      await utils.support.list.invalidate();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error));
      toast({
        title: 'Could not send your request',
        description: error.message || 'Please try again in a moment.',
        variant: 'destructive',
      });
    },
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = await form.validate();
    if (data) send.mutate(data);
  };
  const requests = list.data?.pages.flatMap((slice) => slice.items) ?? [];

  return (
    <Card className="lg:col-span-3">
      <h2 id={headingId} className="text-lg font-semibold text-white">
        Support requests
      </h2>
      <p className="mt-1 text-sm text-slate-400">Ask our team anything about your account. We answer here and by e-mail.</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <form
          aria-label="New support request"
          noValidate
          onSubmit={(event) => void submit(event)}
          onFocus={form.prepare}
          className="grid gap-4"
        >
          <TextField label="Subject" {...form.field('subject')} />
          <TextAreaField label="Message" {...form.field('message')} />
          <div>
            <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined}>
              {send.isPending ? <Spinner /> : null}
              Send request
            </Button>
          </div>
        </form>
        <div>
          <h3 className="font-semibold text-white">Your requests</h3>
          {!list.data ? (
            <p className="mt-3 text-sm text-slate-400">{list.error ? list.error.message : 'Loading your requests…'}</p>
          ) : requests.length === 0 ? (
            <p className="mt-3 text-sm text-slate-400">No requests yet.</p>
          ) : (
            <ul aria-label="Your support requests" className="mt-3 grid gap-3">
              {requests.map((request) => (
                <SupportRequestEntry key={request.id} request={request} />
              ))}
            </ul>
          )}
          {list.hasNextPage ? (
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? <Spinner /> : null}
              Show older requests
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

/** One request in the customer's list: subject, state, when sent, the message and, once answered, the answer. */
function SupportRequestEntry({ request }: { request: SupportRequestItem }) {
  const subjectId = useId();
  return (
    <li aria-labelledby={subjectId} className="rounded-xl border border-white/10 bg-night-700/50 p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={subjectId} className="font-semibold break-words text-white">
          {request.subject}
        </h4>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLES[request.state]}`}>
          {SUPPORT_REQUEST_STATE_LABELS[request.state]}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-400">
        Sent <LocalTime iso={request.createdAt} />
        {request.closedAt ? (
          <>
            {' '}
            · closed <LocalTime iso={request.closedAt} />
          </>
        ) : null}
      </p>
      <p className="mt-2 whitespace-pre-wrap break-words text-slate-300">{request.message}</p>
      {request.answer !== null ? (
        <div className="mt-3 rounded-lg bg-primary/10 p-3">
          <p className="text-xs font-semibold text-primary-soft">
            Our answer{' '}
            {request.answeredAt ? (
              <>
                · <LocalTime iso={request.answeredAt} />
              </>
            ) : null}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-slate-100">{request.answer}</p>
        </div>
      ) : null}
    </li>
  );
}
