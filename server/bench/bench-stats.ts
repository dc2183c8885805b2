// The figures the server's benchmarks report from their samples.

/** The middle value of `values` (the mean of the two middle ones for an even count), or 0 when there is none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The sample at quantile `q` (0..1) of `values` (the nearest rank at or below), or 0 when there is none. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * q))] ?? 0;
}

/** How long `run` takes (ms). */
export async function timeOf(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** `runs` timings of `run` after one warm-up call: the median and the 10th-90th percentile spread, as text. */
export async function timedMedian(run: () => Promise<unknown>, runs: number): Promise<string> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push(await timeOf(run));
  return `${median(times).toFixed(1)} ms (p10-p90 ${quantile(times, 0.1).toFixed(1)}-${quantile(times, 0.9).toFixed(1)})`;
}
