// The form-post module alone: the package entry would pull zod into the first-load bundle.
import { FORM_POST_FIELDS, type PostableForm } from '@app/contracts/form-post';
import type { ReactNode } from 'react';

const LOGOUT_FORM: PostableForm = 'logout';

/**
 * Log out as a form the browser can post by itself (before the app runs, or without script): the server
 * then ends the session and redirects to `/` with the signed-out notice. With the app running the
 * submission is taken over, so logging out goes through the app's mutation and its toast as before.
 */
export function LogOutForm({ onLogOut, children, className }: { onLogOut: () => void; children: ReactNode; className?: string }) {
  return (
    <form
      className={className}
      method="post"
      action="/api/logout"
      onSubmit={(event) => {
        event.preventDefault();
        onLogOut();
      }}
    >
      <input type="hidden" name={FORM_POST_FIELDS.form} value={LOGOUT_FORM} />
      {children}
    </form>
  );
}
