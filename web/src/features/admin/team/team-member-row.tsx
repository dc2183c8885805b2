import { roleLabel, teamRoleChoices, type TeamMember, type TeamRoleChoice, type UserRole } from '@app/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { actionsFor, describeTeamAction, mayManage, type TeamAction } from './team-actions.ts';
import { TeamPrivacyActions } from './team-privacy-actions.tsx';

function Badge({ children, tone }: { children: string; tone: 'accent' | 'muted' }) {
  const colours = tone === 'accent' ? 'bg-primary text-white' : 'bg-red-500/15 text-red-200 ring-1 ring-red-400/40';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${colours}`}>{children}</span>;
}

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

/** What a row and its cells are drawn from: the account, the viewer's role, whether a change is running, and where a change goes. */
interface RowProps {
  member: TeamMember;
  viewerRole: UserRole;
  busy: boolean;
  onAction: (action: TeamAction) => void;
}

/**
 * The role cell: a select labelled 'Role' (read 'Role of bob') offering every role below owner, which asks before it
 * changes anything; the owner's role (or any role the viewer may not change) as plain text.
 */
function RoleCell({ member, viewerRole, busy, onAction }: RowProps) {
  if (member.role === 'owner' || !mayManage(member, viewerRole)) return <span className="text-slate-200">{roleLabel(member.role)}</span>;
  const id = `team-role-${member.id}`;
  return (
    <span className="grid gap-1">
      <label htmlFor={id} className="text-xs text-slate-400">
        Role<span className="sr-only"> of {member.username}</span>
      </label>
      <select
        id={id}
        value={member.role}
        disabled={busy}
        onChange={(event) => onAction({ kind: 'set-role', role: event.target.value as TeamRoleChoice })}
        className="h-9 rounded-lg border border-white/10 bg-night-800 px-2 text-sm text-white focus:border-primary-soft focus:outline-none"
      >
        {teamRoleChoices.map((role) => (
          <option key={role} value={role}>
            {roleLabel(role)}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * One account in the team table: name (with 'You' on your own row and 'Disabled' when it cannot sign
 * in), username, e-mail, role (a select where the viewer may change it), last sign-in ('Never' if none), created,
 * and its action buttons, each read with the username (e.g. 'Disable bob').
 */
export function TeamMemberRow({ member, viewerRole, busy, onAction }: RowProps) {
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
      <td className="px-4 py-3">
        <RoleCell member={member} viewerRole={viewerRole} busy={busy} onAction={onAction} />
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-300">{member.lastSignInAt ? <Time iso={member.lastSignInAt} /> : 'Never'}</td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-300">
        <Time iso={member.createdAt} />
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          {actionsFor(member, viewerRole).map((action) => {
            const { label } = describeTeamAction(member, action);
            return (
              <Button key={action.kind} variant="ghost" size="sm" disabled={busy} onClick={() => onAction(action)}>
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
