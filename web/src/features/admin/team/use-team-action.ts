import type { TeamMember } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { describeTeamAction, type TeamAction } from './team-actions.ts';

/** An action an admin picked on one account, waiting for its confirmation. */
export interface PendingTeamAction {
  member: TeamMember;
  action: TeamAction;
}

/**
 * The team screen's actions: `ask` opens the confirmation for one, `confirm` sends it, then a toast says
 * what changed (or, titled 'Could not change the account', the server's reason) and the list is read
 * again. `onError` sees every failure, e.g. to notice that the admin's own access ended.
 */
export function useTeamAction(onError: (error: unknown) => void) {
  const utils = trpc.useUtils();
  const [pending, setPending] = useState<PendingTeamAction | null>(null);

  const run = useMutation({
    mutationFn: ({ member, action }: PendingTeamAction): Promise<unknown> => {
      const { id } = member;
      switch (action.kind) {
        case 'set-role':
          return utils.client.team.setRole.mutate({ id, role: action.role });
        case 'set-disabled':
          return utils.client.team.setDisabled.mutate({ id, disabled: action.disabled });
        case 'sign-out-everywhere':
          return utils.client.team.signOutEverywhere.mutate({ id });
      }
    },
    onSuccess: async (_result, { member, action }) => {
      const text = describeTeamAction(member, action);
      toast({ title: text.doneTitle, description: text.doneText });
      setPending(null);
      await utils.team.list.invalidate();
    },
    onError: (error) => {
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
    cancel: () => setPending(null),
    confirm: () => {
      if (pending) run.mutate(pending);
    },
  };
}
