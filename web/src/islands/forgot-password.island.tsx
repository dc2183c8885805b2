import { ForgotPasswordForm } from '../features/account/forgot-password-form.tsx';
import { defineIsland } from './island.tsx';

/** The password-reset request as an island: it starts at once (the form is the page). */
export const ForgotPasswordIsland = defineIsland('forgot-password', ForgotPasswordForm, 'now');

export default ForgotPasswordForm;
