import { trialChoiceSchema } from '@app/contracts';
import { changeTrialPlan, readTrial } from '../../account/trial.service.ts';
import { protectedProcedure, router } from '../trpc.ts';

/** The signed-in customer's free trial (docs/product.md §9): what the dashboard shows, and changing its plan. */
export const trialRouter = router({
  /** The account's trial, days left counted on the server's clock; null for a staff account (no trial). */
  get: protectedProcedure.query(({ ctx }) => readTrial(ctx.em, ctx.user.id)),

  /** Moves the running trial to another plan or billing (400 for an unknown plan, 409 once it has ended). */
  changePlan: protectedProcedure.input(trialChoiceSchema).mutation(({ ctx, input }) => changeTrialPlan(ctx.em, ctx.user.id, input)),
});
