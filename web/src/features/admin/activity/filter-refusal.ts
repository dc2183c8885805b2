import { readTrpcError } from '../../../lib/trpc-error.ts';

/**
 * The server's reason when it refused the log's filters (a 400, e.g. From after To), to show beside
 * the filter form; null for any other outcome (no error, a lost session, the network).
 */
export function filterRefusal(error: unknown): string | null {
  const refused = readTrpcError(error);
  if (refused?.status !== 400) return null;
  return refused.message || 'These filters cannot be applied. Check the person, the kind and the dates.';
}
