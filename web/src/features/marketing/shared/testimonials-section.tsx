import { useId } from 'react';
import { TestimonialsIsland } from './testimonials.island.tsx';
import { EditableBlock } from '../../page-content/editable-block.tsx';
import { usePageEditsUnder } from '../../page-content/page-edits-context.tsx';
import { SectionHeading } from './section-heading.tsx';

/**
 * The testimonials band shared by Home, Features and Use Cases: a heading over the rotating quotes
 * (an island, given the saved edits of the keys under `keyPrefix`), keyed `keyPrefix` (its heading and quotes below it).
 */
export function TestimonialsSection({
  keyPrefix,
  title = 'Trusted by businesses that live on local search',
  description = 'Owners, practice managers and agencies tell us what changed once they could see, and shape, how they rank.',
}: {
  keyPrefix: string;
  title?: string;
  description?: string;
}) {
  const headingId = useId();
  const carouselEdits = usePageEditsUnder(`${keyPrefix}.`);
  return (
    <EditableBlock as="section" editKey={keyPrefix} aria-labelledby={headingId} className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading keyPrefix={keyPrefix} id={headingId} eyebrow="Testimonials" title={title} description={description} />
      <div className="mt-14">
        <TestimonialsIsland keyPrefix={keyPrefix} label="Customer testimonials" {...carouselEdits} />
      </div>
    </EditableBlock>
  );
}
