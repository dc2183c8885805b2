/** How long to wait before the next try after `attempt` failed ones in a row: 1 s, doubling, at most `maxMs`. */
export function retryDelayMs(attempt: number, maxMs: number): number {
  return Math.min(maxMs, 1000 * 2 ** attempt);
}
