import { useId, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-class.ts';
import { EditableBlock } from '../../page-content/editable-block.tsx';
import { EditableLink } from '../../page-content/editable-link.tsx';
import { EditableText } from '../../page-content/editable-text.tsx';
import { MarketingIcon } from '../../../components/ui/marketing-icon.tsx';
import type { MarketingPath } from './marketing-path.ts';
import { OfferClaimsList } from './offer-claims-list.tsx';

/** One button of a call-to-action band: its exact text and where it goes. */
export interface CtaAction {
  label: string;
  to: MarketingPath;
}

/**
 * The closing call to action of a marketing page: a glowing panel with an `<h2>`, a line of copy,
 * a primary and a secondary button-styled link, and the offer claims. It is a region named by its
 * title, keyed `keyPrefix` (the panel `.panel`, then `.title`, `.description`, `.cta-primary`, `.cta-secondary`).
 */
export function CtaBand({
  keyPrefix,
  title,
  description,
  primary,
  secondary,
}: {
  keyPrefix: string;
  title: ReactNode;
  description: ReactNode;
  primary: CtaAction;
  secondary: CtaAction;
}) {
  const headingId = useId();
  return (
    <EditableBlock as="section" editKey={keyPrefix} aria-labelledby={headingId} className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <EditableBlock
        editKey={`${keyPrefix}.panel`}
        className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-br from-primary/30 via-night-700 to-night-800 px-6 py-14 text-center shadow-2xl shadow-primary/10 sm:px-12 sm:py-20"
      >
        <div
          aria-hidden="true"
          className="absolute -top-24 left-1/2 -z-10 h-64 w-[36rem] -translate-x-1/2 rounded-full bg-primary/30 blur-3xl"
        />
        <EditableText
          as="h2"
          editKey={`${keyPrefix}.title`}
          id={headingId}
          className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          {title}
        </EditableText>
        <EditableText
          as="p"
          editKey={`${keyPrefix}.description`}
          className="mx-auto mt-4 max-w-xl text-lg leading-8 text-pretty text-slate-300"
        >
          {description}
        </EditableText>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <EditableLink
            editKey={`${keyPrefix}.cta-primary`}
            variant="button"
            to={primary.to}
            className={buttonClass({ size: 'lg' }, 'shadow-lg shadow-primary/30')}
            after={<MarketingIcon name="arrow-right" className="size-4" />}
          >
            {primary.label}
          </EditableLink>
          <EditableLink
            editKey={`${keyPrefix}.cta-secondary`}
            variant="button"
            to={secondary.to}
            className={buttonClass({ variant: 'outline', size: 'lg' })}
          >
            {secondary.label}
          </EditableLink>
        </div>
        <OfferClaimsList keyPrefix={keyPrefix} className="mt-8" />
      </EditableBlock>
    </EditableBlock>
  );
}
