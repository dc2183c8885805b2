import { router } from './trpc.ts';
import { userRouter } from './routers/user.router.ts';

/** The root tRPC router: one sub-router per domain noun. */
export const appRouter = router({
  user: userRouter,
});

/** The type the web client is generated from (imported with `import type` only). */
export type AppRouter = typeof appRouter;
