import { createFileRoute } from '@tanstack/react-router';
import { RoleGate } from '../../../features/admin/shell/role-gate.tsx';
import { parseTeamSearch } from '../../../features/admin/team/team-search.ts';
import { TeamPage } from '../../../features/admin/team/team-page.tsx';

export const Route = createFileRoute('/admin/_panel/team')({
  // `page` and `search` live in the address, so paging and searching survive a reload.
  validateSearch: parseTeamSearch,
  component: function TeamRoute() {
    const { page, search, list } = Route.useSearch();
    return (
      <RoleGate ability="manageSite" title="Team" what="manage the team">
        <TeamPage page={page ?? 1} search={search ?? ''} list={list ?? 'staff'} />
      </RoleGate>
    );
  },
});
