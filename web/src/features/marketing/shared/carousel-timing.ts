/** Section 9: the testimonials move on by themselves after this long on one slide. */
export const TESTIMONIAL_ROTATION_MS = 5000;

/** Section 9: how long a carousel ignores further page changes while one change is under way. */
export const CAROUSEL_TRANSITION_LOCK_MS = 300;
