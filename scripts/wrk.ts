// wrk, the C load generator, for the read benchmarks: it spends a small fraction of autocannon's CPU on
// each response, so on a two-core machine the server, not the load generator, sets the pace when the
// answers are large (the 10 KB of compressed HTML of /blog). Debian: `apt-get install wrk`.
import { spawn, spawnSync } from 'node:child_process';

/** One load run, in the shape the benchmark's tables use (wrk's, or autocannon's summarised). */
export interface LoadRun {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

/** Whether `wrk` is on the PATH. */
export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;
}

/** Milliseconds from a wrk duration such as `812.00us`, `2.45ms` or `1.02s`. */
export function wrkMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`wrk printed a duration it does not document: ${text}`);
  const value = Number(match[1]);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Math.round(value * scale * 100) / 100;
}

/** Reads the figures out of the text `wrk --latency` prints. */
export function parseWrk(output: string): LoadRun {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN);
  const percentile = (p: number) => {
    const printed = new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)?.[1];
    return printed === undefined ? Number.NaN : wrkMs(printed);
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const run = {
    rps: Math.round(number(/Requests\/sec:\s+([\d.]+)/)),
    p50: percentile(50),
    p99: percentile(99),
    errors: socketErrors + (non2xx ? Number(non2xx[1]) : 0),
    requests: number(/(\d+) requests in/),
  };
  if (Object.values(run).some(Number.isNaN)) throw new Error(`could not read wrk's output:\n${output}`);
  return run;
}

/** Runs wrk with one thread (the other core is the server's) against `url` and returns its figures. */
export function wrk(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadRun> {
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', ...headers, url];
  // wrk's output, then its figures: parseWrk's error rejects the promise.
  return new Promise<string>((done, fail) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code !== 0) fail(new Error(`wrk exited with ${code}:\n${output}`));
      else done(output);
    });
  }).then(parseWrk);
}
