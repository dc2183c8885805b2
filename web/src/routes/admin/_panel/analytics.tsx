import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '../../../features/admin/analytics/analytics-page.tsx';
import { parseAnalyticsSearch, rangeChoiceOf } from '../../../features/admin/analytics/analytics-search.ts';
import { RoleGate } from '../../../features/admin/shell/role-gate.tsx';

/** /admin/analytics: the site's visitors and page views (issue 44), for editors and up. */
export const Route = createFileRoute('/admin/_panel/analytics')({
  // The range lives in the address, so a reload or a shared link shows the same one; a malformed one is dropped.
  validateSearch: parseAnalyticsSearch,
  component: function AnalyticsRoute() {
    const search = Route.useSearch();
    return (
      <RoleGate ability="readAnalytics" title="Analytics" what="see the site's visitors and page views">
        <AnalyticsPage choice={rangeChoiceOf(search)} />
      </RoleGate>
    );
  },
});
