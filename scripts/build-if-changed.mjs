// `npm start`'s build step: `npm run build` unless the build in place was made from exactly these sources and settings.
// A restart with nothing changed then serves at once instead of spending 30-60 s (20 CPU-seconds) building the same
// files again. What the build was made from is a fingerprint of every file git sees in the checkout (tracked, or new
// and not ignored), the installed packages (node_modules/.package-lock.json, which npm rewrites on every install) and
// the settings the build reads; it is kept in the compiled server's folder and written only after a build succeeds.
// Outside a git checkout there is no fingerprint and it always builds.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The file beside the compiled server that names the fingerprint of what it was built from. */
export const STAMP_FILE = '.build-fingerprint';

/**
 * The fingerprint of the sources and settings a build in `root` with `env` would be made from, or null when git
 * cannot list the checkout's files.
 * @param {string} root
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function buildFingerprint(root, env) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) return null;
  const files = [...new Set(listed.stdout.split('\0').filter(Boolean)), 'node_modules/.package-lock.json'].sort();
  const hash = createHash('sha256');
  // The settings the build reads: where it writes, the mode, and Vite's public variables.
  const settings = Object.entries(env)
    .filter(([name]) => ['WEB_DIST_DIR', 'SERVER_DIST_DIR', 'NODE_ENV'].includes(name) || name.startsWith('VITE_'))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  hash.update(JSON.stringify(settings));
  for (const file of files) {
    hash.update(`\0${file}\0`);
    try {
      hash.update(readFileSync(join(root, file)));
    } catch {
      // Listed but gone (deleted, not yet committed): its absence is part of the fingerprint.
      hash.update('\0missing\0');
    }
  }
  return hash.digest('hex');
}

/**
 * Where a build with `env` in `root` puts the compiled server and the web app (as scripts/build-server.mjs and
 * vite.config.ts choose them).
 * @param {string} root
 * @param {Record<string, string | undefined>} env
 */
export function buildOutputs(root, env) {
  const web = env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : join(root, 'dist', 'web');
  return { server: join(root, env.SERVER_DIST_DIR || 'server/dist'), web, webSsr: `${web}-ssr` };
}

/**
 * True when the build in place was made from the sources and settings of `fingerprint` and is whole.
 * @param {string} root
 * @param {Record<string, string | undefined>} env
 * @param {string | null} fingerprint
 */
export function buildIsCurrent(root, env, fingerprint) {
  if (fingerprint === null) return false;
  const outputs = buildOutputs(root, env);
  const whole = [join(outputs.server, 'main.js'), join(outputs.web, 'index.html'), outputs.webSsr].every((path) => existsSync(path));
  if (!whole) return false;
  try {
    return readFileSync(join(outputs.server, STAMP_FILE), 'utf8').trim() === fingerprint;
  } catch {
    return false;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  // Taken before building, so a file changed while the build runs makes the next start build again.
  const fingerprint = buildFingerprint(root, process.env);
  if (buildIsCurrent(root, process.env, fingerprint)) {
    console.log('The build is up to date (nothing changed since it was made): starting it. `npm run build` rebuilds.');
    process.exit(0);
  }
  const build = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  // A Ctrl+C or stop reaches npm's whole group; this process only waits for the build's end.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => build.kill(signal));
  build.on('exit', (code, signal) => {
    if (code === 0 && fingerprint !== null) writeFileSync(join(buildOutputs(root, process.env).server, STAMP_FILE), `${fingerprint}\n`);
    process.exit(code ?? (signal ? 1 : 0));
  });
}
