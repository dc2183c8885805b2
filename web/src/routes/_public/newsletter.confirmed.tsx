import { createFileRoute } from '@tanstack/react-router';
import { NewsletterConfirmedPage } from '../../features/newsletter/newsletter-pages.tsx';

export const Route = createFileRoute('/_public/newsletter/confirmed')({
  // Static text: served as islands, with no app script.
  staticData: { islands: true },
  component: NewsletterConfirmedPage,
});
