import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { withEndWithParent } from './end-with-parent.ts';
import { processAlive as alive } from './server-process.ts';

// A parent that starts a child which would run for a minute and waits: the stand-in for a Vitest worker and the server
// it started. The child prints its pid once it runs (its preload has then seen its parent).
const PARENT = `
require('node:child_process').spawn(process.execPath, ['-e', 'console.log(process.pid); setTimeout(() => {}, 60_000)'], {
  stdio: ['ignore', 'inherit', 'ignore'],
});
setTimeout(() => {}, 60_000);
`;

async function childOfKilledParent(nodeOptions: string): Promise<number> {
  const parent = spawn(process.execPath, ['-e', PARENT], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: nodeOptions },
  });
  const pid = await new Promise<number>((resolve, reject) => {
    parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    parent.once('exit', () => reject(new Error('the parent ended before starting its child')));
  });
  parent.kill('SIGKILL');
  await new Promise((resolve) => parent.once('exit', resolve));
  return pid;
}

describe('end-with-parent', () => {
  it('stops a process the test run started once its parent is killed', async () => {
    const pid = await childOfKilledParent(withEndWithParent(''));
    await expect.poll(() => alive(pid), { timeout: 20_000 }).toBe(false);
  });

  it('leaves a process without the preload running (what the preload changes)', async () => {
    const pid = await childOfKilledParent('');
    try {
      // Three of the preload's one-second checks, under any load: still running.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(alive(pid)).toBe(true);
    } finally {
      process.kill(pid, 'SIGKILL');
    }
  });

  it('adds the preload once to the options already given', () => {
    const once = withEndWithParent('--max-old-space-size=512');
    expect(once).toMatch(/^--max-old-space-size=512 --import=file:\/\/.*end-with-parent\.mjs$/);
    expect(withEndWithParent(once)).toBe(once);
    expect(withEndWithParent(undefined)).toBe(withEndWithParent(''));
  });
});
