import { deleteOwnAccountSchema } from '@app/contracts';
import { deleteOwnAccount } from '../../privacy/account-deletion.ts';
import { protectedProcedure, router } from '../trpc.ts';

/** The signed-in account's privacy rights (its data download is GET MY_DATA_EXPORT_URL, a file). */
export const privacyRouter = router({
  /**
   * "Delete my account", confirmed with the password (400 when wrong, 429 past the limit): every session ends
   * and every personal value goes or is anonymised in one transaction; 409 for the last active admin.
   */
  deleteAccount: protectedProcedure.input(deleteOwnAccountSchema).mutation(async ({ ctx, input }) => {
    await deleteOwnAccount(ctx.em, ctx.user.id, input.currentPassword);
    return { deleted: true as const };
  }),
});
