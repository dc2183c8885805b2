// `npm run test:durations`: writes scripts/test-durations.json from the last `npm test`'s reports (.test-results/),
// the seconds each Vitest file and each end-to-end spec took, which order and split the next runs (scripts/test-order.mjs).
// Record from a whole run (`.ci/run` or `npm test`): the times under its load are the ones the order has to fit.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DURATIONS_FILE } from './test-order.mjs';

const results = join(process.cwd(), '.test-results');
const round = (seconds) => Math.round(seconds * 10) / 10;
const sortedObject = (entries) => Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const vitest = JSON.parse(readFileSync(join(results, 'vitest.json'), 'utf8'));
const vitestSeconds = vitest.testResults.map((file) => [relative(process.cwd(), file.name), round((file.endTime - file.startTime) / 1000)]);
// The report names files by absolute path: one written by a run in another checkout (a clean clone's CI run) would be
// recorded under names the sequencer never meets. Record there instead (`cd <clone> && npm run test:durations`).
const elsewhere = vitestSeconds.find(([name]) => name.startsWith('..'));
if (elsewhere) {
  console.error(`The Vitest report is of a run in another checkout (${elsewhere[0]}): run this command in that checkout.`);
  process.exit(1);
}

/** Adds every result's duration of `suite` (and its inner suites) to its spec file's total. */
function addSpecTimes(suite, totals) {
  for (const spec of suite.specs ?? []) {
    const seconds = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration / 1000, 0);
    totals.set(spec.file, (totals.get(spec.file) ?? 0) + seconds);
  }
  for (const inner of suite.suites ?? []) addSpecTimes(inner, totals);
}
const e2eTotals = new Map();
for (const report of readdirSync(results).filter((name) => /^playwright-\d+\.json$/.test(name))) {
  for (const suite of JSON.parse(readFileSync(join(results, report), 'utf8')).suites) addSpecTimes(suite, e2eTotals);
}

writeFileSync(
  DURATIONS_FILE,
  `${JSON.stringify(
    {
      recorded: new Date().toISOString().slice(0, 10),
      vitest: sortedObject(vitestSeconds),
      e2e: sortedObject([...e2eTotals].map(([file, seconds]) => [file, round(seconds)])),
    },
    null,
    2,
  )}\n`,
);
console.log(`Recorded ${vitestSeconds.length} Vitest files and ${e2eTotals.size} end-to-end specs in ${DURATIONS_FILE.pathname}.`);
