import { useEffect, useRef, useState } from 'react';
import { CarouselNav } from '../shared/carousel-nav.tsx';
import { CAROUSEL_TRANSITION_LOCK_MS } from '../shared/carousel-timing.ts';
import { IconBadge } from '../shared/icon-badge.tsx';
import { useCarouselTrack } from '../shared/use-carousel-track.ts';
import { BENEFITS, type Benefit } from './benefits.ts';
import { EditableBlock } from '../../page-content/editable-block.tsx';
import { EditableText } from '../../page-content/editable-text.tsx';

/** How many benefits one page of the carousel shows (docs/product.md §9). */
const BENEFITS_PER_PAGE = 8;

/**
 * Benefits shown eight per page (docs/product.md §4): previous and next wrap around, the dots jump to a page,
 * and once the app runs any change is ignored for 300 ms after the one before while the track
 * scrolls. Every page is in the HTML and every control is a link to its page (see
 * `useCarouselTrack`), so all of them can be reached without the script. `benefits` defaults to the
 * site's own. Each tile is keyed `{keyPrefix}.item.{id}`, its texts `.title` and `.text`.
 */
export function BenefitsCarousel({ keyPrefix, benefits = BENEFITS }: { keyPrefix: string; benefits?: readonly Benefit[] }) {
  const pageCount = Math.max(1, Math.ceil(benefits.length / BENEFITS_PER_PAGE));
  const [page, setPage] = useState(0);
  const locked = useRef(false);
  const unlockTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(unlockTimer.current), []);

  const select = (next: number) => {
    if (locked.current) return false;
    locked.current = true;
    unlockTimer.current = window.setTimeout(() => {
      locked.current = false;
    }, CAROUSEL_TRANSITION_LOCK_MS);
    setPage(next);
    return true;
  };

  const track = useCarouselTrack({
    idPrefix: `${keyPrefix.replaceAll('.', '-')}-page`,
    count: pageCount,
    current: page,
    select,
    adopt: setPage,
  });

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Benefits">
      {/* Pages side by side; the outer margin gives focus rings room inside the clipped strip. */}
      <div
        ref={track.trackRef}
        aria-live="polite"
        className="relative -m-2 flex snap-x snap-mandatory overflow-x-hidden motion-safe:scroll-smooth"
      >
        {Array.from({ length: pageCount }, (_, index) => (
          <div
            key={index}
            {...track.slideAttributes(index)}
            role="group"
            aria-roledescription="slide"
            aria-label={`Page ${index + 1} of ${pageCount}`}
            className="w-full shrink-0 snap-start snap-always scroll-mt-24 p-2"
          >
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {benefits.slice(index * BENEFITS_PER_PAGE, (index + 1) * BENEFITS_PER_PAGE).map((benefit) => (
                <EditableBlock
                  as="li"
                  key={benefit.id}
                  editKey={`${keyPrefix}.item.${benefit.id}`}
                  className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-night-800/80 p-6"
                >
                  <IconBadge name={benefit.icon} />
                  <div>
                    <EditableText as="h3" editKey={`${keyPrefix}.item.${benefit.id}.title`} className="font-semibold text-white">
                      {benefit.title}
                    </EditableText>
                    <EditableText as="p" editKey={`${keyPrefix}.item.${benefit.id}.text`} className="mt-1 text-sm leading-6 text-slate-400">
                      {benefit.text}
                    </EditableText>
                  </div>
                </EditableBlock>
              ))}
            </ul>
            <div className="mt-8 flex justify-center">
              <CarouselNav
                {...track.nav(index)}
                previousLabel="Previous benefits"
                nextLabel="Next benefits"
                dotLabel={(position) => `Go to page ${position}`}
              />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
