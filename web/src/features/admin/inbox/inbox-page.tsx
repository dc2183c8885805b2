import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AdminPageHeader } from '../shared/admin-page-header.tsx';
import { ContactMessagesSection } from './contact-messages-section.tsx';
import { NewsletterSubscribersSection } from './newsletter-subscribers-section.tsx';

/** The admin inbox at /admin/messages: contact messages, then newsletter subscribers. */
export function InboxPage() {
  useDocumentTitle('Messages · Admin');
  return (
    <main>
      <AdminPageHeader title="Messages" description="Messages sent from the contact page, and newsletter sign-ups." />
      <div className="grid max-w-5xl grid-cols-1 gap-12 p-4 sm:p-6">
        <ContactMessagesSection />
        <NewsletterSubscribersSection />
      </div>
    </main>
  );
}
