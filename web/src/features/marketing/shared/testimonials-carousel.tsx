import { useEffect, useState, type FocusEvent } from 'react';
import { EditableButton } from '../../page-content/editable-button.tsx';
import { EditableImage } from '../../page-content/editable-image.tsx';
import { EditableText } from '../../page-content/editable-text.tsx';
import { CarouselButton } from './carousel-button.tsx';
import { CarouselDots } from './carousel-dots.tsx';
import { TESTIMONIAL_ROTATION_MS } from './carousel-timing.ts';
import { MarketingIcon } from './marketing-icon.tsx';
import type { Testimonial } from './testimonials.ts';

/**
 * A carousel of customer quotes (section 4): it advances every 5 s and wraps, with previous/next
 * buttons, one dot per quote and a pause/play control. Rotation also holds while the pointer is over
 * it or focus is inside it, and the slide region is announced politely only when not rotating.
 * Each quote's texts and photo are keyed `{keyPrefix}.item.{id}.…`.
 */
export function TestimonialsCarousel({
  keyPrefix,
  testimonials,
  label,
}: {
  keyPrefix: string;
  testimonials: readonly Testimonial[];
  label: string;
}) {
  const count = testimonials.length;
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !stopped && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    // A fresh timer per slide, so a manual change also gives the new quote its full 5 s.
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), TESTIMONIAL_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    // The rotation button itself must not hold rotation, or "Start" would appear to do nothing.
    setFocused(!(event.target as HTMLElement).dataset.rotationControl);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      className="mx-auto max-w-4xl"
    >
      <div aria-live={rotating ? 'off' : 'polite'} className="grid">
        {testimonials.map((testimonial, position) => {
          const active = position === index;
          const itemKey = `${keyPrefix}.item.${testimonial.id}`;
          return (
            <div
              key={testimonial.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              // Every slide shares one grid cell, so the tallest quote sets the height and nothing jumps.
              className={`relative col-start-1 row-start-1 flex flex-col rounded-3xl border border-white/10 bg-night-800/80 p-8 shadow-xl shadow-black/20 transition-[opacity,visibility,translate] duration-500 motion-reduce:transition-none sm:p-12 ${
                active ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-2 opacity-0'
              }`}
            >
              <figure className="flex flex-1 flex-col">
              <MarketingIcon name="quote" className="size-10 text-primary-soft/70" />
              <blockquote className="mt-6 flex-1 text-lg leading-8 text-pretty text-slate-100 sm:text-xl sm:leading-9">
                <EditableText as="p" editKey={`${itemKey}.quote`} before="“" after="”">
                  {testimonial.quote}
                </EditableText>
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-4">
                <EditableImage
                  editKey={`${itemKey}.image`}
                  src={testimonial.image}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                  className="size-14 rounded-full ring-2 ring-white/10"
                />
                <span>
                  <EditableText as="span" editKey={`${itemKey}.name`} className="block font-semibold text-white">
                    {testimonial.name}
                  </EditableText>
                  <EditableText as="span" editKey={`${itemKey}.role`} className="block text-sm text-slate-400">
                    {testimonial.title}
                  </EditableText>
                </span>
              </figcaption>
              </figure>
            </div>
          );
        })}
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-center gap-4 sm:justify-between">
        <EditableButton
          // The label changes with the state, so each state has its own key.
          editKey={`${keyPrefix}.${stopped ? 'play' : 'pause'}`}
          data-rotation-control="true"
          onClick={() => setStopped((value) => !value)}
          className="inline-flex h-11 items-center gap-2 rounded-full border border-white/15 px-4 text-sm font-medium text-slate-300 transition-colors hover:border-white/30 hover:text-white"
          before={<MarketingIcon name={stopped ? 'play' : 'pause'} className="size-4" />}
        >
          {stopped ? 'Play testimonials' : 'Pause testimonials'}
        </EditableButton>
        <div className="flex items-center gap-3">
          <CarouselButton direction="previous" label="Previous testimonial" onClick={() => go(index - 1)} />
          <CarouselDots
            count={count}
            current={index}
            labelFor={(position) => `Go to testimonial ${position}`}
            onSelect={go}
          />
          <CarouselButton direction="next" label="Next testimonial" onClick={() => go(index + 1)} />
        </div>
      </div>
    </div>
  );
}
