import { AuthForms } from '../features/account/auth-forms.tsx';
import { defineIsland } from './island.tsx';

/** The sign-in and sign-up forms of /auth as an island: it starts at once (the form is the page). */
export const AuthFormsIsland = defineIsland('auth-forms', AuthForms, 'now');

export default AuthForms;
