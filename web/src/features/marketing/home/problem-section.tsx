import { useId } from 'react';
import { IconCard } from '../shared/icon-card.tsx';
import { SectionHeading } from '../shared/section-heading.tsx';
import { useEmbeddedBackground } from './embedded-backgrounds.ts';
import { ProblemBackground } from './problem-background.tsx';
import { PROBLEMS } from './problems.ts';
import { PROBLEM_BACKGROUND_ELEMENT_ID } from './use-problem-statement-background.ts';
import { EditableBlock } from '../../page-content/editable-block.tsx';

/**
 * Home section 2: why local search is hard, over its background layer. The layer is server HTML drawn from the
 * saved background the server embeds in the page (no island: the home page runs no React for it, issue 27); where
 * the app runs (the admin's in-page editor) it also asks the server for the current image.
 */
export function ProblemSection() {
  const headingId = useId();
  const embedded = useEmbeddedBackground(PROBLEM_BACKGROUND_ELEMENT_ID);

  return (
    <EditableBlock
      as="section"
      editKey="home.problem"
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden border-y border-white/5 px-4 py-20 sm:px-6 sm:py-28 lg:px-8"
    >
      <ProblemBackground embedded={embedded} />
      {/* Keeps the copy readable over any uploaded photo. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-night/85 via-night/70 to-night/90" />

      <div className="mx-auto max-w-7xl">
        <SectionHeading
          keyPrefix="home.problem"
          id={headingId}
          eyebrow="The problem"
          title="Your customers are searching nearby. Are they finding you?"
          description="Most people pick from the first three businesses on the map. If your profile is not there, the call goes to a competitor, and you never hear about it."
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {PROBLEMS.map((problem) => (
            <IconCard
              key={problem.id}
              editKey={`home.problem.item.${problem.id}`}
              className="rounded-2xl border border-white/10 bg-night-800/70 p-6 backdrop-blur-sm"
              icon={problem.icon}
              tone="rose"
              title={problem.title}
              text={problem.text}
            />
          ))}
        </ul>
      </div>
    </EditableBlock>
  );
}
