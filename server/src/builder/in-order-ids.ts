/**
 * The largest set of `wanted` ids that are in `list` and already in the order `wanted` gives them (the longest
 * increasing run of their places in `list`): those siblings can stay put while the others move. O(n log n).
 */
export function inOrderIds(wanted: readonly string[], list: readonly string[]): Set<string> {
  const placeOf = new Map(list.map((id, index) => [id, index]));
  const present = wanted.filter((id) => placeOf.has(id));
  const places = present.map((id) => placeOf.get(id) as number);
  // ends[k]: which of `present` ends the run of length k + 1 with the smallest place; previous[i]: the one before i.
  const ends: number[] = [];
  const previous: number[] = [];
  places.forEach((place, i) => {
    let low = 0;
    let high = ends.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((places[ends[middle] as number] as number) < place) low = middle + 1;
      else high = middle;
    }
    previous[i] = low > 0 ? (ends[low - 1] as number) : -1;
    ends[low] = i;
  });
  const run = new Set<string>();
  for (let i = ends.at(-1) ?? -1; i >= 0; i = previous[i] as number) run.add(present[i] as string);
  return run;
}
