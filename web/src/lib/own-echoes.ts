import { useRef } from 'react';

/** How many sent values are kept at most (a burst of typing the page has not rendered yet is far fewer). */
const KEPT = 500;

/**
 * A controlled field's own values on their way back to it. The field sends each value up (`sent`); the page renders
 * it back into the field's `value` a moment later, by when the field may have moved on. `isEcho` tells such a value
 * (the field's own output, perhaps already behind it) from a value set elsewhere (another post, a restore, Clear).
 */
export interface OwnEchoes<T> {
  /** Notes a value the field sent up. */
  sent(value: T): void;
  /**
   * Whether `value` is one the field sent and has not seen back yet; it and everything sent before it are then
   * forgotten (the page shows values in the order they were sent). Any other value comes from elsewhere: none sent
   * before it can come back any more, so all are forgotten.
   */
  isEcho(value: T): boolean;
}

/** The bookkeeping of `OwnEchoes`, outside React. */
export function createOwnEchoes<T>(): OwnEchoes<T> {
  const pending: T[] = [];
  return {
    sent(value) {
      pending.push(value);
      if (pending.length > KEPT) pending.splice(0, pending.length - KEPT);
    },
    isEcho(value) {
      const index = pending.indexOf(value);
      pending.splice(0, index + 1 || pending.length);
      return index >= 0;
    },
  };
}

/**
 * `OwnEchoes` for a component: a field that takes in its `value` whenever it changes, and writes it into itself while
 * it is being typed into, loses the keys typed between sending a value and seeing it back. It takes in only values
 * that are not its own echoes.
 */
export function useOwnEchoes<T>(): OwnEchoes<T> {
  const echoes = useRef<OwnEchoes<T> | null>(null);
  echoes.current ??= createOwnEchoes<T>();
  return echoes.current;
}
