import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-class.ts';
import { MarketingIcon } from './marketing-icon.tsx';
import type { MarketingPath } from './marketing-path.ts';
import { OfferClaimsList } from './offer-claims-list.tsx';

/** One button of a call-to-action band: its exact text and where it goes. */
export interface CtaAction {
  label: string;
  to: MarketingPath;
}

/**
 * The closing call to action of a marketing page: a glowing panel with an `<h2>`, a line of copy,
 * a primary and a secondary button-styled link, and the offer claims. It is a region named by its title.
 */
export function CtaBand({
  title,
  description,
  primary,
  secondary,
}: {
  title: ReactNode;
  description: ReactNode;
  primary: CtaAction;
  secondary: CtaAction;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-br from-primary/30 via-night-700 to-night-800 px-6 py-14 text-center shadow-2xl shadow-primary/10 sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute -top-24 left-1/2 -z-10 h-64 w-[36rem] -translate-x-1/2 rounded-full bg-primary/30 blur-3xl"
        />
        <h2
          id={headingId}
          className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-pretty text-slate-300">{description}</p>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link to={primary.to} className={buttonClass({ size: 'lg' }, 'shadow-lg shadow-primary/30')}>
            {primary.label}
            <MarketingIcon name="arrow-right" className="size-4" />
          </Link>
          <Link to={secondary.to} className={buttonClass({ variant: 'outline', size: 'lg' })}>
            {secondary.label}
          </Link>
        </div>
        <OfferClaimsList className="mt-8" />
      </div>
    </section>
  );
}
