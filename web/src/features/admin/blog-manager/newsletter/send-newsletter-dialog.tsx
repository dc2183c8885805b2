import { NEWSLETTER_SUBJECT_MAX, type NewsletterSent } from '@app/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useReducer } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { ModalDialog } from '../../../../components/ui/modal-dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { toast } from '../../../../lib/toast-store.ts';
import { readTrpcError } from '../../../../lib/trpc-error.ts';
import { trpc } from '../../../../lib/trpc.ts';
import { EmailPreviewFrame } from './email-preview-frame.tsx';
import { initialSendDialog, PREVIEW_WIDTHS, sendDialogReducer, subscribersText, type PreviewWidth } from './send-dialog-state.ts';
import { useDebouncedValue } from '../../shared/seo/use-debounced-value.ts';

/** How long typing in Subject must pause before the preview is drawn again. */
const PREVIEW_DELAY_MS = 400;

/** Why the subject cannot go out as typed (the server says the same), or null. */
function subjectProblem(subject: string): string | null {
  const trimmed = subject.trim();
  if (!trimmed) return 'Write a subject line for the e-mail.';
  if (trimmed.length > NEWSLETTER_SUBJECT_MAX) return `A subject line must be at most ${NEWSLETTER_SUBJECT_MAX} characters.`;
  return null;
}

/**
 * "Email to subscribers" for a published post: the Subject (the post's title to start), the e-mail previewed at a
 * desktop or a phone's width, a test sent to the signed-in person, the count it goes to, and "Send to N subscribers",
 * which asks once more naming N before it sends. A refusal (the count changed, the post was sent meanwhile) shows the
 * server's words and the count is read again. `onSent` gets the new newsletter's id.
 */
export function SendNewsletterDialog({
  open,
  postId,
  title,
  onClose,
  onSent,
}: {
  open: boolean;
  postId: number;
  title: string;
  onClose: () => void;
  onSent: (sent: NewsletterSent) => void;
}) {
  const titleId = useId();
  const confirmId = useId();
  const [state, dispatch] = useReducer(sendDialogReducer, title, initialSendDialog);
  const utils = trpc.useUtils();
  const problem = subjectProblem(state.subject);
  const previewSubject = useDebouncedValue(state.subject.trim(), PREVIEW_DELAY_MS);
  const status = trpc.newsletterIssue.forPost.useQuery({ postId }, { enabled: open });
  const preview = trpc.newsletterIssue.preview.useQuery(
    { postId, subject: previewSubject },
    { enabled: open && subjectProblem(previewSubject) === null, placeholderData: keepPreviousData },
  );
  const recipients = status.data?.recipients ?? null;

  const sendTest = trpc.newsletterIssue.sendTest.useMutation({
    onSuccess: ({ to }) => toast({ title: 'Test e-mail sent', description: `It goes to ${to}: check that inbox.` }),
    onError: (error) => toast({ title: 'Test e-mail not sent', description: error.message, variant: 'destructive' }),
  });
  const send = trpc.newsletterIssue.send.useMutation({
    onSuccess: (sent) => {
      void utils.newsletterIssue.forPost.invalidate({ postId });
      void utils.newsletterIssue.list.invalidate();
      onSent(sent);
    },
    onError: (error) => {
      const reading = readTrpcError(error);
      if (reading?.status === 409) {
        // The count changed or the post went out meanwhile: say so, and show the count as it is now.
        dispatch({ type: 'refused', message: error.message });
        void utils.newsletterIssue.forPost.invalidate({ postId });
      } else toast({ title: 'Newsletter not sent', description: error.message, variant: 'destructive' });
    },
  });
  const sending = send.isPending;

  const close = () => {
    if (!sending) onClose();
  };

  return (
    <ModalDialog
      open={open}
      labelledBy={titleId}
      className="w-[min(44rem,calc(100vw-2rem))]"
      onOpen={() => {
        dispatch({ type: 'reset', title });
        void utils.newsletterIssue.forPost.invalidate({ postId });
      }}
      onClose={close}
    >
      <div className="grid gap-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-white">
            Email to subscribers
          </h2>
          <p className="mt-1 text-sm text-slate-400">
            The post goes to the newsletter as one e-mail each, with a link to read it in the browser and one to unsubscribe. A post is sent
            once.
          </p>
        </div>
        <TextField
          label="Subject"
          value={state.subject}
          maxLength={NEWSLETTER_SUBJECT_MAX + 20}
          error={problem ?? undefined}
          disabled={sending}
          onChange={(event) => dispatch({ type: 'subject', subject: event.target.value })}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-white">Preview</h3>
          <div role="group" aria-label="Preview width" className="flex gap-1">
            {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((width) => (
              <Button
                key={width}
                size="sm"
                variant={state.width === width ? 'secondary' : 'ghost'}
                aria-pressed={state.width === width}
                onClick={() => dispatch({ type: 'width', width })}
              >
                {width === 'desktop' ? 'Desktop' : 'Phone'}
              </Button>
            ))}
          </div>
        </div>
        {preview.data ? (
          <EmailPreviewFrame html={preview.data.html} width={state.width} busy={preview.isFetching} />
        ) : preview.isError ? (
          <p role="alert" className="text-sm text-red-300">
            The preview could not be drawn: {preview.error.message}
          </p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-300">
            <Spinner /> Drawing the preview…
          </p>
        )}
        <p aria-live="polite" className="text-sm text-slate-200">
          {recipients === null ? 'Counting subscribers…' : `Goes to ${subscribersText(recipients)}`}
        </p>
        {status.data?.reason && !state.refusal ? (
          <p role="alert" className="rounded-lg border border-amber-400/40 bg-amber-400/10 px-4 py-3 text-sm text-amber-200">
            {status.data.reason}
          </p>
        ) : null}
        {state.refusal ? (
          <p role="alert" className="rounded-lg border border-amber-400/40 bg-amber-400/10 px-4 py-3 text-sm text-amber-200">
            Not sent: {state.refusal}
          </p>
        ) : null}
        {state.step.kind === 'confirm' ? (
          <div role="group" aria-labelledby={confirmId} className="grid gap-3 rounded-xl border border-primary/40 bg-primary/10 p-4">
            <p id={confirmId} className="text-sm text-white">
              Send “{state.subject.trim()}” to {subscribersText(state.step.recipients)} now? It cannot be called back.
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              {/* The safe choice takes the focus the Send button had. */}
              <Button variant="ghost" disabled={sending} autoFocus onClick={() => dispatch({ type: 'back' })}>
                Back
              </Button>
              <Button
                disabled={sending}
                onClick={() =>
                  state.step.kind === 'confirm' &&
                  send.mutate({ postId, subject: state.subject.trim(), expectedRecipients: state.step.recipients })
                }
              >
                {sending ? <Spinner /> : null}
                Yes, send to {subscribersText(state.step.recipients, '')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              Close
            </Button>
            <Button
              variant="outline"
              disabled={problem !== null || sendTest.isPending}
              onClick={() => sendTest.mutate({ postId, subject: state.subject.trim() })}
            >
              {sendTest.isPending ? <Spinner /> : null}
              Send a test to me
            </Button>
            <Button
              // Not once the server says the post may not go (sent meanwhile by someone else, or taken offline).
              disabled={problem !== null || !recipients || status.isFetching || status.data?.sendable === false}
              onClick={() => recipients && dispatch({ type: 'ask', recipients })}
            >
              {recipients === null ? 'Send to subscribers' : `Send to ${subscribersText(recipients, '')}`}
            </Button>
          </div>
        )}
      </div>
    </ModalDialog>
  );
}
