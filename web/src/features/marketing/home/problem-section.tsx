import { useId, type CSSProperties } from 'react';
import { IconCard } from '../shared/icon-card.tsx';
import { SectionHeading } from '../shared/section-heading.tsx';
import { cssUrl } from './css-url.ts';
import { PROBLEMS } from './problems.ts';
import { useProblemStatementBackground } from './use-problem-statement-background.ts';
import { EditableBlock } from '../../page-content/editable-block.tsx';

/** The element id the admin image uploader targets by default (section 9). */
const BACKGROUND_ELEMENT_ID = 'problem-statement-bg-image';

// The default pattern: a faint indigo dot grid over a diagonal wash.
const patternStyle: CSSProperties = {
  backgroundImage:
    'radial-gradient(circle at 1px 1px, rgb(129 140 248 / 0.22) 1px, transparent 0), linear-gradient(135deg, rgb(79 70 229 / 0.18), transparent 55%, rgb(192 38 211 / 0.08))',
  backgroundSize: '22px 22px, 100% 100%',
};

/**
 * Home section 2: why local search is hard. Its background layer (id `problem-statement-bg-image`)
 * shows the uploaded image, cover-sized and centred at opacity 0.7, or the default pattern; it
 * reports which through `data-background="image" | "pattern"`.
 */
export function ProblemSection() {
  const headingId = useId();
  const imageUrl = useProblemStatementBackground();
  const style: CSSProperties = imageUrl
    ? { backgroundImage: cssUrl(imageUrl), backgroundSize: 'cover', backgroundPosition: 'center', opacity: 0.7 }
    : patternStyle;

  return (
    <EditableBlock
      as="section"
      editKey="home.problem"
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden border-y border-white/5 px-4 py-20 sm:px-6 sm:py-28 lg:px-8"
    >
      <div
        id={BACKGROUND_ELEMENT_ID}
        data-background={imageUrl ? 'image' : 'pattern'}
        aria-hidden="true"
        className="absolute inset-0 -z-20 bg-no-repeat"
        style={style}
      />
      {/* Keeps the copy readable over any uploaded photo. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-night/85 via-night/70 to-night/90"
      />

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
