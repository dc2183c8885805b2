import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { defineIsland } from '../../components/islands/island.tsx';

/** The password-reset request as an island: it starts when the visitor reaches for the form (it posts without script until then). */
export const ForgotPasswordIsland = defineIsland('forgot-password', ForgotPasswordForm, 'interaction');

export default ForgotPasswordForm;
