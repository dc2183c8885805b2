import { fieldErrors, type FieldErrors } from '@app/contracts';
import { useState } from 'react';
import type { z } from 'zod';

/**
 * Form state checked with a contract schema: `validate()` on submit returns the parsed data or null
 * (showing each field's message); after the first attempt, messages follow the person's edits.
 * `setErrors` lets a caller show the server's field messages.
 */
export function useValidatedForm<S extends z.ZodType<unknown, Record<string, unknown>>>(schema: S, initial: z.input<S>) {
  type Values = z.input<S>;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);

  const check = (next: Values): { data: z.output<S> | null; errors: FieldErrors } => {
    const result = schema.safeParse(next);
    return result.success ? { data: result.data, errors: {} } : { data: null, errors: fieldErrors(result.error) };
  };

  const update = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (attempted) setErrors(check(next).errors);
  };

  const validate = (): z.output<S> | null => {
    setAttempted(true);
    const { data, errors: found } = check(values);
    setErrors(found);
    return data;
  };

  return { values, errors, setErrors, update, validate };
}
