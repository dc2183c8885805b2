import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (where `npm start` and `npm run build` run). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The environment variable naming this run's compiled server folder (set once, read by every test worker). */
const BUNDLE_ENV = 'TEST_SERVER_BUNDLE_DIR';

/** A program the tests start as its own process: the server, `npm run admin` or `npm run backup`/`restore`. */
export type ServerProgram = 'main' | 'admin' | 'backup-cli';

/**
 * The arguments for Node that start `program`: this Vitest run's compiled copy (`npm run build`'s server half)
 * when the global setup made one, else its TypeScript source under tsx (a test file run on its own by other means).
 * Starting the compiled command took 0.65 CPU-seconds where tsx, which resolves and compiles about a thousand
 * modules on every start, took 2.54 (medians of 3, load 3), for each of about 150 processes a run starts.
 */
export function programArgs(program: ServerProgram): string[] {
  const dir = process.env[BUNDLE_ENV];
  // The server runs with the heap limit `npm run serve` gives it (SERVER_HEAP_MB), so tests and benches measure it as run.
  const heap = program === 'main' ? [`--max-old-space-size=${process.env.SERVER_HEAP_MB ?? SERVER_HEAP_MB_DEFAULT}`] : [];
  return dir
    ? ['--enable-source-maps', ...heap, join(dir, `${program}.js`)]
    : [...heap, '--import', 'tsx', join(REPO_ROOT, 'server', 'src', `${program}.ts`)];
}

/** The server's V8 heap limit in MB unless SERVER_HEAP_MB says otherwise (package.json's `serve` script has the same). */
export const SERVER_HEAP_MB_DEFAULT = 1024;

/**
 * Vitest's global setup: compiles the server and its two commands once for the run (`scripts/build-server.mjs`,
 * as `npm run build` does, into a folder of this run's own), names the folder in the environment the workers
 * inherit, and removes it when the run ends.
 */
export default function setupServerBundle(): () => void {
  const relative = `server/dist-test-${randomBytes(4).toString('hex')}`;
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: REPO_ROOT,
    env: { ...process.env, SERVER_DIST_DIR: relative },
    encoding: 'utf8',
  });
  const dir = join(REPO_ROOT, relative);
  if (built.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Compiling the server for the tests failed:\n${built.stdout}${built.stderr}`);
  }
  process.env[BUNDLE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
