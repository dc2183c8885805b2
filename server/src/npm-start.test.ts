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

/** The compiled server's folder of each start: its own, since the end-to-end suite's server may be running from another. */
const serverDist = (name: string) => `server/dist-npm-start-${name}`;
afterAll(() => {
  for (const name of ['sigterm', 'sigint'])
    rmSync(join(import.meta.dirname, '..', '..', serverDist(name)), { recursive: true, force: true });
});

/**
 * `npm start` (build, then serve) in a process group of its own, on its own data and build folders. The data folder
 * holds a database a first start left (the run's template): what is tested here is how the processes stop, and a first
 * start's own work is tested in db/private-data-dir.test.ts and team/admin-cli.test.ts.
 */
function npmStart(name: string) {
  return startServerProcess(
    {
      PORT: '0',
      DATA_DIR: seededDataDir(join(scratch, name)),
      DATABASE_URL: '',
      WEB_DIST_DIR: join(scratch, `${name}-web`),
      SERVER_DIST_DIR: serverDist(name),
    },
    { command: 'npm', args: ['start'], detached: true, timeoutMs: 240_000 },
  );
}

describe('npm start', () => {
  it('stops the server, leaving no process behind, when npm alone gets SIGTERM (a supervisor stopping it)', async () => {
    const started = await npmStart('sigterm');
    expect((await fetch(`${started.url}/healthz`)).status).toBe(200);
    started.child.kill('SIGTERM');
    expect(await started.exit).toBe(0);
    expect(await groupEmpties(started.child.pid!, 15_000)).toBe(true);
  }, 300_000);

  it('stops on Ctrl+C (SIGINT to the whole foreground group), leaving no process behind', async () => {
    const started = await npmStart('sigint');
    expect((await fetch(`${started.url}/healthz`)).status).toBe(200);
    process.kill(-started.child.pid!, 'SIGINT');
    await started.exit;
    expect(await groupEmpties(started.child.pid!, 15_000)).toBe(true);
  }, 300_000);
});
