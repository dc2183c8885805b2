// The order and split of the test files by how long each took in a recorded run (scripts/test-durations.json,
// written by scripts/record-test-durations.mjs). On 2 cores the run is as long as its last part: started longest
// first, Vitest's workers end together instead of one running a long file alone at the end, and the end-to-end parts
// each get about the same time of tests instead of the same number of files.
import { readFileSync } from 'node:fs';

/** The recorded durations file, beside this script. */
export const DURATIONS_FILE = new URL('./test-durations.json', import.meta.url);

/**
 * The seconds each test file took in the recorded run, by suite: Vitest's files by their path from the repository root,
 * the end-to-end specs by their name under e2e/. Empty when the file is missing or unreadable (every file then counts
 * as unknown, and the order is the runners' own).
 * @returns {{ vitest: Record<string, number>, e2e: Record<string, number> }}
 */
export function readDurations(file = DURATIONS_FILE) {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    return { vitest: parsed.vitest ?? {}, e2e: parsed.e2e ?? {} };
  } catch {
    return { vitest: {}, e2e: {} };
  }
}

/**
 * The seconds to expect of `name`: its recorded time, or for a file not in the record (a new one) the longest recorded,
 * so a new file starts early rather than becoming the run's tail.
 * @param {Record<string, number>} durations
 * @param {string} name
 */
export function expectedSeconds(durations, name) {
  return durations[name] ?? Math.max(0, ...Object.values(durations));
}

/**
 * `names` longest first by `durations` (unknown files first of all, as the longest), ties by name.
 * @param {string[]} names
 * @param {Record<string, number>} durations
 */
export function longestFirst(names, durations) {
  return [...names].sort((a, b) => expectedSeconds(durations, b) - expectedSeconds(durations, a) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Splits `names` into `parts` lists of about equal expected time: each file, longest first, goes to the part with the
 * least time so far. Every name lands in exactly one part; each part keeps the names sorted.
 * @param {string[]} names
 * @param {Record<string, number>} durations
 * @param {number} parts
 * @returns {string[][]}
 */
export function splitByDuration(names, durations, parts) {
  const split = Array.from({ length: Math.max(1, parts) }, () => ({ seconds: 0, names: /** @type {string[]} */ ([]) }));
  for (const name of longestFirst(names, durations)) {
    const lightest = split.reduce((least, part) => (part.seconds < least.seconds ? part : least));
    lightest.seconds += expectedSeconds(durations, name);
    lightest.names.push(name);
  }
  return split.map((part) => part.names.sort());
}
