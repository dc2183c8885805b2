/** The testimonials move on by themselves after this long on one slide (docs/product.md §9). */
export const TESTIMONIAL_ROTATION_MS = 5000;

/** How long a carousel ignores further page changes while one change is under way (docs/product.md §9). */
export const CAROUSEL_TRANSITION_LOCK_MS = 300;
