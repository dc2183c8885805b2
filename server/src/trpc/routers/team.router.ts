import {
  adminDeleteAccountSchema,
  invitationTokenSchema,
  inviteAdminSchema,
  revokeInvitationSchema,
  setTeamDisabledSchema,
  setTeamRoleSchema,
  teamListInputSchema,
  teamMemberIdSchema,
  transferOwnershipSchema,
} from '@app/contracts';
import { TRPCError } from '@trpc/server';
import { withMail } from '../../mail/mail-in-transaction.ts';
import { describeInvitation, inviteAdmin, listPendingInvitations, revokeInvitation } from '../../team/invitation.service.ts';
import { recordActivity } from '../../activity/activity.service.ts';
import { deleteAccountForPerson } from '../../privacy/account-deletion.ts';
import { accountKeysFor, dataExportDocument } from '../../privacy/data-export.ts';
import { listTeam, setTeamDisabled, setTeamRole, signOutEverywhere, transferOwnership } from '../../team/team.service.ts';
import { adminProcedure, ownerProcedure, publicProcedure, router } from '../trpc.ts';

/**
 * The team (/admin/team): the staff and the customers, and what an administrator may change about an account
 * (administrators and the owner; only the owner touches the owner's account or hands ownership over).
 */
export const teamRouter = router({
  /** One page of the staff or of the customers, by username, 50 a page; `search` in username, name and e-mail. */
  list: adminProcedure.input(teamListInputSchema).query(({ ctx, input }) => listTeam(ctx.em, input, ctx.user.id)),

  /** Gives an account a role below owner; 409 for the owner (403 for anyone but the owner), 404 for an unknown account. */
  setRole: adminProcedure.input(setTeamRoleSchema).mutation(({ ctx, input }) => setTeamRole(ctx.em, input.id, input.role, ctx.user)),

  /** Disables an account (signed out everywhere, cannot sign in) or enables it; 409 for the owner. */
  setDisabled: adminProcedure
    .input(setTeamDisabledSchema)
    .mutation(({ ctx, input }) => setTeamDisabled(ctx.em, input.id, input.disabled, ctx.user)),

  /** Ends every session of an account, on every browser and instance; 404 for an unknown account. */
  signOutEverywhere: adminProcedure.input(teamMemberIdSchema).mutation(({ ctx, input }) => signOutEverywhere(ctx.em, input.id, ctx.user)),

  /** Hands ownership to an active administrator, confirmed with the owner's password; the owner becomes an administrator. */
  transferOwnership: ownerProcedure
    .input(transferOwnershipSchema)
    .mutation(({ ctx, input }) => transferOwnership(ctx.em, input.id, input.password, ctx.user)),

  /** E-mails `email` a single-use link (48 h) to join the staff as `role` (default editor); an earlier invitation to it dies. */
  invite: adminProcedure.input(inviteAdminSchema).mutation(async ({ ctx, input }) => {
    if (!ctx.mail) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'This server cannot send e-mail.' });
    const { origin, queue } = ctx.mail;
    // The invitation and its e-mail's job commit together (both or neither).
    await withMail(ctx.em, queue, async (tx, queueMail) => queueMail(tx, await inviteAdmin(tx, input, ctx.user, origin)));
    return { email: input.email };
  }),

  /** The invitations not yet accepted and still valid, newest first. */
  invitations: adminProcedure.query(({ ctx }) => listPendingInvitations(ctx.em)),

  /** Withdraws the invitation sent to an address (its link stops working); 404 when none waits. */
  revokeInvitation: adminProcedure.input(revokeInvitationSchema).mutation(async ({ ctx, input }) => {
    await revokeInvitation(ctx.em, input.email, ctx.user);
    return { email: input.email };
  }),

  /** What the acceptance page shows of an invitation link (anyone holding it); 400 when it no longer works. */
  invitation: publicProcedure.input(invitationTokenSchema).query(({ ctx, input }) => describeInvitation(ctx.em, input.token)),

  /**
   * Everything stored about account `id`, as its "Download my data" file holds it, for a person who asked by
   * e-mail; recorded in the activity log by id only. 403 for the owner's account unless the owner asks.
   */
  exportAccountData: adminProcedure.input(teamMemberIdSchema).mutation(async ({ ctx, input }) => {
    const document = await dataExportDocument(ctx.em, await accountKeysFor(ctx.em, input.id, ctx.user));
    const summary = `Exported the data of account id ${input.id} at its owner's request`;
    await recordActivity(ctx.em, ctx.user, { kind: 'privacy.data-exported', summary });
    return document;
  }),

  /**
   * Deletes account `id` for a person who asked by e-mail, confirmed with the admin's password, as "Delete my
   * account" does; the log says "a customer account (id N)". 409 for the last active admin.
   */
  deleteAccount: adminProcedure.input(adminDeleteAccountSchema).mutation(async ({ ctx, input }) => {
    await deleteAccountForPerson(ctx.em, input.id, ctx.user, input.currentPassword);
    return { id: input.id };
  }),
});
