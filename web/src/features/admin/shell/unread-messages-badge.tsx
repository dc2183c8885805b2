import { trpc } from '../../../lib/trpc.ts';

/** The sidebar's count of unread contact messages, e.g. '3' read out as '3 unread'; nothing when all are read. */
export function UnreadMessagesBadge() {
  const unread = trpc.contact.unreadCount.useQuery(undefined, { refetchOnWindowFocus: true }).data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span
      role="img"
      aria-label={`${unread} unread`}
      className="min-w-5 rounded-full bg-primary px-1.5 py-0.5 text-center text-xs leading-none font-semibold text-white"
    >
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
