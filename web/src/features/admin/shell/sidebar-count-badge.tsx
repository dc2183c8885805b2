/** A count beside a sidebar entry, read out with its meaning ('3 unread', '2 waiting'); nothing at 0, '99+' past 99. */
export function SidebarCountBadge({ count, meaning, tone = 'bg-primary' }: { count: number; meaning: string; tone?: string }) {
  if (count === 0) return null;
  return (
    <span
      role="img"
      aria-label={`${count} ${meaning}`}
      className={`min-w-5 rounded-full px-1.5 py-0.5 text-center text-xs leading-none font-semibold text-white ${tone}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
