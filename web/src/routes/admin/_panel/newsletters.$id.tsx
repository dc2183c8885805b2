import { createFileRoute } from '@tanstack/react-router';
import { NewsletterReportPage } from '../../../features/admin/newsletters/newsletter-report-page.tsx';
import { RoleGate } from '../../../features/admin/shell/role-gate.tsx';

/** /admin/newsletters/$id: one newsletter's send report, for editors and up. */
export const Route = createFileRoute('/admin/_panel/newsletters/$id')({
  component: function NewsletterReportRoute() {
    const { id } = Route.useParams();
    return (
      <RoleGate ability="sendNewsletters" title="Newsletter report" what="send newsletters or read their reports">
        <NewsletterReportPage idParam={id} />
      </RoleGate>
    );
  },
});
