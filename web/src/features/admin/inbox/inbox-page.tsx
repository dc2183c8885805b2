import { ContactMessagesSection } from './contact-messages-section.tsx';
import { NewsletterSubscribersSection } from './newsletter-subscribers-section.tsx';

/** The admin inbox at /admin/messages: contact messages, then newsletter subscribers. */
export function InboxPage() {
  return (
    <div className="grid gap-10">
      <h1 className="text-2xl font-bold text-white">Messages</h1>
      <ContactMessagesSection />
      <NewsletterSubscribersSection />
    </div>
  );
}
