import { defineConfig } from 'vitest/config';

/** Unit and integration tests: every `*.test.ts(x)` beside the code it checks. */
export default defineConfig({
  test: {
    include: ['{contracts,server,web,migrations,packages,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
