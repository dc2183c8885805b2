import { useSyncExternalStore } from 'react';
import { SidebarCountBadge } from '../sidebar-count-badge.tsx';
import { adminNoticesSnapshot, subscribeAdminNotices } from './admin-notices-store.ts';

const serverSnapshot = () => null;

/** The sidebar's count of posts waiting for review, live (e.g. '2' read out as '2 waiting'); nothing when none wait. */
export function ReviewCountBadge() {
  const notices = useSyncExternalStore(subscribeAdminNotices, adminNoticesSnapshot, serverSnapshot);
  return <SidebarCountBadge count={notices?.inReview ?? 0} meaning="waiting" tone="bg-sky-500" />;
}
