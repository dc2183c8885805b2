import type { ContactMessageItem as Message } from '@app/contracts';
import { useId, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';
import { serverFieldErrors } from '../../auth/server-field-errors.ts';

/**
 * Under a customer's request in the inbox: the answer given (if any) and, while the request is not closed, a form to
 * answer it (the customer sees the answer on their dashboard and is e-mailed) and a Close request button.
 */
export function SupportAnswerForm({ message, onChanged }: { message: Message; onChanged: () => Promise<unknown> }) {
  const headingId = useId();
  const form = useValidatedForm((schemas) => schemas.answerSupportRequestSchema, { id: message.id, answer: '' });
  const answer = trpc.support.answer.useMutation({
    onSuccess: async () => {
      form.reset({ id: message.id, answer: '' });
      toast({ title: 'Answer sent', description: `${message.name} sees it on their dashboard and by e-mail.` });
      await onChanged();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error));
      toast({ title: 'Could not send the answer', description: error.message, variant: 'destructive' });
    },
  });
  const close = trpc.support.close.useMutation({
    onSuccess: async () => {
      toast({ title: 'Request closed' });
      await onChanged();
    },
    onError: (error) => toast({ title: 'Could not close the request', description: error.message, variant: 'destructive' }),
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = await form.validate();
    if (data) answer.mutate(data);
  };
  return (
    <div className="mt-4 grid gap-3 border-t border-white/10 pt-4">
      {message.answer !== null ? (
        <div className="rounded-lg bg-primary/10 p-3 text-sm">
          <p className="text-xs font-semibold text-primary-soft">Answer sent</p>
          <p className="mt-1 whitespace-pre-wrap break-words text-slate-100">{message.answer}</p>
        </div>
      ) : null}
      {message.state === 'closed' ? null : (
        <form aria-labelledby={headingId} noValidate onSubmit={(event) => void submit(event)} onFocus={form.prepare} className="grid gap-3">
          <h4 id={headingId} className="sr-only">
            Answer “{message.subject}”
          </h4>
          <TextAreaField
            label={message.answer === null ? 'Your answer' : 'Replace the answer'}
            hint={message.answer === null ? undefined : 'The customer then sees the new answer instead, and is e-mailed it.'}
            rows={4}
            {...form.field('answer')}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={answer.isPending} aria-busy={answer.isPending || undefined}>
              {answer.isPending ? <Spinner /> : null}
              Send answer
            </Button>
            <Button type="button" variant="outline" size="sm" disabled={close.isPending} onClick={() => close.mutate({ id: message.id })}>
              Close request
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
