import type { TeamMember } from '@app/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../shared/format-date-time.ts';
import { actionsFor, describeTeamAction, type TeamAction } from './team-actions.ts';
import { TeamPrivacyActions } from './team-privacy-actions.tsx';

function Badge({ children, tone }: { children: string; tone: 'accent' | 'muted' }) {
  const colours = tone === 'accent' ? 'bg-primary text-white' : 'bg-red-500/15 text-red-200 ring-1 ring-red-400/40';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${colours}`}>{children}</span>;
}

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

/**
 * One account in the team table: name (with 'You' on your own row and 'Disabled' when it cannot sign
 * in), username, e-mail, role, last sign-in ('Never' if none), created, and its action buttons, each
 * read with the username (e.g. 'Disable bob').
 */
export function TeamMemberRow({ member, busy, onAction }: { member: TeamMember; busy: boolean; onAction: (action: TeamAction) => void }) {
  return (
    <tr className={member.disabled ? 'bg-night-900/60' : undefined}>
      <td className="px-4 py-3">
        <span className="flex flex-wrap items-center gap-2">
          <span className={member.disabled ? 'text-slate-400' : 'text-white'}>{member.name ?? '—'}</span>
          {member.you ? <Badge tone="accent">You</Badge> : null}
          {member.disabled ? <Badge tone="muted">Disabled</Badge> : null}
        </span>
      </td>
      <td className="px-4 py-3 break-all text-slate-200">{member.username}</td>
      <td className="px-4 py-3 break-all text-slate-300">
        {member.email ? (
          <a href={`mailto:${member.email}`} className="text-primary-soft underline-offset-2 hover:underline">
            {member.email}
          </a>
        ) : (
          '—'
        )}
      </td>
      <td className="px-4 py-3 text-slate-200">{member.role === 'admin' ? 'Admin' : 'User'}</td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-300">{member.lastSignInAt ? <Time iso={member.lastSignInAt} /> : 'Never'}</td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-300">
        <Time iso={member.createdAt} />
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          {actionsFor(member).map((action) => {
            const { label } = describeTeamAction(member, action);
            return (
              <Button
                key={action.kind}
                variant={action.kind === 'set-role' ? 'outline' : 'ghost'}
                size="sm"
                disabled={busy}
                onClick={() => onAction(action)}
              >
                <span className="whitespace-nowrap">
                  {label.start}
                  <span className="sr-only">{label.hidden}</span>
                  {label.end}
                </span>
              </Button>
            );
          })}
          <TeamPrivacyActions member={member} />
        </div>
      </td>
    </tr>
  );
}
