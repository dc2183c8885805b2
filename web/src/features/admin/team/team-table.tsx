import type { TeamMember, UserRole } from '@app/contracts';
import { AdminTable } from '../shared/admin-table.tsx';
import type { TeamAction } from './team-actions.ts';
import { TeamMemberRow } from './team-member-row.tsx';

const COLUMNS = ['Name', 'Username', 'E-mail', 'Role', 'Last sign-in', 'Created', 'Actions'] as const;

/** A table of the team screen ('Staff' or 'Customers'), one row per account of the current page, as `viewerRole` may change them. */
export function TeamTable({
  caption,
  members,
  viewerRole,
  busyId,
  onAction,
}: {
  caption: string;
  members: readonly TeamMember[];
  viewerRole: UserRole;
  busyId: number | null;
  onAction: (member: TeamMember, action: TeamAction) => void;
}) {
  return (
    <AdminTable caption={caption} columns={COLUMNS}>
      {members.map((member) => (
        <TeamMemberRow
          key={member.id}
          member={member}
          viewerRole={viewerRole}
          busy={busyId === member.id}
          onAction={(action) => onAction(member, action)}
        />
      ))}
    </AdminTable>
  );
}
