/** The recorded durations file (scripts/test-durations.json). */
export declare const DURATIONS_FILE: URL;
/** The seconds each test file took in the recorded run, by suite (empty when the record is missing). */
export declare function readDurations(file?: URL | string): { vitest: Record<string, number>; e2e: Record<string, number> };
/** The recorded seconds of `name`, or the longest recorded for a file not in the record. */
export declare function expectedSeconds(durations: Record<string, number>, name: string): number;
/** `names` longest first by `durations`, unknown files first, ties by name. */
export declare function longestFirst(names: string[], durations: Record<string, number>): string[];
/** `names` in `parts` lists of about equal expected time, each sorted. */
export declare function splitByDuration(names: string[], durations: Record<string, number>, parts: number): string[][];
