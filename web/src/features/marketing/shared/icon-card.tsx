import { EditableBlock } from '../../page-content/editable-block.tsx';
import { EditableText } from '../../page-content/editable-text.tsx';
import { IconBadge } from './icon-badge.tsx';
import type { MarketingIconName } from '../../../components/ui/marketing-icon.tsx';

/**
 * A card of a marketing grid as a list item: an icon tile, an `<h3>` title and a short text. The
 * card is keyed `editKey`, its texts `{editKey}.title` and `{editKey}.text`; `className` is the card's look.
 */
export function IconCard({
  editKey,
  className,
  icon,
  tone,
  title,
  text,
}: {
  editKey: string;
  className: string;
  icon: MarketingIconName;
  tone?: 'primary' | 'rose' | 'emerald';
  title: string;
  text: string;
}) {
  return (
    <EditableBlock as="li" editKey={editKey} className={className}>
      <IconBadge name={icon} tone={tone} />
      <EditableText as="h3" editKey={`${editKey}.title`} className="mt-5 text-lg font-semibold text-white">
        {title}
      </EditableText>
      <EditableText as="p" editKey={`${editKey}.text`} className="mt-2 text-sm leading-6 text-slate-400">
        {text}
      </EditableText>
    </EditableBlock>
  );
}
