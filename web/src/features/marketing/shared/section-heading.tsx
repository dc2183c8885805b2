import type { ReactNode } from 'react';

/**
 * A section's eyebrow, `<h2>` title and lead paragraph. Give `id` so the section can point
 * `aria-labelledby` at the title; `align` centres the block or keeps it flush left.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  className = '',
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'left';
  className?: string;
}) {
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-3xl ${alignment} ${className}`}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary-soft uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
        {title}
      </h2>
      {description ? <p className="mt-4 text-lg leading-8 text-pretty text-slate-400">{description}</p> : null}
    </div>
  );
}
