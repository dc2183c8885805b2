import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField } from './form-field.tsx';

/**
 * A labelled input with its hint and error message tied to it by aria-describedby. It takes typing from
 * the first paint: a form adopts what was typed before the app started (`useAdoptTypedValues`), and a
 * public form sent before then is posted by the browser and answered by the server.
 */
export function TextField({
  label,
  error,
  hint,
  className,
  id,
  action,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** A button beside the input (a search form's submit button). */
  action?: ReactNode;
}) {
  return (
    <FormField label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => {
        const field = (
          <input
            {...control}
            className={`h-11 rounded-lg border border-white/10 bg-night-800 px-3 text-sm text-white placeholder:text-slate-500 focus:border-primary-soft focus:outline-none aria-invalid:border-red-400 ${action ? 'min-w-0 flex-1' : ''}`}
            {...input}
            readOnly={input.readOnly}
          />
        );
        return action ? (
          <div className="flex gap-2">
            {field}
            {action}
          </div>
        ) : (
          field
        );
      }}
    </FormField>
  );
}
