import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FormField } from './form-field.tsx';

/** A labelled multi-line input with its hint and error message tied to it by aria-describedby. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  id,
  rows = 6,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string; hint?: ReactNode }) {
  return (
    <FormField label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className="min-h-32 resize-y rounded-lg border border-white/10 bg-night-800 px-3 py-2.5 text-sm leading-6 text-white placeholder:text-slate-500 focus:border-primary-soft focus:outline-none aria-invalid:border-red-400"
          {...textarea}
          readOnly={textarea.readOnly}
        />
      )}
    </FormField>
  );
}
