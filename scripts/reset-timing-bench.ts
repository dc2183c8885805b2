// How long POST /api/forgot-password takes for an address with an account and one without: the two
// must not be told apart by timing. Writes the "reset-timing" section of BENCHMARKS.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchServerEnv, stopServer, waitForHealth } from './bench-server.ts';
import { writeBenchmarkSection } from './benchmarks-file.ts';
import { quantile } from './stats.ts';

const PORT = Number(process.env.RESET_BENCH_PORT ?? 3217);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** Requests of each kind after a warm-up, in rounds; each pair in a random order. */
const RUNS = 300;
const ROUNDS = 3;
const WARM_UP = 40;
/**
 * The pause before each timed request: what the server does after answering (the lookup, the token, the
 * e-mail) is over by then, so a request is timed on its own and not with the previous one's tail.
 */
const SETTLE_MS = 30;

/** One request's time to the whole answer, from an address of its own (the server trusts X-Forwarded-For). */
async function timeRequest(email: string, address: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${ORIGIN}/api/forgot-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'X-Forwarded-For': address },
    body: JSON.stringify({ email }),
  });
  await res.text();
  if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}`);
  return performance.now() - started;
}

const scratch = mkdtempSync(join(tmpdir(), 'localrank-reset-bench-'));
const loadBefore = loadavg()[0]!;
const server = spawn('node', ['server/dist/main.js'], {
  env: benchServerEnv(PORT, scratch, { TRUST_PROXY: 'true', WEB_DIST_DIR: 'dist/web' }),
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
try {
  await waitForHealth(ORIGIN);
  const known = 'timing-known@example.com';
  const registered = await fetch(`${ORIGIN}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    body: JSON.stringify({ username: 'timingknown', password: 'Timing-Passw0rd', name: 'Timing', email: known }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const times = { known: [] as number[], unknown: [] as number[] };
  const roundRatios: number[] = [];
  const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  for (let i = 0; i < WARM_UP + RUNS; i += 1) {
    const address = `2001:db8::${(i >> 8).toString(16)}:${(i & 255).toString(16)}`;
    const timeKnown = async () => {
      await settle();
      return timeRequest(known, `${address}:1`);
    };
    const timeUnknown = async () => {
      await settle();
      return timeRequest(`nobody-${i}@example.com`, `${address}:2`);
    };
    let knownMs: number;
    let unknownMs: number;
    if (Math.random() < 0.5) {
      knownMs = await timeKnown();
      unknownMs = await timeUnknown();
    } else {
      unknownMs = await timeUnknown();
      knownMs = await timeKnown();
    }
    if (i < WARM_UP) continue;
    times.known.push(knownMs);
    times.unknown.push(unknownMs);
    const perRound = RUNS / ROUNDS;
    if ((i - WARM_UP + 1) % perRound === 0) {
      roundRatios.push(quantile(times.known.slice(-perRound), 0.5) / quantile(times.unknown.slice(-perRound), 0.5));
    }
  }
  const row = (kind: 'known' | 'unknown') => {
    const t = times[kind];
    return `| ${kind === 'known' ? 'an address with an account' : 'an address without one'} | ${quantile(t, 0.5).toFixed(2)} | ${quantile(t, 0.1).toFixed(2)} | ${quantile(t, 0.9).toFixed(2)} |`;
  };
  const ratio = quantile(times.known, 0.5) / quantile(times.unknown, 0.5);
  const section = [
    '# Forgot-password answers in the same time whether or not the address has an account',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npx tsx scripts/reset-timing-bench.ts\` on ${cpus().length} cores, Node ${process.version}, 1-minute load average ${loadBefore.toFixed(1)} before the run and ${loadavg()[0]!.toFixed(1)} after it, against the compiled server (NODE_ENV=production) on an embedded database. ${RUNS} requests of each kind after ${WARM_UP} of warm-up, in pairs whose order is drawn at random, each after a ${SETTLE_MS} ms pause (so the previous request's work after its answer is over) and from an address of its own (so no limit applies); times in ms to the whole answer on loopback.`,
    '',
    '| address | median | spread: 10th percentile | spread: 90th percentile |',
    '|---|---|---|---|',
    row('known'),
    row('unknown'),
    '',
    `Median with an account / median without: **${ratio.toFixed(2)}** (1.00 means indistinguishable); in each of ${ROUNDS} rounds of ${RUNS / ROUNDS} pairs: ${roundRatios.map((r) => r.toFixed(2)).join(', ')}. The account lookup, the token and the e-mail run after the answer, so both kinds do the same work before it: parse, count the limits, answer.`,
  ].join('\n');
  writeBenchmarkSection('reset-timing', section);
  console.log(section);
} finally {
  await stopServer(server);
  rmSync(scratch, { recursive: true, force: true });
}
