import { useId } from 'react';
import { SectionHeading } from '../shared/section-heading.tsx';
import { BenefitsCarousel } from './benefits-carousel.tsx';
import { BENEFITS } from './benefits.ts';
import { EditableBlock } from '../../page-content/editable-block.tsx';

/** Home section 5: the benefits carousel under its heading. */
export function BenefitsSection() {
  const headingId = useId();
  return (
    <EditableBlock as="section" editKey="home.benefits" aria-labelledby={headingId} className="px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          keyPrefix="home.benefits"
          id={headingId}
          eyebrow="Benefits"
          title="Why local businesses choose LocalRank"
          description="Less guesswork, less admin, more customers walking through the door."
        />
        <div className="mt-14">
          <BenefitsCarousel keyPrefix="home.benefits" benefits={BENEFITS} />
        </div>
      </div>
    </EditableBlock>
  );
}
