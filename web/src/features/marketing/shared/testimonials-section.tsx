import { useId } from 'react';
import { SectionHeading } from './section-heading.tsx';
import { TestimonialsCarousel } from './testimonials-carousel.tsx';
import { TESTIMONIALS } from './testimonials.ts';

/** The testimonials band shared by Home, Features and Use Cases: a heading over the rotating quotes. */
export function TestimonialsSection({
  title = 'Trusted by businesses that live on local search',
  description = 'Owners, practice managers and agencies tell us what changed once they could see, and shape, how they rank.',
}: {
  title?: string;
  description?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading id={headingId} eyebrow="Testimonials" title={title} description={description} />
      <div className="mt-14">
        <TestimonialsCarousel testimonials={TESTIMONIALS} label="Customer testimonials" />
      </div>
    </section>
  );
}
