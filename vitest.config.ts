import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './scripts/vitest-sequencer.ts';

/** Unit and integration tests: every `*.test.ts(x)` beside the code it checks. */
export default defineConfig({
  test: {
    include: ['{contracts,server,web,migrations,packages,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // Copies of one migrated (and one seeded) database made once per run, on TEST_DATABASE_URL; the server and its
    // commands compiled once, for the tests that start them as processes (see the files).
    globalSetup: ['server/src/test/end-with-parent.ts', 'server/src/test/template-databases.ts', 'server/src/test/server-bundle.ts'],
    // Sized for the slowest honest run: `.ci/run` runs Vitest beside Playwright and the static checks on 2 cores (a
    // load of 11 and more), where a test of 7 s on a quiet machine took over 20. A passing test never waits for these.
    testTimeout: 60_000,
    // Many integration files wait on a spawned server or the database more than they compute: a third
    // worker on a 2-core machine keeps the cores busy (CI must finish in 20 minutes).
    maxWorkers: 3,
    // A worker keeps the modules it imported from one file to the next: Vitest's summed import time fell from 572 s
    // (CI, isolated) to 71-98 s; a quiet A/B of the 11 route files showed no CPU gain (BENCHMARKS.md), so what it does
    // for the whole suite is not yet shown. Tests therefore leave no module state behind (the two that fake timers
    // restore the real ones), as they already must across the tests of one file.
    isolate: false,
    hookTimeout: 180_000,
    // Longest files first, by the durations of a recorded run (scripts/test-durations.json).
    sequence: { sequencer: LongestFirstSequencer },
    // What a test polls for (an e-mail sent after the answer, a row a background pass writes) may take seconds
    // on a loaded 2-core machine; a poll still ends as soon as it holds.
    expect: { poll: { timeout: 30_000 } },
  },
});
