import { PRODUCT_NAME } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { buttonClass } from '../../components/ui/button-class.ts';
import { Icon } from '../../components/ui/icon.tsx';

/** The invitation under an article to start the free trial (at /auth) or compare plans. */
export function BlogCallToAction() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="render-when-near mx-auto max-w-3xl px-4 pb-16 sm:px-6 lg:pb-20">
      <div className="relative isolate overflow-hidden rounded-3xl border border-primary-soft/20 bg-gradient-to-br from-primary/30 via-night-800 to-night-800 p-8 text-center sm:p-12">
        <div
          aria-hidden="true"
          className="absolute -bottom-24 left-1/2 -z-10 h-48 w-96 -translate-x-1/2 rounded-full bg-primary/30 blur-3xl"
        />
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl">
          Put this into practice with {PRODUCT_NAME}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base leading-7 text-slate-300">
          Audit your Business Profile, track rankings across your area with geo-grid scans and never miss a review. Start your 14-day free
          trial: no credit card, cancel anytime.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/auth" search={{ mode: 'sign-up' }} className={buttonClass({ size: 'lg' })}>
            Start Free Trial
            <Icon name="arrow-right" className="size-4" />
          </Link>
          <Link to="/pricing" className={buttonClass({ variant: 'outline', size: 'lg' })}>
            See pricing
          </Link>
        </div>
      </div>
    </section>
  );
}
