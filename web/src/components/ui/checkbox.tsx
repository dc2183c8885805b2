import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A native checkbox with its visible label; the label may hold links, which stay clickable. */
export function Checkbox({
  label,
  className = '',
  id,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={`flex items-start gap-2.5 ${className}`}>
      <input
        id={inputId}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-white/20 accent-primary"
        {...input}
        disabled={input.disabled}
      />
      <label htmlFor={inputId} className="cursor-pointer text-sm leading-5 text-slate-300 select-none">
        {label}
      </label>
    </div>
  );
}
