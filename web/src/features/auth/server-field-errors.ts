import type { FieldErrors } from '@app/contracts';
import { readTrpcError } from '../../lib/trpc-error.ts';

/**
 * The field messages of a refused tRPC call (`error.data.fieldErrors`: the contract's checks, or a
 * service's own, such as a wrong current password), with keys renamed by `rename` where a form names a
 * field differently from the procedure's input. Empty for any other error.
 */
export function serverFieldErrors(error: unknown, rename: Record<string, string> = {}): FieldErrors {
  const fields = readTrpcError(error)?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fields).map(([key, message]) => [rename[key] ?? key, message]));
}
