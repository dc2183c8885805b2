import { useId } from 'react';
import { SectionHeading } from '../shared/section-heading.tsx';
import { BenefitsIsland } from './benefits.island.tsx';
import { EditableBlock } from '../../page-content/editable-block.tsx';
import { usePageEditsUnder } from '../../page-content/page-edits-context.tsx';

/** Home section 5: the benefits carousel (an island, given the saved edits of its tiles) under its heading. */
export function BenefitsSection() {
  const headingId = useId();
  const carouselEdits = usePageEditsUnder('home.benefits.item.');
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
          <BenefitsIsland keyPrefix="home.benefits" {...carouselEdits} />
        </div>
      </div>
    </EditableBlock>
  );
}
