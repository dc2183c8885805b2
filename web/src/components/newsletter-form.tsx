import { useHydrated } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from './ui/button-class.ts';
import { Spinner } from './ui/spinner.tsx';

/**
 * The newsletter sign-up: a required e-mail field (checked by the browser only, per section 5) and a
 * Subscribe button. `onSubscribe` does the work and tells the person the outcome; the field is
 * cleared when it resolves and kept as typed when it rejects.
 */
export function NewsletterForm({
  onSubscribe,
  label = 'Email address',
  className = '',
}: {
  onSubscribe: (email: string) => Promise<void>;
  label?: string;
  className?: string;
}) {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  // Until a server-rendered page is hydrated, typing would be lost and Subscribe would send the form natively.
  const hydrated = useHydrated();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
    <form onSubmit={onSubmit} className={`grid gap-2 ${className}`}>
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
          readOnly={!hydrated}
          className="h-11 w-full min-w-0 rounded-lg sm:flex-1 border border-white/10 bg-night-800 px-3 text-sm text-white placeholder:text-slate-500 focus:border-primary-soft focus:outline-none"
        />
        <button type="submit" disabled={pending || !hydrated} aria-busy={pending || undefined} className={buttonClass({ size: 'md' }, 'h-11 shrink-0')}>
          {pending ? <Spinner /> : null}
          Subscribe
        </button>
      </div>
    </form>
  );
}
