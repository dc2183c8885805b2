import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { TeamActionText } from './team-actions.ts';

/**
 * The owner's confirmation of a handover of ownership: what happens (`text`), then the owner's password; a wrong
 * password (`error`, from the server) is said here and the dialog stays open.
 */
export function TransferOwnershipDialog({
  open,
  text,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  text: TeamActionText | null;
  pending: boolean;
  error: string | null;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  return (
    <FormDialog
      open={open}
      title={text?.confirmTitle ?? ''}
      submitLabel={text?.confirmLabel ?? ''}
      pending={pending}
      error={error}
      onOpen={() => setPassword('')}
      onClose={onCancel}
      onSubmit={() => onConfirm(password)}
    >
      <p className="text-sm text-slate-300">{text?.confirmText}</p>
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
    </FormDialog>
  );
}
