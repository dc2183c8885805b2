import { initTRPC, TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/unstable-core-do-not-import';
import { ZodError } from 'zod';
import {
  fieldErrors,
  firstMessage,
  roleAtLeast,
  roleNeededMessage,
  type AppErrorDetails,
  type FieldErrors,
  type StaffRole,
} from '@app/contracts';
import { databaseTextProblem } from '../db/storable-text.ts';
import { AppError, type AppErrorStatus } from '../errors.ts';
import type { Context } from './context.ts';

const CODE_BY_STATUS: Record<AppErrorStatus, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  // tRPC has no code for gone: what expired is not found.
  410: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * What every error of a procedure carries in tRPC's `error.data`, typed for the client through `AppRouter`
 * (the web app reads it with web/src/lib/trpc-error.ts).
 */
export interface TrpcErrorData {
  code: TRPC_ERROR_CODE_KEY;
  httpStatus: number;
  path: string | undefined;
  /** A message per bad input field: the contract's checks, or a service's own. */
  fieldErrors?: FieldErrors;
  /** An AppError's details for the client to act on (a save's conflict). */
  details?: AppErrorDetails;
}

const t = initTRPC.context<Context>().create({
  // Never send stack traces, whatever NODE_ENV says.
  isDev: false,
  errorFormatter({ shape, error }) {
    // Backstop for the input guard: text PostgreSQL refused is the caller's input, a 400 rather than a 500.
    const textProblem = error.code === 'INTERNAL_SERVER_ERROR' ? databaseTextProblem(error.cause) : null;
    if (textProblem) {
      const data: TrpcErrorData = { code: 'BAD_REQUEST', httpStatus: 400, path: shape.data.path };
      return { ...shape, code: TRPC_ERROR_CODES_BY_KEY.BAD_REQUEST, message: textProblem, data };
    }
    const zod = error.cause instanceof ZodError ? error.cause : null;
    const app = error.cause instanceof AppError ? error.cause : null;
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    const data: TrpcErrorData = {
      code: shape.data.code,
      httpStatus: shape.data.httpStatus,
      path: shape.data.path,
      fieldErrors: zod ? fieldErrors(zod) : app && Object.keys(app.fields).length > 0 ? app.fields : undefined,
      // Only an AppError's own details go out (a save's conflict), never anything from an unexpected error.
      details: app?.details,
    };
    return {
      ...shape,
      message: zod ? firstMessage(zod) : internal ? 'Something went wrong on our side. Please try again in a moment.' : shape.message,
      data,
    };
  },
});

/** Turns an AppError thrown by a service into the tRPC error of the same meaning. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: CODE_BY_STATUS[cause.status], message: cause.message, cause });
  }
  return result;
});

/** Builds a router. */
export const router = t.router;
/** Builds server-side callers for tests. */
export const createCallerFactory = t.createCallerFactory;

/** Anyone may call it. */
export const publicProcedure = t.procedure.use(appErrors);

/** A signed-in user only; `ctx.user` is non-null inside. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/**
 * A staff role of rank `min` or higher (see `roleAtLeast`); a lower one gets a 403 naming what is needed
 * ('This action needs an editor or higher role.'). The minimum of every procedure is listed in
 * trpc/authorization.test.ts.
 */
export function roleProcedure(min: StaffRole) {
  return protectedProcedure.use(({ ctx, next }) => {
    if (!roleAtLeast(ctx.user.role, min)) throw new TRPCError({ code: 'FORBIDDEN', message: roleNeededMessage(min) });
    return next({ ctx });
  });
}

/** Any staff role (contributor up; the role is read from the database-backed session on every call). */
export const staffProcedure = roleProcedure('contributor');

/** An administrator or the owner: the team, the inbox, subscribers, the activity log. */
export const adminProcedure = roleProcedure('administrator');

/** The site's owner only. */
export const ownerProcedure = roleProcedure('owner');
