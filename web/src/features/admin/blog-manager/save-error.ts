import { TRPCClientError } from '@trpc/client';

/**
 * The revision now stored when a save was refused because it started from an older one (409 with
 * `blogConflict.currentRevision` in the error's data), else null. A duplicate slug is also a 409, but
 * carries none.
 */
export function staleRevisionOf(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as { httpStatus?: number; blogConflict?: { currentRevision?: unknown } } | undefined;
  if (data?.httpStatus !== 409) return null;
  const revision = data.blogConflict?.currentRevision;
  return typeof revision === 'number' ? revision : null;
}

/** A message a person can act on for a failed call. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Please try again.';
}
