import { ContactForm } from '../features/contact/contact-form.tsx';
import { defineIsland } from './island.tsx';

/** The contact form as an island: its script runs when it comes near the viewport or is focused (typing before it is kept). */
export const ContactFormIsland = defineIsland('contact-form', ContactForm, 'visible');

export default ContactForm;
