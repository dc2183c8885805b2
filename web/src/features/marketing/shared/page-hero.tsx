import type { ReactNode } from 'react';
import { EditableBlock } from '../../page-content/editable-block.tsx';
import { EditableText } from '../../page-content/editable-text.tsx';

/**
 * The opening band of an inner marketing page: an eyebrow, the page's only `<h1>`, a lead paragraph
 * and optional actions, over a soft indigo glow and a faint grid. The band is keyed `keyPrefix`,
 * its texts `{keyPrefix}.eyebrow`, `.title` and `.description`.
 */
export function PageHero({
  keyPrefix,
  eyebrow,
  title,
  description,
  children,
}: {
  keyPrefix: string;
  eyebrow: string;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
}) {
  return (
    <EditableBlock
      as="section"
      editKey={keyPrefix}
      className="relative isolate overflow-hidden px-4 pt-16 pb-16 sm:px-6 sm:pt-24 sm:pb-20 lg:px-8"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)] bg-[size:48px_48px]"
      />
      <div
        aria-hidden="true"
        className="absolute top-0 left-1/2 -z-10 h-80 w-[48rem] max-w-full -translate-x-1/2 rounded-full bg-primary/25 blur-3xl"
      />
      <div className="mx-auto max-w-3xl text-center">
        <EditableText
          as="p"
          editKey={`${keyPrefix}.eyebrow`}
          className="inline-flex items-center rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-sm font-medium text-primary-soft"
        >
          {eyebrow}
        </EditableText>
        <EditableText
          as="h1"
          editKey={`${keyPrefix}.title`}
          className="mt-6 text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl"
        >
          {title}
        </EditableText>
        <EditableText
          as="p"
          editKey={`${keyPrefix}.description`}
          className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-300"
        >
          {description}
        </EditableText>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </EditableBlock>
  );
}
