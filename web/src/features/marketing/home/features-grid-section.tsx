import { useId } from 'react';
import { buttonClass } from '../../../components/ui/button-class.ts';
import { IconCard } from '../shared/icon-card.tsx';
import { MarketingIcon } from '../../../components/ui/marketing-icon.tsx';
import { SectionHeading } from '../shared/section-heading.tsx';
import { HOME_FEATURES } from './home-features.ts';
import { EditableBlock } from '../../page-content/editable-block.tsx';
import { EditableLink } from '../../page-content/editable-link.tsx';

/** Home section 4: six headline capabilities and the 'Discover All Features' link to /features. */
export function FeaturesGridSection() {
  const headingId = useId();
  return (
    <EditableBlock
      as="section"
      editKey="home.features"
      aria-labelledby={headingId}
      className="bg-night-800/40 px-4 py-20 sm:px-6 sm:py-28 lg:px-8"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          keyPrefix="home.features"
          id={headingId}
          eyebrow="Features"
          title="Everything your business profile needs, in one place"
          description="Replace the spreadsheet, the rank tracker, the review inbox and the posting calendar with one tool built for local search."
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {HOME_FEATURES.map((feature) => (
            <IconCard
              key={feature.id}
              editKey={`home.features.item.${feature.id}`}
              className="group rounded-2xl border border-white/10 bg-night-800/80 p-7 transition-[border-color,translate] duration-300 hover:-translate-y-0.5 hover:border-primary/40 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
              icon={feature.icon}
              title={feature.title}
              text={feature.text}
            />
          ))}
        </ul>
        <div className="mt-12 text-center">
          <EditableLink
            editKey="home.features.cta"
            variant="button"
            to="/features"
            className={buttonClass({ variant: 'outline', size: 'lg' })}
            after={<MarketingIcon name="arrow-right" className="size-4" />}
          >
            Discover All Features
          </EditableLink>
        </div>
      </div>
    </EditableBlock>
  );
}
