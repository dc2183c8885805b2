import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A labelled input with its error message tied to it by aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  className = '',
  id,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string; hint?: ReactNode }) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="h-11 rounded-lg border border-white/10 bg-night-800 px-3 text-sm text-white placeholder:text-slate-500 focus:border-primary-soft focus:outline-none aria-invalid:border-red-400"
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
