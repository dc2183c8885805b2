import type { z } from './zod.ts';

/** Field name to the first message for it; `_form` holds messages not tied to a field. */
export type FieldErrors = Record<string, string>;

/** Turns a zod error into one readable message per field, first issue wins. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_form';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The first message of a zod error, for a one-line answer such as a 400 body's `message`. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The request is not valid.';
}
