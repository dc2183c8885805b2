import { createFileRoute } from '@tanstack/react-router';
import { NewsletterLinkExpiredPage } from '../../features/newsletter/newsletter-pages.tsx';

export const Route = createFileRoute('/_public/newsletter/link-expired')({
  // A card with the sign-up form (an island): served as islands.
  staticData: { islands: true },
  component: NewsletterLinkExpiredPage,
});
