import {
  assignableRoles,
  DEFAULT_INVITATION_ROLE,
  roleLabel,
  roleWithArticle,
  type AssignableRole,
  type PendingInvitation,
} from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';

/** What waits for confirmation: sending an invitation to an address, or withdrawing the one sent to it. */
type Asked = { kind: 'invite'; email: string; role: AssignableRole } | { kind: 'withdraw'; email: string };

/** The pending invitations, each with its Withdraw button. */
function PendingList({ invitations, onWithdraw }: { invitations: PendingInvitation[]; onWithdraw: (email: string) => void }) {
  if (invitations.length === 0) return <p className="text-sm text-slate-400">No invitation is waiting to be accepted.</p>;
  return (
    <ul aria-label="Pending invitations" className="grid gap-2">
      {invitations.map((invitation) => (
        <li
          key={invitation.email}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-white/10 px-4 py-3 text-sm"
        >
          <span>
            <span className="font-medium text-white">{invitation.email}</span>
            <span className="text-slate-400">
              {' '}
              · {roleLabel(invitation.role)} · invited by {invitation.invitedBy ?? 'a former admin'} · link valid until{' '}
              {formatDateTime(invitation.expiresAt)}
            </span>
          </span>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Withdraw the invitation to ${invitation.email}`}
            onClick={() => onWithdraw(invitation.email)}
          >
            Withdraw
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The team screen's invitations: an address invited to join the staff with a role (editor unless chosen) gets a
 * single-use link valid 48 hours; the invitations not yet accepted are listed, each can be withdrawn. Both ask first.
 */
export function TeamInvitations() {
  const utils = trpc.useUtils();
  const pending = trpc.team.invitations.useQuery();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>(DEFAULT_INVITATION_ROLE);
  const [error, setError] = useState<string | undefined>();
  const [asked, setAsked] = useState<Asked | null>(null);

  const done = async () => {
    setAsked(null);
    await utils.team.invitations.invalidate();
  };
  const refused = (failure: { message: string }) => {
    setAsked(null);
    toast({ title: 'Could not change the invitations', description: failure.message, variant: 'destructive' });
  };
  const invite = trpc.team.invite.useMutation({
    onSuccess: async ({ email: sentTo }) => {
      setEmail('');
      toast({ title: 'Invitation sent', description: `${sentTo} has 48 hours to accept it.` });
      await done();
    },
    onError: (failure) => {
      setError(failure.message);
      refused(failure);
    },
  });
  const withdraw = trpc.team.revokeInvitation.useMutation({
    onSuccess: async ({ email: withdrawn }) => {
      toast({ title: 'Invitation withdrawn', description: `The link sent to ${withdrawn} no longer works.` });
      await done();
    },
    onError: refused,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!/^\S+@\S+\.\S+$/.test(address)) return setError('Enter the e-mail address to invite.');
    setError(undefined);
    setAsked({ kind: 'invite', email: address, role });
  };

  return (
    <section aria-labelledby="team-invitations" className="grid gap-4 rounded-xl border border-white/10 p-5">
      <h2 id="team-invitations" className="text-lg font-semibold text-white">
        Invite to the team
      </h2>
      <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="off"
          className="min-w-64 flex-1"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField label="Role" value={role} onChange={(event) => setRole(event.target.value as AssignableRole)}>
          {assignableRoles.map((each) => (
            <option key={each} value={each}>
              {roleLabel(each)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending || undefined}>
          Send Invitation
        </Button>
      </form>
      {pending.data ? (
        <PendingList invitations={pending.data} onWithdraw={(address) => setAsked({ kind: 'withdraw', email: address })} />
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        title={
          asked?.kind === 'invite'
            ? `Invite ${asked.email} as ${roleWithArticle(asked.role)}?`
            : `Withdraw the invitation to ${asked?.email ?? ''}?`
        }
        description={
          <p>
            {asked?.kind === 'invite'
              ? `A link valid for 48 hours is e-mailed to this address. Whoever opens it can create an account with the ${roleLabel(asked.role)} role, once.`
              : 'The link already sent stops working. You can invite the address again later.'}
          </p>
        }
        confirmLabel={asked?.kind === 'invite' ? 'Send invitation' : 'Withdraw invitation'}
        pending={invite.isPending || withdraw.isPending}
        onConfirm={() => {
          if (!asked) return;
          if (asked.kind === 'invite') invite.mutate({ email: asked.email, role: asked.role });
          else withdraw.mutate({ email: asked.email });
        }}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}
