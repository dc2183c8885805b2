import { TestimonialsCarousel } from '../features/marketing/shared/testimonials-carousel.tsx';
import { withPageEdits } from '../features/page-content/page-edits-context.tsx';
import { defineIsland } from './island.tsx';

/** The testimonials carousel, given the saved edits of its quotes and controls. */
const EditedTestimonialsCarousel = withPageEdits(TestimonialsCarousel);

/** The testimonials carousel as an island: it starts rotating when it comes near the viewport. */
export const TestimonialsIsland = defineIsland('testimonials', EditedTestimonialsCarousel, 'visible');

export default EditedTestimonialsCarousel;
