import { setTeamDisabledSchema, setTeamRoleSchema, teamListInputSchema, teamMemberIdSchema } from '@app/contracts';
import { setTeamDisabled, setTeamRole, listTeam, signOutEverywhere } from '../../team/team.service.ts';
import { adminProcedure, router } from '../trpc.ts';

/** The admin team (/admin/team): every account, and what an admin may change about one (admins only). */
export const teamRouter = router({
  /** One page of accounts, admins first, 50 a page; `search` in username, name and e-mail. */
  list: adminProcedure.input(teamListInputSchema).query(({ ctx, input }) => listTeam(ctx.em, input, ctx.user.id)),

  /** Makes an account an admin or a user; 409 for the last active admin, 404 for an unknown account. */
  setRole: adminProcedure.input(setTeamRoleSchema).mutation(({ ctx, input }) => setTeamRole(ctx.em, input.id, input.role, ctx.user.id)),

  /** Disables an account (signed out everywhere, cannot sign in) or enables it; 409 for the last active admin. */
  setDisabled: adminProcedure
    .input(setTeamDisabledSchema)
    .mutation(({ ctx, input }) => setTeamDisabled(ctx.em, input.id, input.disabled, ctx.user.id)),

  /** Ends every session of an account, on every browser and instance; 404 for an unknown account. */
  signOutEverywhere: adminProcedure.input(teamMemberIdSchema).mutation(({ ctx, input }) => signOutEverywhere(ctx.em, input.id)),
});
