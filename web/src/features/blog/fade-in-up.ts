import type { CSSProperties } from 'react';

/**
 * Props that make an element rise and fade in when it is first rendered, after `delaySeconds`
 * (the card and hero delays of docs/product.md §9). It uses CSS starting styles, so there are no keyframes to
 * keep; people who ask for reduced motion get the content at once. `fade: false` keeps the rise but
 * shows the element at full opacity from its first paint: for the page's largest element, which the
 * browser reports as painted (Largest Contentful Paint) only once an opacity transition has ended.
 */
export function fadeInUp(delaySeconds = 0, { fade = true }: { fade?: boolean } = {}): { className: string; style: CSSProperties } {
  return {
    className: fade
      ? 'transition-[opacity,translate] duration-700 ease-out starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none'
      : 'transition-[translate] duration-700 ease-out starting:translate-y-4 motion-reduce:transition-none',
    style: { transitionDelay: `${delaySeconds}s` },
  };
}
