import { useState, type ComponentProps } from 'react';
import { readTrpcError } from '../../lib/trpc-error.ts';
import { FormDialog } from './form-dialog.tsx';
import { TextField } from './text-field.tsx';

/**
 * A FormDialog that asks for a password before an action that cannot be undone: `children` explain it, the field
 * (`passwordLabel`) is emptied on each opening, and the server's refusal (`error`) shows on the field when it names
 * `currentPassword`, else above the buttons. `onSubmit` receives the password typed.
 */
export function PasswordConfirmDialog({
  passwordLabel,
  error,
  onOpen,
  onSubmit,
  children,
  ...dialog
}: Omit<ComponentProps<typeof FormDialog>, 'error' | 'onOpen' | 'onSubmit'> & {
  passwordLabel: string;
  error: unknown;
  onOpen: () => void;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const refusal = error ? readTrpcError(error) : null;
  const passwordError = refusal?.fieldErrors.currentPassword;
  return (
    <FormDialog
      {...dialog}
      error={refusal && !passwordError ? refusal.message : null}
      onOpen={() => {
        setPassword('');
        onOpen();
      }}
      onSubmit={() => onSubmit(password)}
    >
      {children}
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError}
      />
    </FormDialog>
  );
}
