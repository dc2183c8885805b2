// Measures how long after starting the server the first request is answered (goal: < 2 s), for the
// compiled server (`npm run serve`) and, for comparison, the TypeScript sources under the tsx loader.
// Usage: node scripts/first-request.mjs [runs]   (needs `npm run build` first). Prints JSON.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const RUNS = Number(process.argv[2] ?? 3);

/** A port nothing listens on right now (other programs on this machine use fixed ones). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** CPU time (user + system, ms) the process has used so far, from Linux's /proc (null elsewhere). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Starts one server on a fresh port and data folder; resolves with the wall time until GET / answered
 * 200 and the CPU time the server used until then (on a busy machine the wall time mostly measures the
 * wait for a core).
 */
export async function timeFirstRequest(args, port, dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      COOKIE_SECURE: 'false',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        if (res.status === 200) {
          await res.text();
          return { wallMs: performance.now() - started, cpuMs: cpuMs(child.pid) };
        }
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
      if (performance.now() - started > 60_000) throw new Error('the server did not answer within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const results = {};
  for (const [name, args] of [
    ['compiled (npm run serve)', ['--enable-source-maps', 'server/dist/main.js']],
    ['tsx loader', ['--import', 'tsx', 'server/src/main.ts']],
  ]) {
    for (const kind of ['first boot (empty data folder)', 'restart (migrated data folder)']) results[`${name}, ${kind}`] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const dataDir = mkdtempSync(join(tmpdir(), 'localrank-first-'));
      try {
        results[`${name}, first boot (empty data folder)`].push(await timeFirstRequest(args, await freePort(), dataDir));
        results[`${name}, restart (migrated data folder)`].push(await timeFirstRequest(args, await freePort(), dataDir));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  const summary = Object.fromEntries(
    Object.entries(results).map(([key, runs]) => [
      key,
      {
        medianMs: Math.round(median(runs.map((run) => run.wallMs))),
        medianCpuMs: median(runs.map((run) => run.cpuMs ?? 0)),
        runsMs: runs.map((run) => Math.round(run.wallMs)),
      },
    ]),
  );
  console.log(JSON.stringify(summary, null, 2));
}
