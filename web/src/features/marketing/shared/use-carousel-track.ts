import { useHydrated } from '../../../components/islands/use-hydrated.ts';
import { useEffect, useEffectEvent, useRef, type MouseEvent, type RefObject } from 'react';
import { isPlainClick } from '../../../lib/plain-click.ts';

/** What `useCarouselTrack` gives a carousel: its track, its slides' attributes and its controls' click handlers. */
export interface CarouselTrack {
  /** The scrolling strip holding the slides side by side, each one as wide as the strip. */
  trackRef: RefObject<HTMLDivElement | null>;
  /** The id of slide `index` (counted from 0): the target of the links that show it. */
  slideId: (index: number) => string;
  /**
   * The attributes of slide `index`: its id, focusable by script and by the links to it (tabIndex -1), and, once
   * the app runs, hidden from assistive technology and focus unless current.
   */
  slideAttributes: (index: number) => { id: string; tabIndex: -1; 'aria-hidden'?: true; inert?: boolean };
  /**
   * The click handler of a link to slide `target`; `control` names the link within its slide
   * ('next', 'previous', 'dot-2'), so focus can move to the same control on the slide it shows.
   */
  linkTo: (target: number, control: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
  /** What slide `index`'s CarouselNav needs from the track: its place, the slide count, ids and click handlers. */
  nav: (index: number) => { index: number; count: number; slideId: (index: number) => string; linkTo: CarouselTrack['linkTo'] };
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The shared mechanics of the marketing carousels. Every slide is in the page, side by side in a
 * track that scrolls sideways (CSS scroll-snap), and every control is a link to a slide's id, so
 * before and without the script a click scrolls the track to that slide (and each slide carries its
 * own previous, next and dot links, which always know their neighbours). Once the app runs, a click
 * calls `select(target)` instead (which may refuse it), the track follows `current`, the other slides
 * are hidden from assistive technology and focus, and focus moves to the same control on the new
 * slide. A slide reached before the app ran (by a link or the address's #id) is adopted through `adopt`; such a
 * link focuses the slide it shows (so keyboard focus stays in the carousel).
 */
export function useCarouselTrack({
  idPrefix,
  count,
  current,
  select,
  adopt,
}: {
  /** Unique on the page; slide n's id is `{idPrefix}-{n}`, counted from 1. */
  idPrefix: string;
  count: number;
  current: number;
  /** Asks to show slide `target` (already wrapped into range); false when the carousel refuses. */
  select: (target: number) => boolean;
  /** Shows slide `index` at once, without any checks: the slide the visitor reached before the app ran. */
  adopt: (index: number) => void;
}): CarouselTrack {
  // False on the server and while hydrating (so the page matches the server's), true once the app runs.
  const enhanced = useHydrated();
  const trackRef = useRef<HTMLDivElement>(null);
  const adopted = useRef(false);
  const pendingFocus = useRef<string | null>(null);

  const slideId = (index: number) => `${idPrefix}-${index + 1}`;

  /** Adopts the slide the visitor reached before the app ran, if it is not `current`; true when it did. */
  const adoptEarlySlide = useEffectEvent((track: HTMLDivElement): boolean => {
    // The address's #id names the slide a link showed; otherwise the track's scroll position tells.
    const fromHash = Array.from({ length: count }, (_, index) => index).find((index) => `#${slideId(index)}` === window.location.hash);
    const fromScroll = track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0;
    const early = Math.min(Math.max(fromHash ?? fromScroll, 0), count - 1);
    if (early === current) return false;
    adopt(early);
    return true;
  });

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    if (!adopted.current) {
      adopted.current = true;
      if (adoptEarlySlide(track)) return;
    }
    const slide = track.children[current];
    if (!(slide instanceof HTMLElement)) return;
    if (Math.abs(track.scrollLeft - slide.offsetLeft) >= 1) {
      track.scrollTo({ left: slide.offsetLeft, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    }
    const control = pendingFocus.current;
    pendingFocus.current = null;
    // preventScroll: focusing must not cut the track's smooth scroll short.
    if (control) slide.querySelector<HTMLElement>(`[data-carousel-control="${control}"]`)?.focus({ preventScroll: true });
  }, [current, count]);

  const linkTo: CarouselTrack['linkTo'] = (target, control) => (event) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const wrapped = ((target % count) + count) % count;
    // The slide shown already: nothing changes, so no focus may wait for a change (it would be moved
    // by the next one, an automatic rotation included).
    if (wrapped === current) return;
    const hadFocus = event.currentTarget === document.activeElement;
    if (select(wrapped) && hadFocus) pendingFocus.current = control;
  };

  return {
    trackRef,
    slideId,
    linkTo,
    nav: (index) => ({ index, count, slideId, linkTo }),
    slideAttributes: (index) => {
      const hidden = enhanced && index !== current;
      // tabIndex -1: a link followed before the script runs (or without it) focuses the slide it shows; a slide that
      // could not take focus would leave it on the page's body, and the next Tab would start from the top.
      return { id: slideId(index), tabIndex: -1, ...(hidden ? { 'aria-hidden': true, inert: true } : {}) };
    },
  };
}
