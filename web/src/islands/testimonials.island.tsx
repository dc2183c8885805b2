import { EditedTestimonialsCarousel } from '../features/marketing/shared/testimonials-carousel.tsx';
import { defineIsland } from './island.tsx';

/** The testimonials carousel as an island: it starts rotating when it comes near the viewport. */
export const TestimonialsIsland = defineIsland('testimonials', EditedTestimonialsCarousel, 'visible');

export default EditedTestimonialsCarousel;
