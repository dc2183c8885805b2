/** Which of the two forms /auth shows. */
export type AuthMode = 'sign-in' | 'sign-up';

/** The look of the links in and under the /auth forms. */
export const AUTH_LINK_CLASS = 'font-medium text-primary-soft underline-offset-4 hover:text-white hover:underline';

/** The form's address: the sign-in form at /auth, the sign-up form at /auth?mode=sign-up. */
export const authFormPath = (mode: AuthMode) => (mode === 'sign-up' ? '/auth?mode=sign-up' : '/auth');
