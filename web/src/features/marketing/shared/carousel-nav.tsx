import type { MouseEvent } from 'react';
import { MarketingIcon } from '../../../components/ui/marketing-icon.tsx';

const ARROW =
  'inline-flex size-11 items-center justify-center rounded-full border border-white/15 bg-night-800 text-slate-200 transition-colors hover:border-white/30 hover:bg-night-700 hover:text-white';

/**
 * One slide's controls: a previous link, one dot link per slide and a next link, each a link to its
 * slide's id (previous and next wrap around), so they work without the script. The dots are named by
 * `dotLabel(n)` with n counted from 1 (e.g. 'Go to testimonial 2'); this slide's dot carries
 * aria-current="true". `linkTo` gives each link its click handler for when the app runs.
 */
export function CarouselNav({
  index,
  count,
  slideId,
  previousLabel,
  nextLabel,
  dotLabel,
  linkTo,
}: {
  /** This slide, counted from 0. */
  index: number;
  count: number;
  slideId: (index: number) => string;
  previousLabel: string;
  nextLabel: string;
  dotLabel: (position: number) => string;
  linkTo: (target: number, control: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const previous = (index - 1 + count) % count;
  const next = (index + 1) % count;
  return (
    <div className="flex items-center gap-3">
      <a href={`#${slideId(previous)}`} data-carousel-control="previous" onClick={linkTo(previous, 'previous')} className={ARROW}>
        <MarketingIcon name="chevron-left" className="size-5" />
        <span className="sr-only">{previousLabel}</span>
      </a>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {Array.from({ length: count }, (_, dot) => {
          const active = dot === index;
          return (
            <li key={dot}>
              <a
                href={`#${slideId(dot)}`}
                data-carousel-control={`dot-${dot}`}
                aria-current={active ? 'true' : undefined}
                onClick={linkTo(dot, `dot-${dot}`)}
                // The visible dot is small; the link around it keeps a 24 px target.
                className="group inline-flex size-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full transition-colors motion-reduce:transition-none ${
                    active ? 'w-6 bg-primary-soft' : 'w-2 bg-white/25 group-hover:bg-white/50'
                  }`}
                />
                <span className="sr-only">{dotLabel(dot + 1)}</span>
              </a>
            </li>
          );
        })}
      </ul>
      <a href={`#${slideId(next)}`} data-carousel-control="next" onClick={linkTo(next, 'next')} className={ARROW}>
        <MarketingIcon name="chevron-right" className="size-5" />
        <span className="sr-only">{nextLabel}</span>
      </a>
    </div>
  );
}
