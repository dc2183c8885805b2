import { createFileRoute } from '@tanstack/react-router';
import { ContentTransferPage } from '../../../features/admin/content-transfer/content-transfer-page.tsx';
import { RoleGate } from '../../../features/admin/shell/role-gate.tsx';

/** /admin/content-transfer: export the site's content and import another site's (administrators and the owner). */
export const Route = createFileRoute('/admin/_panel/content-transfer')({
  component: function ContentTransferRoute() {
    return (
      <RoleGate ability="manageSite" title="Export and import" what="export or import the site's content">
        <ContentTransferPage />
      </RoleGate>
    );
  },
});
