import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimDataDir, dataDirOwner, DataDirInUseError } from './data-dir-owner.ts';

const scratch = mkdtempSync(join(tmpdir(), 'localrank-owner-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let folders = 0;
const folder = () => join(scratch, `data-${++folders}`);

describe('the owner of an embedded data folder', () => {
  it('is this process once claimed; a second claim is refused until the first is released', () => {
    const dataDir = folder();
    expect(dataDirOwner(dataDir)).toBeNull();
    const release = claimDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'owner.pid'), 'utf8').trim()).toBe(String(process.pid));
    expect(dataDirOwner(dataDir)).toBe(process.pid);
    expect(() => claimDataDir(dataDir)).toThrow(DataDirInUseError);
    release();
    expect(existsSync(join(dataDir, 'owner.pid'))).toBe(false);
    expect(dataDirOwner(dataDir)).toBeNull();
    claimDataDir(dataDir)();
  });

  it('is another live process when its pid is in the folder: the claim names it', async () => {
    const dataDir = folder();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      claimDataDir(dataDir)();
      writeFileSync(join(dataDir, 'owner.pid'), `${other.pid}\n`);
      expect(dataDirOwner(dataDir)).toBe(other.pid);
      expect(() => claimDataDir(dataDir)).toThrow(`in use by another LocalRank process (pid ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it('is taken over from a process that died, or from an earlier life of this pid (a restarted container)', async () => {
    const dataDir = folder();
    const dead = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => dead.once('exit', resolve));
    claimDataDir(dataDir)();
    writeFileSync(join(dataDir, 'owner.pid'), `${dead.pid}\n`);
    expect(dataDirOwner(dataDir)).toBeNull();
    claimDataDir(dataDir)();

    writeFileSync(join(dataDir, 'owner.pid'), `${process.pid}\n`);
    expect(dataDirOwner(dataDir)).toBeNull();
    const release = claimDataDir(dataDir);
    expect(dataDirOwner(dataDir)).toBe(process.pid);
    release();
  });
});
