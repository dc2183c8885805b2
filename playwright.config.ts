import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eServerDistDir, e2eWebDistDir } from './e2e/support/build-dir.ts';
import { TEST_CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

// Each run gets a fresh embedded database, exactly as `npm start` makes one on a fresh clone.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'localrank-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/** The specs of this part when `npm test` splits the suite (E2E_SPECS, names under e2e/ by comma), else every spec. */
const specs = process.env.E2E_SPECS?.split(',').filter(Boolean);

/** End-to-end tests in Chromium against the app started the way `npm start` starts it. */
export default defineConfig({
  testDir: './e2e',
  ...(specs ? { testMatch: specs.map((name) => `**/e2e/${name}`) } : {}),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The JSON report feeds the closing summary line of `npm test`.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : 'list',
  // Sized for the slowest honest run, not a quiet machine: `.ci/run` runs this beside Vitest and the static checks on
  // 2 cores (a load of 11 and more), where a 30 s test took over 30 s. A passing test never waits for these.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // `npm test` turns traces off (E2E_TRACE=off) to save time; a run by hand keeps them for failures.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: testChromiumPath(),
      args: TEST_CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // `npm start` builds, then serves; `npm test` builds once for all its parts (E2E_PREBUILT) and each part serves it.
    command: process.env.E2E_PREBUILT ? 'npm run serve' : 'npm start',
    url: `${baseURL}/healthz`,
    // The build and first start take about 40 s on a quiet 2-core machine; a loaded one has needed over 120 s.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_USERNAME: 'e2e-admin',
      ADMIN_PASSWORD: 'E2e-admin-Passw0rd',
      LOG_LEVEL: 'warn',
      // The suite signs up many accounts from one address; the limit itself is tested in server/src/routes/sign-in-limits.test.ts.
      SIGN_UPS_PER_HOUR: '1000',
      MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
      // A separate build folder per port, so parallel runs never overwrite each other's build (or the one `npm test`
      // made for all its parts).
      WEB_DIST_DIR: e2eWebDistDir(port),
      // The compiled server too: `npm test` runs Vitest beside this suite, and its `npm start` test builds one.
      SERVER_DIST_DIR: e2eServerDistDir(port),
    },
  },
});
