import { createFileRoute } from '@tanstack/react-router';
import { NewsletterUnsubscribedPage } from '../../features/newsletter/newsletter-pages.tsx';

export const Route = createFileRoute('/_public/newsletter/unsubscribed')({
  // Static text: served as islands, with no app script.
  staticData: { islands: true },
  component: NewsletterUnsubscribedPage,
});
