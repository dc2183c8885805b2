import { useEffect, useRef, useState } from 'react';
import { CarouselButton } from '../shared/carousel-button.tsx';
import { CarouselDots } from '../shared/carousel-dots.tsx';
import { CAROUSEL_TRANSITION_LOCK_MS } from '../shared/carousel-timing.ts';
import { IconBadge } from '../shared/icon-badge.tsx';
import type { Benefit } from './benefits.ts';
import { EditableBlock } from '../../page-content/editable-block.tsx';
import { EditableText } from '../../page-content/editable-text.tsx';

/** Section 9: how many benefits one page of the carousel shows. */
const BENEFITS_PER_PAGE = 8;

/**
 * Benefits shown eight per page (section 4): previous and next wrap around, the dots jump to a page,
 * and any change is ignored for 300 ms after the one before while the new page fades in. Each tile
 * is keyed `{keyPrefix}.item.{id}`, its texts `.title` and `.text`.
 */
export function BenefitsCarousel({ keyPrefix, benefits }: { keyPrefix: string; benefits: readonly Benefit[] }) {
  const pageCount = Math.max(1, Math.ceil(benefits.length / BENEFITS_PER_PAGE));
  const [page, setPage] = useState(0);
  const locked = useRef(false);
  const unlockTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(unlockTimer.current), []);

  const goTo = (target: number) => {
    if (locked.current) return;
    const next = ((target % pageCount) + pageCount) % pageCount;
    if (next === page) return;
    locked.current = true;
    unlockTimer.current = window.setTimeout(() => {
      locked.current = false;
    }, CAROUSEL_TRANSITION_LOCK_MS);
    setPage(next);
  };

  const visible = benefits.slice(page * BENEFITS_PER_PAGE, (page + 1) * BENEFITS_PER_PAGE);

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Benefits">
      <div aria-live="polite">
        <div
          key={page}
          role="group"
          aria-roledescription="slide"
          aria-label={`Page ${page + 1} of ${pageCount}`}
          className="transition-[opacity,translate] duration-300 ease-out motion-reduce:transition-none starting:translate-x-3 starting:opacity-0"
        >
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {visible.map((benefit) => (
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
        </div>
      </div>
      <div className="mt-8 flex items-center justify-center gap-3">
        <CarouselButton direction="previous" label="Previous benefits" onClick={() => goTo(page - 1)} />
        <CarouselDots
          count={pageCount}
          current={page}
          labelFor={(position) => `Go to page ${position}`}
          onSelect={goTo}
        />
        <CarouselButton direction="next" label="Next benefits" onClick={() => goTo(page + 1)} />
      </div>
    </div>
  );
}
