// The app as the benchmarks run it: wait until it answers, and stop it with everything it started.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/**
 * Builds the web app and its server-rendering bundle into `env.WEB_DIST_DIR`, then starts the server from source in its
 * own process group (stop it with `stopServer`). Exits the process when a build fails.
 */
export function buildAndStartApp(env: NodeJS.ProcessEnv): ChildProcess {
  console.log('Building the web app...');
  if (spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env }).status !== 0) process.exit(1);
  if (spawnSync('npx', ['vite', 'build', '--ssr', '--logLevel', 'warn'], { stdio: 'inherit', env }).status !== 0) process.exit(1);
  return spawn('npx', ['tsx', 'server/src/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
}

/** Resolves once `${origin}/healthz` answers OK; throws after `timeoutMs`. */
export async function waitForHealth(origin: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not become healthy in time');
}

/** Stops a server spawned with `detached: true` (its whole process group), then gives it a second to exit. */
export async function stopServer(server: ChildProcess): Promise<void> {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await new Promise((r) => setTimeout(r, 1000));
}

/** The environment of a benchmark's own app: production mode on a fresh embedded database and build folder in `scratch`. */
export function benchServerEnv(port: number, scratch: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: `${scratch}/data`,
    DATABASE_URL: '',
    WEB_DIST_DIR: `${scratch}/web`,
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}
