import { useRouterState } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormPostFields, useAdoptTypedValues, useFormResult } from '../lib/form-post.tsx';
import { FormPostMessage } from './form-post-message.tsx';
import { buttonClass } from './ui/button-class.ts';
import { Spinner } from './ui/spinner.tsx';

/** Where a newsletter form sits; the sign-up records it. */
export type NewsletterSource = 'footer' | 'blog';

/**
 * The newsletter sign-up: a required e-mail field (checked by the browser only, per section 5) and a
 * Subscribe button. `onSubscribe` does the work and tells the person the outcome; the field is
 * cleared when it resolves and kept as typed when it rejects. Before the script runs (or without it)
 * the browser posts the form to /api/newsletter, which brings the person back to this page with a
 * notice, or shows this form again (the one from `source`) with the address and the server's message.
 */
export function NewsletterForm({
  source,
  onSubscribe,
  label = 'Email address',
  className = '',
}: {
  source: NewsletterSource;
  onSubscribe: (email: string) => Promise<void>;
  label?: string;
  className?: string;
}) {
  const inputId = useId();
  const messageId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // A page can hold two newsletter forms (the blog's band and the footer): the refusal is the one sent from here.
  const result = useFormResult('newsletter');
  const refused = result && result.values.source === source ? result : null;
  const [email, setEmail] = useState(typeof refused?.values.email === 'string' ? refused.values.email : '');
  const [message, setMessage] = useState<string | null>(refused?.message ?? null);
  const [pending, setPending] = useState(false);
  // The page to come back to after a post without script: the footer is on every public page.
  const here = useRouterState({ select: (state) => state.location.href });

  useAdoptTypedValues(formRef, { email }, (_field, value) => setEmail(value));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    setPending(true);
    try {
      await onSubscribe(email.trim());
      setEmail('');
    } catch {
      // The handler reports its own failures; keeping the address lets the person try again.
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} method="post" action="/api/newsletter" onSubmit={onSubmit} className={`grid gap-2 ${className}`}>
      <FormPostFields form="newsletter" back={here} />
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
