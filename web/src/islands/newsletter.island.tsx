import { NewsletterForm } from '../components/newsletter-form.tsx';
import { defineIsland } from './island.tsx';

/** The newsletter sign-up as an island: its script runs when the form comes near the viewport. */
export const NewsletterIsland = defineIsland('newsletter', NewsletterForm, 'visible');

export default NewsletterForm;
