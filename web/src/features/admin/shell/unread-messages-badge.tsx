import { trpc } from '../../../lib/trpc.ts';
import { SidebarCountBadge } from './sidebar-count-badge.tsx';

/** The sidebar's count of unread contact messages, e.g. '3' read out as '3 unread'; nothing when all are read. */
export function UnreadMessagesBadge() {
  const unread = trpc.contact.unreadCount.useQuery(undefined, { refetchOnWindowFocus: true }).data?.unread ?? 0;
  return <SidebarCountBadge count={unread} meaning="unread" />;
}
