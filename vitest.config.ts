import { defineConfig } from 'vitest/config';

/** Unit and integration tests: every `*.test.ts(x)` beside the code it checks. */
export default defineConfig({
  test: {
    include: ['{contracts,server,web,migrations,packages,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 20_000,
    // Many integration files wait on a spawned server or the database more than they compute: a third
    // worker on a 2-core machine keeps the cores busy (CI must finish in 30 minutes).
    maxWorkers: 3,
    hookTimeout: 60_000,
    // What a test polls for (an e-mail sent after the answer, a row a background pass writes) may take seconds
    // on a loaded 2-core machine; a poll still ends as soon as it holds.
    expect: { poll: { timeout: 10_000 } },
  },
});
