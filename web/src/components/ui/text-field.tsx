import { useHydrated } from '@tanstack/react-router';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField } from './form-field.tsx';

/**
 * A labelled input with its hint and error message tied to it by aria-describedby. It is read-only
 * until the app has hydrated a server-rendered page, so nothing is typed where the app cannot see it.
 */
export function TextField({
  label,
  error,
  hint,
  className,
  id,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string; hint?: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <FormField label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <input
          {...control}
          className="h-11 rounded-lg border border-white/10 bg-night-800 px-3 text-sm text-white placeholder:text-slate-500 focus:border-primary-soft focus:outline-none aria-invalid:border-red-400"
          {...input}
          readOnly={input.readOnly || !hydrated}
        />
      )}
    </FormField>
  );
}
