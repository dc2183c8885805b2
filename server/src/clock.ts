/**
 * The server's notion of the current time. Time-dependent reads (a scheduled post going public) call
 * `now()` instead of `new Date()`, so tests can move time without timers or restarts.
 */
let source: () => Date = () => new Date();

/** The current time. */
export function now(): Date {
  return source();
}

/** Replaces the time source (tests); `setClock()` with no argument goes back to the real clock. */
export function setClock(next?: () => Date): void {
  source = next ?? (() => new Date());
}
