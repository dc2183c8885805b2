import { AuthForms } from './auth-forms.tsx';
import { defineIsland } from '../../components/islands/island.tsx';

/** The sign-in and sign-up forms of /auth as an island: it starts when the visitor reaches for a form (each posts without script until then). */
export const AuthFormsIsland = defineIsland('auth-forms', AuthForms, 'interaction');

export default AuthForms;
