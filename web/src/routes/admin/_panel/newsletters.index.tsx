import { createFileRoute } from '@tanstack/react-router';
import { NewsletterListPage } from '../../../features/admin/newsletters/newsletter-list-page.tsx';
import { RoleGate } from '../../../features/admin/shell/role-gate.tsx';

/** /admin/newsletters: the newsletters sent, for editors and up. */
export const Route = createFileRoute('/admin/_panel/newsletters/')({
  component: () => (
    <RoleGate ability="sendNewsletters" title="Newsletters" what="send newsletters or read their reports">
      <NewsletterListPage />
    </RoleGate>
  ),
});
