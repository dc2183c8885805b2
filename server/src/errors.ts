import type { z } from 'zod';
import { fieldErrors, firstMessage, type BlogSaveConflict, type BuilderConflict, type PageSaveConflict } from '@app/contracts';

/** HTTP statuses an expected failure may carry. */
export type AppErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** Structured details an expected failure may carry to the client beside its message (tRPC `error.data`). */
export interface AppErrorData {
  /** A 409 of `page.save`: the page's current version and the keys both admins changed. */
  conflicts?: PageSaveConflict;
  /** A 409 of `builderPage.submit`: the engine's code, the page's current version and what collided. */
  builderConflict?: BuilderConflict;
  /** A stale blog-post save (409): the revision now stored. */
  blogConflict?: BlogSaveConflict;
}

/**
 * An expected failure with a message a person can act on. REST adapters answer it with its status;
 * tRPC maps it to the matching error code. Anything else is a 500 with a generic message.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: AppErrorStatus,
    message: string,
    readonly fields: Record<string, string> = {},
    /** Seconds a client should wait before retrying (429 only). */
    readonly retryAfterSeconds?: number,
    /** Details for the client, sent in tRPC's `error.data`. */
    readonly data: AppErrorData = {},
  ) {
    super(message);
  }
}

/** A failed contract check as a 400 that names each bad field. */
export function invalidInput(error: z.ZodError): AppError {
  return new AppError(400, firstMessage(error), fieldErrors(error));
}

/** Parses input with a contract schema; a failure becomes a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // No body at all reads as an empty object, so the answer names each missing field.
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) {
    throw invalidInput(parsed.error);
  }
  return parsed.data;
}
