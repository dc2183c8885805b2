/** Refusals per limiter (bucket) of each ORM's app, for the metrics; an ORM is one database pool, as for the read cache. */
const refusals = new WeakMap<object, Map<string, number>>();

/** Counts one refused attempt of `bucket` for the app behind this entity manager. */
export function countRefusal(em: { config: object }, bucket: string): void {
  let counts = refusals.get(em.config);
  if (!counts) {
    counts = new Map();
    refusals.set(em.config, counts);
  }
  counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
}

/** The refusals counted so far for the app behind this ORM, by limiter bucket. */
export function refusalsOf(orm: { config: object }): ReadonlyMap<string, number> {
  return refusals.get(orm.config) ?? new Map();
}
