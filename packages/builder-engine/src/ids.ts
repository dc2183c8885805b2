/** The element id format of docs/product.md §3: 'element-' + a millisecond timestamp + '-' + a number 0-999. */
export const ELEMENT_ID_PATTERN = /^element-(\d+)-(\d{1,3})$/;

/** Where ids come from: a clock in milliseconds and a random source in [0, 1). Inject both for deterministic ids. */
export interface IdSource {
  readonly now: () => number;
  readonly random: () => number;
}

/** Makes element ids; `next` never returns an id it returned before, nor one `isTaken` reports as in use. */
export interface IdGenerator {
  next(isTaken?: (id: string) => boolean): string;
}

const NUMBERS_PER_MS = 1000;

/**
 * Creates an id generator. Within one millisecond it hands out distinct numbers 0-999; when a millisecond's
 * numbers run out (or the clock goes backwards) it moves its timestamp forward, so ids stay unique and ordered.
 */
export function createIdGenerator(source: Partial<IdSource> = {}): IdGenerator {
  const now = source.now ?? Date.now;
  const random = source.random ?? Math.random;
  let stamp = 0;
  let used = new Set<number>();

  return {
    next(isTaken) {
      // A logical clock: never behind the last stamp, so a clock step backwards cannot repeat an id.
      const clock = Math.floor(now());
      if (Number.isFinite(clock) && clock > stamp) {
        stamp = clock;
        used = new Set();
      }
      // Bounded so a predicate that rejects everything cannot hang the caller.
      for (let round = 0; round < 1000; round += 1) {
        const draw = Math.floor(random() * NUMBERS_PER_MS);
        const start = Number.isFinite(draw) ? Math.min(NUMBERS_PER_MS - 1, Math.max(0, draw)) : 0;
        // Probe from a random start so ids stay unpredictable but the search is bounded.
        for (let step = 0; step < NUMBERS_PER_MS; step += 1) {
          const n = (start + step) % NUMBERS_PER_MS;
          if (used.has(n)) continue;
          used.add(n);
          const id = `element-${stamp}-${n}`;
          if (isTaken === undefined || !isTaken(id)) return id;
        }
        stamp += 1;
        used = new Set();
      }
      return `element-${stamp}-0`;
    },
  };
}

/** A small seeded random source (mulberry32) returning numbers in [0, 1); for tests, replay and benchmarks. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
