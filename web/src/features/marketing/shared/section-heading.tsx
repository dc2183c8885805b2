import type { ReactNode } from 'react';
import { EditableText } from '../../page-content/editable-text.tsx';

/**
 * A section's eyebrow, `<h2>` title and lead paragraph, keyed `{keyPrefix}.eyebrow`, `.title` and
 * `.description`. Give `id` so the section can point `aria-labelledby` at the title; `align` centres
 * the block or keeps it flush left.
 */
export function SectionHeading({
  keyPrefix,
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  className = '',
}: {
  keyPrefix: string;
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
      {eyebrow ? (
        <EditableText as="p" editKey={`${keyPrefix}.eyebrow`} className="text-sm font-semibold tracking-wide text-primary-soft uppercase">
          {eyebrow}
        </EditableText>
      ) : null}
      <EditableText
        as="h2"
        editKey={`${keyPrefix}.title`}
        id={id}
        className="mt-3 text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
      >
        {title}
      </EditableText>
      {description ? (
        <EditableText as="p" editKey={`${keyPrefix}.description`} className="mt-4 text-lg leading-8 text-pretty text-slate-400">
          {description}
        </EditableText>
      ) : null}
    </div>
  );
}
