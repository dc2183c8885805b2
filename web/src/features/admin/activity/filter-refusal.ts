import { TRPCClientError } from '@trpc/client';

/**
 * The server's reason when it refused the log's filters (a 400, e.g. From after To), to show beside
 * the filter form; null for any other outcome (no error, a lost session, the network).
 */
export function filterRefusal(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
  if (status !== 400) return null;
  return error.message || 'These filters cannot be applied. Check the person, the kind and the dates.';
}
