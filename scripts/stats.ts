// The figures the benchmark scripts report from their samples.

/** The sample at quantile `q` (0..1) of `values` (0.5: the median), or 0 when there is none. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * q))] ?? 0;
}

/** The median of `values`, or 0 when there is none. */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}
