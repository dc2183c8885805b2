// `npm test`: Vitest (unit + integration), then Playwright (end-to-end), then one closing line
// "Tests: N passed, N failed" summing both, as CI reads it. Exits non-zero if either suite failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(process.cwd(), '.test-results');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const run = (command, args, env = {}) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const unit = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${join(dir, 'vitest.json')}`]);
// Traces are off for the whole run (E2E_TRACE=retain-on-failure brings them back): recording them cost 12-20% of
// the end-to-end time on 2 cores, and a failure still prints its error and the page's ARIA snapshot.
const e2e = run('npx', ['playwright', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_FILE: join(dir, 'playwright.json'),
  E2E_TRACE: process.env.E2E_TRACE ?? 'off',
});

function read(file) {
  try {
    return JSON.parse(readFileSync(join(dir, file), 'utf8'));
  } catch {
    return null;
  }
}

const vitest = read('vitest.json');
const playwright = read('playwright.json');
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(unit !== 0 || e2e !== 0 || failed > 0 || passed === 0 ? 1 : 0);
