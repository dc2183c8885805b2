import { spawn, type ChildProcess } from 'node:child_process';
import { programArgs, REPO_ROOT } from './server-bundle.ts';

export { REPO_ROOT };

/** A server started as its own process, as a user starts it. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exit: Promise<number | null>;
  /** Everything it has printed so far (standard output and error). */
  output(): string;
}

/**
 * Spawns `command args` (by default the server, compiled for the run: `programArgs`) with `env` added, and resolves with
 * the URL from its "is up on" line. `detached` gives it a process group of its own, so a test can see
 * whether anything it started outlives it.
 */
export function startServerProcess(
  env: Record<string, string>,
  options: { command?: string; args?: string[]; detached?: boolean; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const child = spawn(options.command ?? process.execPath, options.args ?? programArgs('main'), {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), options.timeoutMs ?? 150_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /is up on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, exit, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** True while the process `pid` is alive (a negative pid: any process of that process group). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** True while any process of the process group `pgid` is still alive. */
export function processGroupAlive(pgid: number): boolean {
  return processAlive(-pgid);
}
