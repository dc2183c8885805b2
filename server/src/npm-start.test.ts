import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seededDataDir } from './test/embedded-template.ts';
import { processGroupAlive, startServerProcess } from './test/server-process.ts';

const scratch = mkdtempSync(join(tmpdir(), 'localrank-start-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Waits until nothing of the process group is left, for at most `ms`; answers whether it emptied. */
async function groupEmpties(pgid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (processGroupAlive(pgid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return !processGroupAlive(pgid);
}

/** The compiled server's folder of these starts: their own, since the end-to-end suite's server may be running from another. */
const SERVER_DIST = 'server/dist-npm-start';
afterAll(() => rmSync(join(import.meta.dirname, '..', '..', SERVER_DIST), { recursive: true, force: true }));

/**
 * `npm start` (build unless the build in place is current, then serve) in a process group of its own, on its own data
 * folder and the file's build folders. The data folder holds a database a first start left (the run's template): what
 * is tested here is how the processes stop, and a first start's own work is tested in db/private-data-dir.test.ts and
 * team/admin-cli.test.ts.
 */
function npmStart(name: string) {
  return startServerProcess(
    {
      PORT: '0',
      DATA_DIR: seededDataDir(join(scratch, name)),
      DATABASE_URL: '',
      WEB_DIST_DIR: join(scratch, 'web'),
      SERVER_DIST_DIR: SERVER_DIST,
    },
    { command: 'npm', args: ['start'], detached: true, timeoutMs: 240_000 },
  );
}

describe('npm start', () => {
  it('stops the server, leaving no process behind, when npm alone gets SIGTERM (a supervisor stopping it)', async () => {
    const started = await npmStart('sigterm');
    expect((await fetch(`${started.url}/healthz`)).status).toBe(200);
    // The first start built (scripts/build-if-changed.mjs found no build of these sources).
    expect(started.output()).toContain('server built into server/dist-npm-start/main.js');
    started.child.kill('SIGTERM');
    expect(await started.exit).toBe(0);
    expect(await groupEmpties(started.child.pid!, 15_000)).toBe(true);
  }, 300_000);

  it('stops on Ctrl+C (SIGINT to the whole foreground group), leaving no process behind; a start with nothing changed does not build again', async () => {
    const started = await npmStart('sigint');
    expect((await fetch(`${started.url}/healthz`)).status).toBe(200);
    expect(started.output()).toContain('The build is up to date');
    expect(started.output()).not.toContain('server built into');
    process.kill(-started.child.pid!, 'SIGINT');
    await started.exit;
    expect(await groupEmpties(started.child.pid!, 15_000)).toBe(true);
  }, 300_000);
});
