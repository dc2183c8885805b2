import { activityListInputSchema } from '@app/contracts';
import { listActivity } from '../../activity/activity.service.ts';
import { adminProcedure, router } from '../trpc.ts';

/** The admin activity log (/admin/activity): who changed what, when (admins only). */
export const activityRouter = router({
  /** One page of entries, newest first, 50 a page, filtered by person (username), kind and UTC days. */
  list: adminProcedure.input(activityListInputSchema).query(({ ctx, input }) => listActivity(ctx.em, input.filter, input.page)),
});
