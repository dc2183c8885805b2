import { ContactForm } from './contact-form.tsx';
import { defineIsland } from '../../components/islands/island.tsx';

/** The contact form as an island: it starts when the visitor reaches for it (it posts without script until then; typing before it is kept). */
export const ContactFormIsland = defineIsland('contact-form', ContactForm, 'interaction');

export default ContactForm;
