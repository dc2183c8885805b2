// `npm test`: Vitest (unit + integration) and Playwright (end-to-end, in E2E_SHARDS parts) side by side, then one
// closing line "Tests: N passed, N failed" summing all, as CI reads it. Exits non-zero if any suite failed.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readDurations, splitByDuration } from './test-order.mjs';

const dir = join(process.cwd(), '.test-results');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

/** Runs a command with its output going to `output` ('inherit' or a file), resolving with its exit status. */
function run(command, args, env, output) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', output, output], env: { ...process.env, ...env } });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Opens a file for a child's output, resolved once it is ready to be handed over. */
function logFile(path) {
  return new Promise((resolve, reject) => {
    const stream = createWriteStream(path);
    stream.on('open', () => resolve(stream));
    stream.on('error', reject);
  });
}

// The suites run side by side: the end-to-end tests mostly wait on the browser and the network, while Vitest keeps the
// cores busy, so one after the other left a core idle for a quarter of an hour. The end-to-end specs are split into
// E2E_SHARDS runs (2 by default), each with its own server and embedded database (playwright.config.ts, by port),
// split by the recorded time of each spec (scripts/test-order.mjs): split by count, one part took 1,206 s and the other
// 820 s of the same run. Each suite's output goes to a file, printed whole when all are done, so they never interleave.
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const specs = readdirSync('e2e').filter((name) => name.endsWith('.spec.ts'));
const specParts = splitByDuration(specs, readDurations().e2e, shards);
const vitestLog = join(dir, 'vitest.log');
const shardRuns = specParts
  .filter((names) => names.length > 0)
  .map((names, index) => ({
    log: join(dir, `playwright-${index + 1}.log`),
    report: `playwright-${index + 1}.json`,
    specs: names,
    port: String(Number(process.env.E2E_PORT ?? 3210) + index),
  }));
const vitestRun = run(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${join(dir, 'vitest.json')}`],
  {},
  await logFile(vitestLog),
);
// The end-to-end parts serve one build of the app, made here once as `npm run build` makes it (each part used to
// build its own: 30-40 CPU-seconds each, while Vitest was starting), into folders of their own beside the usual ones.
const e2eBuild = { WEB_DIST_DIR: join(process.cwd(), 'dist', 'web-e2e'), SERVER_DIST_DIR: 'server/dist-e2e' };
const buildLog = join(dir, 'e2e-build.log');
const built = run('npm', ['run', 'build'], e2eBuild, await logFile(buildLog));
// Traces are off for the whole run (E2E_TRACE=retain-on-failure brings them back): recording them cost 12-20%
// of the end-to-end time on 2 cores, and a failure still prints its error and the page's ARIA snapshot.
const e2eRuns = built.then((status) =>
  status !== 0
    ? [status]
    : Promise.all(
        shardRuns.map(async (shard) =>
          run(
            'npx',
            ['playwright', 'test'],
            {
              ...e2eBuild,
              E2E_PREBUILT: '1',
              E2E_SPECS: shard.specs.join(','),
              PLAYWRIGHT_JSON_OUTPUT_FILE: join(dir, shard.report),
              E2E_TRACE: process.env.E2E_TRACE ?? 'off',
              E2E_PORT: shard.port,
            },
            await logFile(shard.log),
          ),
        ),
      ),
);
const [unit, e2eStatuses] = await Promise.all([vitestRun, e2eRuns]);
const e2e = e2eStatuses.some((status) => status !== 0) ? 1 : 0;
console.log('\n--- The end-to-end build ---');
process.stdout.write(readFileSync(buildLog, 'utf8'));
for (const [index, shard] of shardRuns.entries()) {
  console.log(`\n--- Playwright (end-to-end${shards > 1 ? `, part ${index + 1} of ${shards}` : ''}) ---`);
  process.stdout.write(readText(shard.log));
}
console.log('\n--- Vitest (unit and integration) ---');
process.stdout.write(readText(vitestLog));

/** A log's text, or a line saying there is none (a part that never started because the build failed). */
function readText(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '(no output: it did not run)\n';
  }
}

function read(file) {
  try {
    return JSON.parse(readFileSync(join(dir, file), 'utf8'));
  } catch {
    return null;
  }
}

/** The first lines of a failure's message, without colour codes, indented under its name. */
function excerpt(message) {
  const lines = String(message ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 12);
  return lines.map((line) => `    ${line.slice(0, 300)}`).join('\n');
}

/**
 * Every failed test (and broken Vitest file) from the two JSON reports, file first, each with the start of its error:
 * the tail of a CI log is often all that is kept, and a name alone left a failure seen only under CI's load unexplained.
 */
function failedNames(vitestReport, playwrightReport) {
  const names = [];
  for (const file of vitestReport?.testResults ?? []) {
    const failures = file.assertionResults.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failures.length === 0) names.push(`${file.name} (the file did not run)\n${excerpt(file.message)}`);
    for (const test of failures) names.push(`${file.name} > ${test.fullName}\n${excerpt(test.failureMessages?.[0])}`);
  }
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results?.find((result) => result.error)?.error;
          names.push(`${spec.file}:${spec.line} > ${[...path, spec.title].join(' > ')} (${test.status})\n${excerpt(error?.message)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of playwrightReport?.suites ?? []) walk(suite, []);
  return names;
}

const vitest = read('vitest.json');
// The end-to-end runs' reports as one: their suites side by side, their counts added.
const playwrightReports = shardRuns.map((shard) => read(shard.report));
const playwright = {
  suites: playwrightReports.flatMap((report) => report?.suites ?? []),
  stats: Object.fromEntries(
    ['expected', 'unexpected', 'flaky'].map((key) => [
      key,
      playwrightReports.reduce((sum, report) => sum + (report?.stats?.[key] ?? 0), 0),
    ]),
  ),
};
const passed = (vitest?.numPassedTests ?? 0) + playwright.stats.expected;
// A test file that fails before its tests run (a hook, an import) fails no test of its own: it counts as one.
const brokenFiles = (vitest?.testResults ?? []).filter(
  (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
).length;
const failed = (vitest?.numFailedTests ?? 0) + brokenFiles + playwright.stats.unexpected + playwright.stats.flaky;
// The failures are named again here, last, so the tail of a long CI log says which tests they were.
for (const name of failedNames(vitest, playwright)) console.log(`FAILED: ${name}`);
if ((await built) !== 0) console.log('FAILED: the end-to-end build (npm run build), so no end-to-end test ran: see its output above');
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(unit !== 0 || e2e !== 0 || failed > 0 || passed === 0 ? 1 : 0);
