import { ResetPasswordForm } from '../features/account/reset-password-form.tsx';
import { defineIsland } from './island.tsx';

/** Choosing a new password as an island: it starts at once (the form is the page). */
export const ResetPasswordIsland = defineIsland('reset-password', ResetPasswordForm, 'now');

export default ResetPasswordForm;
