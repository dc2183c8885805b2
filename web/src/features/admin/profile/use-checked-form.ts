import { fieldErrors, type FieldErrors } from '@app/contracts';
import { useState } from 'react';
import type { z } from 'zod';

/**
 * An admin form's values checked with a contract schema: `check()` on submit answers the parsed data or
 * null (showing each field's message); after the first attempt, messages follow the person's edits.
 * `setErrors` shows the server's field messages; `reset` starts over with new values.
 */
export function useCheckedForm<S extends z.ZodType<unknown, Record<string, string>>>(schema: S, initial: z.input<S>) {
  type Values = z.input<S>;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);

  const messagesFor = (next: Values): FieldErrors => {
    const result = schema.safeParse(next);
    return result.success ? {} : fieldErrors(result.error);
  };

  const update = (key: keyof Values & string, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (attempted) setErrors(messagesFor(next));
  };

  const check = (): z.output<S> | null => {
    setAttempted(true);
    const result = schema.safeParse(values);
    setErrors(result.success ? {} : fieldErrors(result.error));
    return result.success ? result.data : null;
  };

  const reset = (next: Values) => {
    setValues(next);
    setErrors({});
    setAttempted(false);
  };

  /** The props of the TextField for `key`: its value, message and change handler. */
  const field = (key: keyof Values & string) => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    onChange: (event: { target: { value: string } }) => update(key, event.target.value),
  });

  return { values, errors, setErrors, check, reset, field };
}
