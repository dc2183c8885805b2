import type { z } from './zod.ts';

/** Field name to the first message for it; `_form` holds messages not tied to a field. */
export type FieldErrors = Record<string, string>;

type Issue = z.ZodError['issues'][number];

/** An issue's message; a bad record key carries the key schema's own message inside, which says more than 'Invalid key in record'. */
function issueMessage(issue: Issue): string {
  if (issue.code === 'invalid_key' || issue.code === 'invalid_element') return issue.issues[0]?.message ?? issue.message;
  return issue.message;
}

/** Turns a zod error into one readable message per field, first issue wins. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_form';
    if (!(key in out)) out[key] = issueMessage(issue);
  }
  return out;
}

/** The first message of a zod error, for a one-line answer such as a 400 body's `message`. */
export function firstMessage(error: z.ZodError): string {
  const first = error.issues[0];
  return first ? issueMessage(first) : 'The request is not valid.';
}
