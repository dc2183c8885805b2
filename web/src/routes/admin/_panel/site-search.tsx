import { createFileRoute } from '@tanstack/react-router';
import { SiteSearchPage } from '../../../features/admin/site-search/site-search-page.tsx';
import { RoleGate } from '../../../features/admin/shell/role-gate.tsx';

/** /admin/site-search: what visitors search the blog for (issue 44), for editors and up. */
export const Route = createFileRoute('/admin/_panel/site-search')({
  component: () => (
    <RoleGate ability="readSiteSearch" title="Site search" what="see what visitors search for">
      <SiteSearchPage />
    </RoleGate>
  ),
});
