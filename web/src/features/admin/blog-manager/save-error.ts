import { NO_ANSWER_MESSAGE } from '../../../lib/server-fetch.ts';
import { readTrpcError, trpcErrorDetails } from '../../../lib/trpc-error.ts';

/**
 * The revision now stored when a save was refused because it started from an older one (409 with details of
 * kind 'blogConflict' in the error's data), else null. A duplicate slug is also a 409, but carries none.
 */
export function staleRevisionOf(error: unknown): number | null {
  if (readTrpcError(error)?.status !== 409) return null;
  return trpcErrorDetails(error, 'blogConflict')?.currentRevision ?? null;
}

/** Whether a call was refused because the post is gone (404: deleted in another tab or by another person). */
export function postGone(error: unknown): boolean {
  return readTrpcError(error)?.status === 404;
}

/**
 * Whether a call failed for want of an answer the server gave (the network dropped, or something between answered
 * in its place), as opposed to a refusal: the same call may well succeed a moment later.
 */
export function gotNoAnswer(error: unknown): boolean {
  const reading = readTrpcError(error);
  return reading !== null && (reading.status === undefined || reading.status >= 502);
}

/** Whether a call was refused because the session has ended (signed out elsewhere, or too old): 401. */
export function sessionEnded(error: unknown): boolean {
  return readTrpcError(error)?.status === 401;
}

/** What the editor says when a save was refused because the session ended: the way back, and that nothing is lost. */
export const SESSION_ENDED_SAVE_MESSAGE =
  'You are signed out. Sign in again in another tab (this one keeps what you wrote), then come back: it saves by itself.';

/** A message a person can act on for a failed call. */
export function messageOf(error: unknown): string {
  if (gotNoAnswer(error)) return NO_ANSWER_MESSAGE;
  return error instanceof Error && error.message ? error.message : 'Please try again.';
}
