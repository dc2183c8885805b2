import type { TeamMember } from '@app/contracts';
import type { TeamAction } from './team-actions.ts';
import { TeamMemberRow } from './team-member-row.tsx';

const COLUMNS = ['Name', 'Username', 'E-mail', 'Role', 'Last sign-in', 'Created', 'Actions'] as const;

/** The 'Accounts' table of the team screen, one row per account of the current page. */
export function TeamTable({
  members,
  busyId,
  onAction,
}: {
  members: readonly TeamMember[];
  busyId: number | null;
  onAction: (member: TeamMember, action: TeamAction) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-white/10">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Accounts</caption>
        <thead className="bg-night-700 text-slate-300">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-2 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {members.map((member) => (
            <TeamMemberRow key={member.id} member={member} busy={busyId === member.id} onAction={(action) => onAction(member, action)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
