import { createFileRoute } from '@tanstack/react-router';
import { NewsletterUnsubscribePage } from '../../features/newsletter/newsletter-pages.tsx';

export const Route = createFileRoute('/_public/newsletter/unsubscribe')({
  // A plain form posted by the browser: served as islands, with no app script.
  staticData: { islands: true },
  // A plain check rather than a zod schema: route options ship in the first-load bundle.
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useSearch();
  return <NewsletterUnsubscribePage token={token} />;
}
