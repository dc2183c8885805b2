import type { z } from 'zod';
import { fieldErrors, firstMessage, type AppErrorDetails } from '@app/contracts';

/** HTTP statuses an expected failure may carry. */
export type AppErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429;

/** What an expected failure may carry besides its status and message; each part is optional. */
export interface AppErrorOptions {
  /** A message per bad input field (REST `errors`, tRPC `error.data.fieldErrors`). */
  fields?: Record<string, string>;
  /** Seconds a client should wait before retrying (429 only; REST answers send it as Retry-After). */
  retryAfterSeconds?: number;
  /** Structured details for the client to act on (tRPC `error.data.details`). */
  details?: AppErrorDetails;
}

/**
 * An expected failure with a message a person can act on. REST adapters answer it with its status;
 * tRPC maps it to the matching error code. Anything else is a 500 with a generic message.
 */
export class AppError extends Error {
  override name = 'AppError';
  /** A message per bad input field; empty when the failure is not about particular fields. */
  readonly fields: Record<string, string>;
  /** Seconds a client should wait before retrying (429 only). */
  readonly retryAfterSeconds: number | undefined;
  /** Details for the client, sent in tRPC's `error.data.details`. */
  readonly details: AppErrorDetails | undefined;

  constructor(
    readonly status: AppErrorStatus,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.fields = options.fields ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }
}

/** A failed contract check as a 400 that names each bad field. */
export function invalidInput(error: z.ZodError): AppError {
  return new AppError(400, firstMessage(error), { fields: fieldErrors(error) });
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

/**
 * A start the server refuses for a reason the operator must sort out (a conflicting setting, say): the
 * process prints its message, which says what to do, without a stack trace, and exits 1.
 */
export class StartupRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupRefusal';
  }
}
