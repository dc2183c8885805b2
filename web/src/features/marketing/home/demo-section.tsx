import { useId } from 'react';
import { SectionHeading } from '../shared/section-heading.tsx';
import { DEMO_STEPS } from './demo-steps.ts';
import { DEMO_SECTION_ID } from './demo-section-id.ts';
import { EditableBlock } from '../../page-content/editable-block.tsx';
import { EditableImage } from '../../page-content/editable-image.tsx';
import { EditableText } from '../../page-content/editable-text.tsx';
import { ILLUSTRATIONS, illustrationImage } from '../shared/illustrations.ts';

/**
 * Home section 7: how the product works, as four numbered steps beside a report illustration.
 * It takes focus (tabIndex -1) when the hero's 'See How It Works' scrolls to it.
 */
export function DemoSection() {
  const headingId = useId();
  return (
    <EditableBlock
      as="section"
      editKey="home.demo"
      id={DEMO_SECTION_ID}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="scroll-mt-20 bg-night-800/40 px-4 py-20 outline-none sm:px-6 sm:py-28 lg:px-8"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          keyPrefix="home.demo"
          id={headingId}
          eyebrow="How it works"
          title="From sign-up to the map pack in four steps"
          description="No agency retainer, no learning curve. Most customers finish their first checklist in an afternoon."
        />
        <div className="mt-16 grid items-center gap-14 lg:grid-cols-2">
          <ol className="relative grid gap-8">
            {DEMO_STEPS.map((step, index) => (
              <EditableBlock as="li" key={step.id} editKey={`home.demo.step.${step.id}`} className="relative flex gap-5">
                {index < DEMO_STEPS.length - 1 ? (
                  <span
                    aria-hidden="true"
                    className="absolute top-12 bottom-[-2rem] left-5 w-px bg-gradient-to-b from-primary/60 to-white/5"
                  />
                ) : null}
                <span
                  aria-hidden="true"
                  className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white shadow-lg shadow-primary/30"
                >
                  {index + 1}
                </span>
                <div className="pt-1.5">
                  <EditableText
                    as="h3"
                    editKey={`home.demo.step.${step.id}.title`}
                    className="text-lg font-semibold text-white"
                    before={<span className="sr-only">Step {index + 1}: </span>}
                  >
                    {step.title}
                  </EditableText>
                  <EditableText as="p" editKey={`home.demo.step.${step.id}.text`} className="mt-2 text-sm leading-6 text-slate-400">
                    {step.text}
                  </EditableText>
                </div>
              </EditableBlock>
            ))}
          </ol>
          <EditableImage
            editKey="home.demo.image"
            {...illustrationImage(ILLUSTRATIONS.demoReport)}
            alt="A sample LocalRank progress report: average rank improving from 9.4 to 2.8 over twelve weeks, with a checklist of completed optimisations."
            width={560}
            height={440}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-2xl border border-white/10 shadow-2xl shadow-black/40"
          />
        </div>
      </div>
    </EditableBlock>
  );
}
