import { NewsletterForm } from './newsletter-form.tsx';
import { defineIsland } from './islands/island.tsx';

/** The newsletter sign-up as an island: it starts when the visitor reaches for it (it posts without script until then). */
export const NewsletterIsland = defineIsland('newsletter', NewsletterForm, 'interaction');

export default NewsletterForm;
