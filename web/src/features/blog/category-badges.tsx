/** A post's category labels as small badges; renders nothing for an empty list. */
export function CategoryBadges({ categories, className = '' }: { categories: readonly string[]; className?: string }) {
  if (categories.length === 0) return null;
  return (
    <ul aria-label="Categories" className={`flex flex-wrap gap-2 ${className}`}>
      {categories.map((category) => (
        <li
          key={category}
          className="rounded-full border border-primary-soft/25 bg-primary/15 px-2.5 py-0.5 text-xs font-medium text-primary-soft"
        >
          {category}
        </li>
      ))}
    </ul>
  );
}
