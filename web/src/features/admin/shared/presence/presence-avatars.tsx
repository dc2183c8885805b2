import { initialsOf, type PresenceMember } from '@app/contracts';
import { useId } from 'react';

/**
 * "Also here: Ana, Ben": the other people in the room, each as their initials on their colour and their name as
 * text (never colour alone); nothing when nobody else is here. `tone` matches the bar it sits in.
 */
export function PresenceAvatars({ others, tone = 'light' }: { others: readonly PresenceMember[]; tone?: 'light' | 'dark' }) {
  const labelId = useId();
  if (others.length === 0) return null;
  return (
    <div className={`flex min-w-0 items-center gap-2 text-sm ${tone === 'dark' ? 'text-slate-300' : 'text-slate-600'}`}>
      <span id={labelId} className="shrink-0">
        Also here:
      </span>
      <ul aria-labelledby={labelId} className="flex min-w-0 items-center gap-2">
        {others.map((member, index) => (
          <li key={member.memberId} aria-label={member.name} title={member.name} className="flex min-w-0 items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-[0.65rem] font-semibold text-white"
              style={{ backgroundColor: member.colour }}
            >
              {initialsOf(member.name)}
            </span>
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
