import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FormField } from './form-field.tsx';

/** A labelled native select with its hint and error message tied to it by aria-describedby. */
export function SelectField({
  label,
  error,
  hint,
  className,
  id,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; error?: string; hint?: ReactNode }) {
  return (
    <FormField label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select
          {...control}
          className="h-10 rounded-lg border border-white/10 bg-night-800 px-3 text-sm text-white focus:border-primary-soft focus:outline-none aria-invalid:border-red-400"
          {...select}
          disabled={select.disabled}
        >
          {children}
        </select>
      )}
    </FormField>
  );
}
