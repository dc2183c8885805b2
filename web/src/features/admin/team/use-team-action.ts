import type { TeamMember } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readTrpcError } from '../../../lib/trpc-error.ts';
import { currentUserQuery } from '../../auth/current-user-query.ts';
import { useState } from 'react';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { describeTeamAction, type TeamAction } from './team-actions.ts';

/** An action an admin picked on one account, waiting for its confirmation. */
export interface PendingTeamAction {
  member: TeamMember;
  action: TeamAction;
  /** The owner's password, confirming a handover of ownership. */
  password?: string;
}

/**
 * The team screen's actions: `ask` opens the confirmation for one, `confirm` sends it, then a toast says
 * what changed (or, titled 'Could not change the account', the server's reason) and the list is read
 * again. `onError` sees every failure, e.g. to notice that the admin's own access ended.
 */
export function useTeamAction(onError: (error: unknown) => void) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingTeamAction | null>(null);

  const run = useMutation({
    mutationFn: ({ member, action, password = '' }: PendingTeamAction): Promise<unknown> => {
      const { id } = member;
      switch (action.kind) {
        case 'set-role':
          return utils.client.team.setRole.mutate({ id, role: action.role });
        case 'set-disabled':
          return utils.client.team.setDisabled.mutate({ id, disabled: action.disabled });
        case 'sign-out-everywhere':
          return utils.client.team.signOutEverywhere.mutate({ id });
        case 'transfer':
          return utils.client.team.transferOwnership.mutate({ id, password });
      }
    },
    onSuccess: async (_result, { member, action }) => {
      const text = describeTeamAction(member, action);
      toast({ title: text.doneTitle, description: text.doneText });
      setPending(null);
      // A handover changes the viewer's own role too.
      if (action.kind === 'transfer') await queryClient.invalidateQueries(currentUserQuery);
      await utils.team.list.invalidate();
    },
    onError: (error, { action }) => {
      // A wrong password is said in the dialog, which stays open for another try.
      if (action.kind === 'transfer' && readTrpcError(error)?.status === 400) return;
      toast({
        title: 'Could not change the account',
        description: error.message || 'Please try again in a moment.',
        variant: 'destructive',
      });
      setPending(null);
      onError(error);
      void utils.team.list.invalidate();
    },
  });

  return {
    pending,
    running: run.isPending,
    ask: setPending,
    cancel: () => {
      run.reset();
      setPending(null);
    },
    /** The refusal of the last handover's password, said in its dialog. */
    refusal: run.error && pending?.action.kind === 'transfer' ? run.error.message : null,
    confirm: (password?: string) => {
      if (pending) run.mutate({ ...pending, password });
    },
  };
}
