import { MarketingIcon, type MarketingIconName } from '../../../components/ui/marketing-icon.tsx';

const tones = {
  primary: 'bg-primary/15 text-primary-soft ring-primary/25',
  rose: 'bg-rose-500/10 text-rose-300 ring-rose-400/25',
  emerald: 'bg-emerald-500/10 text-emerald-300 ring-emerald-400/25',
} as const;

/** A marketing icon inside a soft tinted tile, used at the top of cards; `tone` picks the tint. */
export function IconBadge({
  name,
  tone = 'primary',
  className = '',
}: {
  name: MarketingIconName;
  tone?: keyof typeof tones;
  className?: string;
}) {
  return (
    <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ring-1 ${tones[tone]} ${className}`}>
      <MarketingIcon name={name} className="size-5" />
    </span>
  );
}
