import { useSyncExternalStore } from 'react';
import { adminNoticesSnapshot, subscribeAdminNotices } from './admin-notices-store.ts';

const serverSnapshot = () => null;

/** The sidebar's count of posts waiting for review, live (e.g. '2' read out as '2 waiting'); nothing when none wait. */
export function ReviewCountBadge() {
  const notices = useSyncExternalStore(subscribeAdminNotices, adminNoticesSnapshot, serverSnapshot);
  const waiting = notices?.inReview ?? 0;
  if (waiting === 0) return null;
  return (
    <span
      role="img"
      aria-label={`${waiting} waiting`}
      className="min-w-5 rounded-full bg-sky-500 px-1.5 py-0.5 text-center text-xs leading-none font-semibold text-white"
    >
      {waiting > 99 ? '99+' : waiting}
    </span>
  );
}
