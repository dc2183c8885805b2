import type { TeamMember } from '@app/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordConfirmDialog } from '../../../components/ui/password-confirm-dialog.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';

/** Saves `document` as a JSON file named `filename` in the browser. */
function saveJson(document: unknown, filename: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  const link = Object.assign(window.document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * A team row's privacy actions for a person who asked by e-mail: "Export data" downloads everything stored
 * about the account (as its own "Download my data" would), and "Delete account" deletes it once the admin's
 * password confirms; both are recorded in the activity log by the account's id only. Offered on customers' rows only
 * (a staff account's owner deletes it from its dashboard's Privacy section).
 */
export function TeamPrivacyActions({ member }: { member: TeamMember }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const exportData = trpc.team.exportAccountData.useMutation({
    onSuccess: (document) => saveJson(document, `account-${member.id}-data.json`),
    onError: (error) => toast({ title: 'Could not export the data', description: error.message, variant: 'destructive' }),
  });
  const remove = trpc.team.deleteAccount.useMutation({
    onSuccess: async () => {
      setOpen(false);
      toast({ title: 'Account deleted', description: `Account ${member.id} and its personal data are gone.` });
      await utils.team.list.invalidate();
    },
  });
  if (member.you || member.role !== 'user') return null;

  return (
    <>
      <Button variant="ghost" size="sm" disabled={exportData.isPending} onClick={() => exportData.mutate({ id: member.id })}>
        <span className="whitespace-nowrap">
          Export data<span className="sr-only"> of {member.username}</span>
        </span>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <span className="whitespace-nowrap">
          Delete account<span className="sr-only"> of {member.username}</span>
        </span>
      </Button>
      <PasswordConfirmDialog
        open={open}
        title={`Delete the account of ${member.username}?`}
        submitLabel="Delete account"
        passwordLabel="Your admin password"
        pending={remove.isPending}
        error={remove.error}
        onOpen={() => remove.reset()}
        onClose={() => setOpen(false)}
        onSubmit={(password) => remove.mutate({ id: member.id, currentPassword: password })}
      >
        <p className="text-sm leading-6 text-slate-300">
          Only when its owner asked for it. Every session ends, and its personal data is removed or anonymised at once; this cannot be
          undone. The activity log records it by the account's id only.
        </p>
      </PasswordConfirmDialog>
    </>
  );
}
