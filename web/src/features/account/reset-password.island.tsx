import { ResetPasswordForm } from './reset-password-form.tsx';
import { defineIsland } from '../../components/islands/island.tsx';

/** Choosing a new password as an island: it starts when the visitor reaches for the form (it posts without script until then). */
export const ResetPasswordIsland = defineIsland('reset-password', ResetPasswordForm, 'interaction');

export default ResetPasswordForm;
