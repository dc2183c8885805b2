import { KEPT_AFTER_DELETION, MY_DATA_EXPORT_URL } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { buttonClass } from '../../components/ui/button-class.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { PasswordConfirmDialog } from '../../components/ui/password-confirm-dialog.tsx';
import { toast } from '../../lib/toast-store.ts';
import { trpc } from '../../lib/trpc.ts';
import { clearSessionCache } from '../auth/clear-session-cache.ts';

/**
 * The account's privacy rights: "Download my data" (a JSON file of everything stored about the account) and
 * "Delete my account" (a dialog that explains what is removed and what is kept, asks for the password, and then
 * signs the person out with a confirmation).
 */
export function PrivacySection({ username }: { username: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = trpc.privacy.deleteAccount.useMutation({
    onSuccess: () => {
      setOpen(false);
      clearSessionCache(queryClient);
      toast({
        title: 'Your account has been deleted',
        description: 'You are signed out. Everything stored about your account has been removed or anonymised.',
      });
      void navigate({ to: '/' });
    },
  });

  return (
    <Card role="region" aria-labelledby="dashboard-privacy">
      <h2 id="dashboard-privacy" className="text-lg font-semibold text-white">
        Privacy
      </h2>
      <p className="mt-1 text-sm text-slate-400">Your data is yours: take a copy of it, or delete your account.</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold text-white">Download my data</h3>
          <p className="mt-1 text-sm leading-6 text-slate-400">
            A JSON file of everything we store about your account: profile, sign-in sessions, messages sent from your account or from your
            confirmed e-mail address, newsletter subscriptions and activity. Password and link hashes are never included.
          </p>
          <a href={MY_DATA_EXPORT_URL} download className={buttonClass({ variant: 'outline' }, 'mt-4')}>
            <Icon name="arrow-right" className="size-4 rotate-90" />
            Download my data
          </a>
        </div>
        <div>
          <h3 className="font-semibold text-white">Delete my account</h3>
          <p className="mt-1 text-sm leading-6 text-slate-400">
            Signs you out everywhere and removes your personal data at once. This cannot be undone.
          </p>
          <Button variant="destructive" className="mt-4" onClick={() => setOpen(true)}>
            Delete my account…
          </Button>
        </div>
      </div>
      <PasswordConfirmDialog
        open={open}
        title="Delete your account"
        submitLabel="Delete my account"
        passwordLabel="Your password"
        pending={remove.isPending}
        error={remove.error}
        onOpen={() => remove.reset()}
        onClose={() => setOpen(false)}
        onSubmit={(password) => remove.mutate({ currentPassword: password })}
      >
        <div className="space-y-3 text-sm leading-6 text-slate-300">
          <p>
            Your account, your sign-in sessions on every device, your newsletter subscriptions and your name, username and e-mail address
            are removed in one step. What we keep, and why:
          </p>
          <ul className="list-disc space-y-1 pl-5">
            {KEPT_AFTER_DELETION.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        {/* Tells a password manager which account the password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      </PasswordConfirmDialog>
    </Card>
  );
}
