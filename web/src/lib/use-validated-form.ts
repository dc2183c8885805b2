import { fieldErrors, type FieldErrors } from '@app/contracts';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { loadedFormSchemas, loadFormSchemas, prepareFormSchemas, type PublicFormSchemas } from './form-schema-loader.ts';

/**
 * Form state checked with a contract schema, picked from the public forms' schemas (loaded with the
 * first focus or submit, not with the page): `validate()` on submit resolves to the parsed data or null
 * (showing each field's message); after the first attempt, messages follow the person's edits.
 * `setErrors` lets a caller show the server's field messages, `reset` starts over, `field(key)` gives a
 * text field its props. Put `prepare` on the form's onFocus.
 */
export function useValidatedForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  pick: (schemas: PublicFormSchemas) => S,
  initial: z.input<S>,
  /** Messages to show from the start (a form the server refused when it was posted without script). */
  initialErrors: FieldErrors = {},
) {
  type Values = z.input<S>;
  const [values, setValues] = useState<Values>(initial);
  // The newest values, so several updates in a row (adopting early typing) each build on the last.
  const latest = useRef<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [attempted, setAttempted] = useState(false);

  const check = (schema: S, next: Values): { data: z.output<S> | null; errors: FieldErrors } => {
    const result = schema.safeParse(next);
    return result.success ? { data: result.data, errors: {} } : { data: null, errors: fieldErrors(result.error) };
  };

  const update = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...latest.current, [key]: value };
    latest.current = next;
    setValues(next);
    const schemas = loadedFormSchemas();
    if (attempted && schemas) setErrors(check(pick(schemas), next).errors);
  };

  const validate = async (): Promise<z.output<S> | null> => {
    setAttempted(true);
    const { data, errors: found } = check(pick(await loadFormSchemas()), latest.current);
    setErrors(found);
    return data;
  };

  /** Starts over with `next` and no messages (after a save, say). */
  const reset = (next: Values) => {
    latest.current = next;
    setValues(next);
    setErrors({});
    setAttempted(false);
  };

  /** The props of a text field for `key`: its name, value, message and change handler. */
  const field = <K extends keyof Values & string>(key: K) => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    onChange: (event: { target: { value: string } }) => update(key, event.target.value as Values[K]),
  });

  return { values, errors, setErrors, update, validate, reset, field, prepare: prepareFormSchemas };
}
