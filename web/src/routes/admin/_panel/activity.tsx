import { createFileRoute } from '@tanstack/react-router';
import { RoleGate } from '../../../features/admin/shell/role-gate.tsx';
import { activityFilterOf } from '../../../features/admin/activity/activity-filter.ts';
import { ActivityPage } from '../../../features/admin/activity/activity-page.tsx';
import { parseActivitySearch } from '../../../features/admin/activity/activity-search.ts';

/** /admin/activity: the admin panel's activity log (inside the admin panel's guard and sidebar). */
export const Route = createFileRoute('/admin/_panel/activity')({
  // `page` and the filters live in the address, so paging and filtering survive a reload; malformed
  // ones are dropped. The screen drops a kind the log does not know (its list comes with zod, which
  // the route tree every page loads must not carry).
  validateSearch: parseActivitySearch,
  component: function ActivityRoute() {
    const search = Route.useSearch();
    return (
      <RoleGate ability="manageSite" title="Activity" what="read the activity log">
        <ActivityPage page={search.page ?? 1} filter={activityFilterOf(search)} />
      </RoleGate>
    );
  },
});
