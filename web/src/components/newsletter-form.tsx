import { FORM_NOTICES } from '@app/contracts/form-post';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api-error.ts';
import { apiRequest } from '../lib/api-request.ts';
import { FormPostFields, useAdoptTypedValues } from '../lib/form-post-fields.tsx';
import { toast } from '../lib/toast-store.ts';
import { FormPostMessage } from './form-post-message.tsx';
import { buttonClass } from './ui/button-class.ts';
import { Spinner } from './ui/spinner.tsx';

/** Where a newsletter form sits; the sign-up records it. */
export type NewsletterSource = 'footer' | 'blog';

/** What the server said when this form, posted without script, was refused: the address and why. */
export interface NewsletterRefusal {
  email: string;
  message: string;
}

/**
 * Signs the address up from `source` and says 'Check your inbox to confirm' (double opt-in: the server
 * e-mails a confirmation link, and answers the same whether or not the address was already on the list); a refusal shows the server's message and rethrows, so the form
 * keeps what was typed.
 */
async function subscribe(email: string, source: NewsletterSource): Promise<void> {
  try {
    await apiRequest('POST', '/api/newsletter', { email, source });
    toast(FORM_NOTICES.subscribed);
  } catch (error) {
    const detail = error instanceof ApiError ? error.detail : '';
    toast({ title: "We couldn't subscribe you", description: detail || 'Please try again in a moment.', variant: 'destructive' });
    throw error;
  }
}

/**
 * The newsletter sign-up (an island: it needs no app context): a required e-mail field (checked by the
 * browser only, per docs/product.md §5) and a Subscribe button. The address is stored through
 * /api/newsletter and the outcome told in a toast; the field is cleared on success and kept as typed on
 * a refusal. Before the script runs (or without it) the browser posts the form to /api/newsletter,
 * which brings the person back to `back` with a notice, or shows this form again (the one from
 * `source`) with `refused`: the address and the server's message.
 */
export function NewsletterForm({
  source,
  back,
  refused = null,
  label = 'Email address',
  className = '',
}: {
  source: NewsletterSource;
  back: string;
  refused?: NewsletterRefusal | null;
  label?: string;
  className?: string;
}) {
  const inputId = useId();
  const messageId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(refused?.email ?? '');
  const [message, setMessage] = useState<string | null>(refused?.message ?? null);
  const [pending, setPending] = useState(false);

  useAdoptTypedValues(formRef, { email }, (_field, value) => setEmail(value));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    setPending(true);
    try {
      await subscribe(email.trim(), source);
      setEmail('');
    } catch {
      // The toast told the person; keeping the address lets them try again.
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      ref={formRef}
      method="post"
      action="/api/newsletter"
      onSubmit={(event) => void onSubmit(event)}
      className={`grid gap-2 ${className}`}
    >
      <FormPostFields form="newsletter" back={back} />
      <input type="hidden" name="source" value={source} />
      <label htmlFor={inputId} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className="h-11 w-full min-w-0 rounded-lg sm:flex-1 border border-white/10 bg-night-800 px-3 text-sm text-white placeholder:text-slate-500 focus:border-primary-soft focus:outline-none"
        />
        <button type="submit" disabled={pending} aria-busy={pending || undefined} className={buttonClass({ size: 'md' }, 'h-11 shrink-0')}>
          {pending ? <Spinner /> : null}
          Subscribe
        </button>
      </div>
      <FormPostMessage id={messageId} title="We couldn't subscribe you" message={message} />
    </form>
  );
}
