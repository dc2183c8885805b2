import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '../../../features/admin/inbox/inbox-page.tsx';

export const Route = createFileRoute('/admin/_panel/messages')({
  component: InboxPage,
});
