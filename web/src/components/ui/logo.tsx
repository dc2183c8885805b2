import { PRODUCT_NAME } from '@app/contracts';

/**
 * The brand lock-up: a map-pin mark and the product's name; wrap it in a link where it navigates.
 * `compact` draws the smaller mark; `markClassName` adds classes to the mark (the header shrinks it with CSS).
 */
export function Logo({
  className = '',
  compact = false,
  markClassName = '',
}: {
  className?: string;
  compact?: boolean;
  markClassName?: string;
}) {
  return (
    <span className={`inline-flex items-center gap-2.5 font-semibold tracking-tight text-white ${className}`}>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 32 32"
        className={`shrink-0 ${compact ? 'size-7' : 'size-8'} ${markClassName}`}
      >
        <rect width="32" height="32" rx="9" className="fill-primary" />
        <rect x="1" y="1" width="30" height="15" rx="8" fill="#fff" fillOpacity="0.08" />
        <path
          d="M16 6.5c-3.9 0-6.8 2.9-6.8 6.7 0 4.9 6.8 12.3 6.8 12.3s6.8-7.4 6.8-12.3c0-3.8-2.9-6.7-6.8-6.7zm0 9.6a2.9 2.9 0 1 1 0-5.8 2.9 2.9 0 0 1 0 5.8z"
          fill="#fff"
        />
      </svg>
      <span className="text-lg">{PRODUCT_NAME}</span>
    </span>
  );
}
