import { EditableText } from '../../page-content/editable-text.tsx';
import { MarketingIcon } from '../../../components/ui/marketing-icon.tsx';
import { OFFER_CLAIMS } from './offer-claims.ts';

/**
 * The three offer claims (free trial, no card, cancel anytime) as a row of ticked items, each keyed
 * `{keyPrefix}.claim.{id}` for the in-page editor.
 */
export function OfferClaimsList({
  keyPrefix,
  align = 'center',
  className = '',
}: {
  keyPrefix: string;
  align?: 'center' | 'left';
  className?: string;
}) {
  return (
    <ul
      aria-label="What the trial includes"
      className={`flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-400 ${align === 'center' ? 'justify-center' : ''} ${className}`}
    >
      {OFFER_CLAIMS.map((claim) => (
        <EditableText
          as="li"
          key={claim.id}
          editKey={`${keyPrefix}.claim.${claim.id}`}
          className="inline-flex items-center gap-2"
          before={<MarketingIcon name="check-circle" className="size-4 text-emerald-400" />}
        >
          {claim.text}
        </EditableText>
      ))}
    </ul>
  );
}
