import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many of a bar's `max` optional items go into its overflow menu so that the rest fit `zone` (a flex-1,
 * min-w-0, overflow-hidden part of the bar, whose width does not depend on what it holds): whenever the zone is
 * resized (the window, the people present, the save state beside it) or `content` (a key of what it shows) changes,
 * the count starts again from 0 and grows by one while the zone's content is wider than the zone, before the browser
 * paints.
 */
export function useOverflowCount(max: number, zone: RefObject<HTMLElement | null>, content: string): number {
  // `round` makes a resize render again even when the count is 0 already, so the check below runs.
  const [{ count, round }, setState] = useState({ count: 0, round: 0 });
  useLayoutEffect(() => {
    const node = zone.current;
    if (node !== null && count < max && node.scrollWidth > node.clientWidth + 1)
      setState((state) => ({ ...state, count: state.count + 1 }));
  }, [zone, count, max, round]);
  // What the zone holds changed width (a label, the page list): start again.
  const [seen, setSeen] = useState(content);
  if (seen !== content) {
    setSeen(content);
    setState((state) => ({ count: 0, round: state.round + 1 }));
  }
  useEffect(() => {
    const node = zone.current;
    if (node === null || typeof ResizeObserver === 'undefined') return;
    let width = node.clientWidth;
    const observer = new ResizeObserver(() => {
      if (node.clientWidth === width) return;
      width = node.clientWidth;
      setState((state) => ({ count: 0, round: state.round + 1 }));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [zone]);
  return count;
}
