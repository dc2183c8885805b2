import { MarketingIcon } from './marketing-icon.tsx';

/** A round previous/next control of a carousel; `label` is its accessible name (e.g. 'Next testimonial'). */
export function CarouselButton({
  direction,
  label,
  onClick,
}: {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border border-white/15 bg-night-800 text-slate-200 transition-colors hover:border-white/30 hover:bg-night-700 hover:text-white"
    >
      <MarketingIcon name={direction === 'previous' ? 'chevron-left' : 'chevron-right'} className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
