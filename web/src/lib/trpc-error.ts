import type { AppErrorDetails, FieldErrors } from '@app/contracts';
import type { AppRouter } from '@app/server/router';
import { isTRPCClientError } from '@trpc/client';

/** What a failed tRPC call says, read from its error (the server's error formatter types `error.data`). */
export interface TrpcErrorReading {
  /** The answer's HTTP status; undefined when no answer came (the network failed). */
  status: number | undefined;
  /** The error's message, for a person to read. */
  message: string;
  /** A message per bad input field (text only); empty when the server named none. */
  fieldErrors: FieldErrors;
  /** What the server sent to act on (a save's conflict), if anything. */
  details: AppErrorDetails | undefined;
}

/** The status, message, field messages and details of a tRPC client error; null for anything else. */
export function readTrpcError(error: unknown): TrpcErrorReading | null {
  if (!isTRPCClientError<AppRouter>(error)) return null;
  const data = error.data;
  // The answer comes over the network: keep only the field messages that are text.
  const fieldErrors = Object.fromEntries(Object.entries(data?.fieldErrors ?? {}).filter(([, message]) => typeof message === 'string'));
  return { status: data?.httpStatus, message: error.message, fieldErrors, details: data?.details };
}

/** Whether `details` are of `kind`. */
function isKind<K extends AppErrorDetails['kind']>(
  details: AppErrorDetails | undefined,
  kind: K,
): details is Extract<AppErrorDetails, { kind: K }> {
  return details?.kind === kind;
}

/** The details of a failed tRPC call when they are of `kind` (a page save's conflict, say), else undefined. */
export function trpcErrorDetails<K extends AppErrorDetails['kind']>(
  error: unknown,
  kind: K,
): Extract<AppErrorDetails, { kind: K }> | undefined {
  const details = readTrpcError(error)?.details;
  return isKind(details, kind) ? details : undefined;
}
