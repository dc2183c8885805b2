import { TestimonialsCarousel } from './testimonials-carousel.tsx';
import { withPageEdits } from '../../page-content/page-edits-context.tsx';
import { defineIsland } from '../../../components/islands/island.tsx';

/** The testimonials carousel, given the saved edits of its quotes and controls. */
const EditedTestimonialsCarousel = withPageEdits(TestimonialsCarousel);

/** The testimonials carousel as an island: it starts rotating when it comes near the viewport. */
export const TestimonialsIsland = defineIsland('testimonials', EditedTestimonialsCarousel, 'visible');

export default EditedTestimonialsCarousel;
