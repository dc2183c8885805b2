import { initialsOf, type PresenceMember } from '@app/contracts';
import { useId } from 'react';

/** How many avatars a compact row shows; the rest are counted ('+4'). */
export const COMPACT_AVATARS = 3;

/**
 * "Also here: Ana, Ben": the other people in the room, each as their initials on their colour and their name as
 * text (never colour alone); nothing when nobody else is here. `tone` matches the bar it sits in. `compact` (a
 * crowded bar) shows initials only, the names as each avatar's accessible name and tooltip, and past
 * COMPACT_AVATARS people a '+N' whose tooltip names the rest, so the row never grows past four circles.
 */
export function PresenceAvatars({
  others,
  tone = 'light',
  compact = false,
}: {
  others: readonly PresenceMember[];
  tone?: 'light' | 'dark';
  compact?: boolean;
}) {
  const labelId = useId();
  if (others.length === 0) return null;
  if (compact) return <CompactAvatars others={others} labelId={labelId} tone={tone} />;
  return (
    <div className={`flex min-w-0 items-center gap-2 text-sm ${tone === 'dark' ? 'text-slate-300' : 'text-slate-600'}`}>
      <span id={labelId} className="shrink-0">
        Also here:
      </span>
      <ul aria-labelledby={labelId} className="flex min-w-0 items-center gap-2">
        {others.map((member, index) => (
          <li key={member.memberId} aria-label={member.name} title={member.name} className="flex min-w-0 items-center gap-1">
            <Initials member={member} />
            <span className="truncate">
              {member.name}
              {index < others.length - 1 ? ',' : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CompactAvatars({ others, labelId, tone }: { others: readonly PresenceMember[]; labelId: string; tone: 'light' | 'dark' }) {
  const shown = others.length > COMPACT_AVATARS + 1 ? others.slice(0, COMPACT_AVATARS) : others;
  const rest = others.slice(shown.length);
  return (
    <div className={`flex shrink-0 items-center gap-2 text-sm ${tone === 'dark' ? 'text-slate-300' : 'text-slate-600'}`}>
      <span id={labelId} className="whitespace-nowrap max-xl:sr-only">
        Also here:
      </span>
      <ul aria-labelledby={labelId} className="flex items-center -space-x-1">
        {shown.map((member) => (
          <li key={member.memberId} aria-label={member.name} title={member.name} className="flex">
            <Initials member={member} ring />
          </li>
        ))}
      </ul>
      {rest.length > 0 ? (
        <span title={rest.map((member) => member.name).join(', ')} className="text-xs whitespace-nowrap">
          <span aria-hidden="true">+{rest.length}</span>
          <span className="sr-only">and {rest.map((member) => member.name).join(', ')}</span>
        </span>
      ) : null}
    </div>
  );
}

/** One person's initials on their colour (decorative: the list item names them). */
function Initials({ member, ring = false }: { member: PresenceMember; ring?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-[0.65rem] font-semibold text-white ${ring ? 'ring-2 ring-night-800' : ''}`}
      style={{ backgroundColor: member.colour }}
    >
      {initialsOf(member.name)}
    </span>
  );
}
