import type { HTMLAttributes } from 'react';

/** A raised surface with a soft border, used for forms and dashboard panels. */
export function Card({ className = '', ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={`rounded-2xl border border-white/10 bg-night-800/90 p-6 transparency-reduced:bg-night-800 shadow-2xl shadow-black/30 backdrop-blur sm:p-8 ${className}`}
      {...props}
    />
  );
}
