import type { TeamMember } from '@app/contracts';
import { AdminTable } from '../shared/admin-table.tsx';
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
    <AdminTable caption="Accounts" columns={COLUMNS}>
      {members.map((member) => (
        <TeamMemberRow key={member.id} member={member} busy={busyId === member.id} onAction={(action) => onAction(member, action)} />
      ))}
    </AdminTable>
  );
}
