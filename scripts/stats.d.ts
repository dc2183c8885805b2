/** The sample at quantile `q` (0..1) of `values` (0.5: the median), or 0 when there is none. */
export declare function quantile(values: readonly number[], q: number): number;
/** The median of `values`, or 0 when there is none. */
export declare function median(values: readonly number[]): number;
