import { MARKETING_ICON_NAMES, MarketingIcon, isMarketingIconName } from '../../../components/ui/marketing-icon.tsx';

/** The icon names an icon or feature card element may use (the site's marketing line icons). */
export const BUILDER_ICON_NAMES = MARKETING_ICON_NAMES;

/** The icon drawn for a name that is not in the set (an old or hand-edited value). */
export const FALLBACK_BUILDER_ICON = 'star';

/** A decorative icon from the builder's set by name, sized 1em so the element's font size sets its size. */
export function BuilderIcon({ name, className = 'size-[1em]' }: { name: string | undefined; className?: string }) {
  return <MarketingIcon name={isMarketingIconName(name) ? name : FALLBACK_BUILDER_ICON} className={className} />;
}
