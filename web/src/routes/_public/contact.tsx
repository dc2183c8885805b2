import { createFileRoute } from '@tanstack/react-router';
import { loadPageContent, PublicPageEdits } from '../../features/page-content/public-page-edits.tsx';
import { ContactPage } from '../../features/contact/contact-page.tsx';

export const Route = createFileRoute('/_public/contact')({
  // Content and a form (an island): served as islands.
  staticData: { islands: true },
  loader: ({ context }) => loadPageContent(context, 'contact'),
  component: () => (
    <PublicPageEdits slug="contact">
      <ContactPage />
    </PublicPageEdits>
  ),
});
