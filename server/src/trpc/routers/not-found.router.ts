import { notFoundListInputSchema, notFoundPathSchema, ROLE_ABILITIES } from '@app/contracts';
import { dismissNotFound, listNotFound } from '../../redirects/not-found.service.ts';
import { roleProcedure, router } from '../trpc.ts';

/** Editors and up (`ROLE_ABILITIES.manageRedirects`), the role read from the database-backed session on every call. */
const monitorProcedure = roleProcedure(ROLE_ABILITIES.manageRedirects);

/** The 404 monitor (issue 44): the paths visitors reached that answered 404, counted without personal data. */
export const notFoundRouter = router({
  /**
   * 404 paths holding `q`, by hits or by last seen, 50 a page (keyset), with referrers and a suggested target. This
   * instance's counts not yet written are written first, so a 404 just met is in the list.
   */
  list: monitorProcedure.input(notFoundListInputSchema).query(async ({ ctx, input }) => {
    await ctx.notFoundLog?.flush(ctx.em.fork());
    return listNotFound(ctx.em, input);
  }),

  /** Forgets a path (counted again from its next hit); 404 when it is not in the list. */
  dismiss: monitorProcedure.input(notFoundPathSchema).mutation(async ({ ctx, input }) => {
    await dismissNotFound(ctx.em, input.path);
    return { ok: true as const };
  }),
});
