import { createFileRoute } from '@tanstack/react-router';
import { RedirectsPage } from '../../../features/admin/redirects/redirects-page.tsx';
import { RoleGate } from '../../../features/admin/shell/role-gate.tsx';

/** /admin/redirects: the 404 monitor and the redirect rules, for editors and up. */
export const Route = createFileRoute('/admin/_panel/redirects')({
  component: () => (
    <RoleGate ability="manageRedirects" title="Redirects" what="see 404s or manage redirects">
      <RedirectsPage />
    </RoleGate>
  ),
});
