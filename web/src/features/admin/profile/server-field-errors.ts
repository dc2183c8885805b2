import type { FieldErrors } from '@app/contracts';
import { TRPCClientError } from '@trpc/client';

/**
 * The field messages of a refused tRPC call (`error.data.fieldErrors`: the contract's checks, or a
 * service's own, such as a wrong current password), with keys renamed by `rename` where a form names a
 * field differently from the procedure's input. Empty for any other error.
 */
export function serverFieldErrors(error: unknown, rename: Record<string, string> = {}): FieldErrors {
  if (!(error instanceof TRPCClientError)) return {};
  const fields = (error.data as { fieldErrors?: unknown } | undefined)?.fieldErrors;
  if (!fields || typeof fields !== 'object') return {};
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    if (typeof message === 'string') out[rename[key] ?? key] = message;
  }
  return out;
}
