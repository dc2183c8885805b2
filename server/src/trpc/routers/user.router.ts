import { z } from 'zod';
import { User } from '../../entities/user.entity.ts';
import { toPublicUser } from '../../auth/public-user.ts';
import { adminProcedure, publicProcedure, router } from '../trpc.ts';

/** Accounts: the caller's own, and the list admins manage. */
export const userRouter = router({
  /** The signed-in user, or null. */
  me: publicProcedure.query(({ ctx }) => ctx.user),

  /** Every account, newest first (admins only). */
  list: adminProcedure.input(z.object({ limit: z.number().int().min(1).max(200).default(50) }).optional()).query(async ({ ctx, input }) => {
    const users = await ctx.em.find(User, {}, { orderBy: { id: 'desc' }, limit: input?.limit ?? 50 });
    return users.map(toPublicUser);
  }),
});
