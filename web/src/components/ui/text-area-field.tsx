import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';

/** A labelled multi-line input with its error message tied to it by aria-describedby, like TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  className = '',
  id,
  rows = 6,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string; hint?: ReactNode }) {
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
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="min-h-32 resize-y rounded-lg border border-white/10 bg-night-800 px-3 py-2.5 text-sm leading-6 text-white placeholder:text-slate-500 focus:border-primary-soft focus:outline-none aria-invalid:border-red-400"
        {...textarea}
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
