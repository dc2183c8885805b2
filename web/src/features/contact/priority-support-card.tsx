import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Icon } from '../../components/ui/icon.tsx';

/**
 * The 'Priority Support' box for existing customers (spec sections 1 and 2): they skip the general
 * queue through their account dashboard or the support mailbox they were given at onboarding.
 */
export function PrioritySupportCard() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="relative overflow-hidden rounded-2xl border border-primary/30 bg-gradient-to-br from-primary/20 via-night-800/80 to-night-800/80 p-6 sm:p-8"
    >
      <div aria-hidden="true" className="absolute -top-16 -right-16 size-40 rounded-full bg-primary/25 blur-3xl" />
      <div className="relative flex gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-white">
          <Icon name="shield" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-white">
            Priority Support
          </h2>
          <p className="mt-2 text-sm leading-6 text-slate-300">
            Already a customer? You don&apos;t need this form: raise a request from your account dashboard, or write to
            the dedicated support mailbox we gave you at onboarding, and your request goes to the front of the queue.
          </p>
          <Link
            to="/dashboard"
            className="mt-4 inline-flex items-center gap-2 rounded text-sm font-semibold text-primary-soft transition-colors hover:text-white"
          >
            Go to your dashboard
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
