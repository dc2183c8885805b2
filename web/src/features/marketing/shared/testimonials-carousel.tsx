import { useEffect, useState, type FocusEvent } from 'react';
import { useHydrated } from '../../../components/islands/use-hydrated.ts';
import { EditableButton } from '../../page-content/editable-button.tsx';
import { EditableImage } from '../../page-content/editable-image.tsx';
import { EditableText } from '../../page-content/editable-text.tsx';
import { CarouselNav } from './carousel-nav.tsx';
import { TESTIMONIAL_ROTATION_MS } from './carousel-timing.ts';
import { MarketingIcon } from '../../../components/ui/marketing-icon.tsx';
import { illustrationImage } from './illustrations.ts';
import { TESTIMONIALS, type Testimonial } from './testimonials.ts';
import { useCarouselTrack } from './use-carousel-track.ts';

/**
 * A carousel of customer quotes (docs/product.md §4): once the app runs it advances every 5 s and wraps, with
 * a pause/play control; rotation also holds while the pointer is over it or focus is inside it, and
 * the slides are announced politely only when not rotating. Every quote is in the HTML, side by side
 * in one track (so the tallest sets the height and nothing jumps), with previous, next and dot links
 * that work without the script (see `useCarouselTrack`). Each quote's texts and photo are keyed
 * `{keyPrefix}.item.{id}.…`.
 */
export function TestimonialsCarousel({
  keyPrefix,
  testimonials = TESTIMONIALS,
  label,
}: {
  keyPrefix: string;
  /** The quotes; the site's own by default. */
  testimonials?: readonly Testimonial[];
  label: string;
}) {
  const count = testimonials.length;
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Rotation and its pause control need the script: until it runs the control is not shown.
  const hydrated = useHydrated();
  const rotating = hydrated && !stopped && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    // A fresh timer per slide, so a manual change also gives the new quote its full 5 s.
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), TESTIMONIAL_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const track = useCarouselTrack({
    idPrefix: keyPrefix.replaceAll('.', '-'),
    count,
    current: index,
    select: (next) => {
      setIndex(next);
      return true;
    },
    adopt: setIndex,
  });

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    // The rotation button itself must not hold rotation, or "Start" would appear to do nothing.
    setFocused(!(event.target as HTMLElement).dataset.rotationControl);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
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
      className="relative mx-auto max-w-4xl"
    >
      {/* Quotes side by side; the outer margin gives the cards' shadows and focus rings room inside the clipped strip. */}
      <div
        ref={track.trackRef}
        aria-live={rotating ? 'off' : 'polite'}
        className="relative -m-4 flex snap-x sm:-m-6 snap-mandatory overflow-x-hidden motion-safe:scroll-smooth"
      >
        {testimonials.map((testimonial, position) => {
          const itemKey = `${keyPrefix}.item.${testimonial.id}`;
          return (
            <div
              key={testimonial.id}
              {...track.slideAttributes(position)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              className="flex w-full shrink-0 snap-start snap-always scroll-mt-24 flex-col p-4 sm:p-6"
            >
              <figure className="flex flex-1 flex-col rounded-3xl border border-white/10 bg-night-800/80 p-8 shadow-xl shadow-black/20 sm:p-12">
                <MarketingIcon name="quote" className="size-10 text-primary-soft/70" />
                <blockquote className="mt-6 flex-1 text-lg leading-8 text-pretty text-slate-100 sm:text-xl sm:leading-9">
                  <EditableText as="p" editKey={`${itemKey}.quote`} before="“" after="”">
                    {testimonial.quote}
                  </EditableText>
                </blockquote>
                <figcaption className="mt-8 flex items-center gap-4">
                  <EditableImage
                    editKey={`${itemKey}.image`}
                    {...illustrationImage(testimonial.image)}
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
              <div className="mt-6 flex justify-center sm:justify-end">
                <CarouselNav
                  {...track.nav(position)}
                  previousLabel="Previous testimonial"
                  nextLabel="Next testimonial"
                  dotLabel={(n) => `Go to testimonial ${n}`}
                />
              </div>
            </div>
          );
        })}
      </div>

      {/* Beside the slide's controls on wider screens, under them on narrow ones; its space is kept
          while it is invisible (before the script runs), so nothing moves when it appears. */}
      <div className={`mt-4 flex justify-center sm:absolute sm:bottom-0 sm:left-0 sm:mt-0 ${hydrated ? '' : 'invisible'}`}>
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
      </div>
    </div>
  );
}
