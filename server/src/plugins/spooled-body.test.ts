// What a crash leaves in the temporary folder is removed at the next start; an upload at work is not.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeStaleSpooledFiles } from './spooled-body.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('removeStaleSpooledFiles', () => {
  it('removes the uploads and media folders last touched over a day ago, and keeps the newer ones', async () => {
    dir = mkdtempSync(join(tmpdir(), 'spooled-'));
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    writeFileSync(join(dir, 'upload-old'), 'x');
    utimesSync(join(dir, 'upload-old'), twoDaysAgo, twoDaysAgo);
    mkdirSync(join(dir, 'import-media-old'));
    writeFileSync(join(dir, 'import-media-old', '1'), 'x');
    utimesSync(join(dir, 'import-media-old'), twoDaysAgo, twoDaysAgo);
    writeFileSync(join(dir, 'upload-now'), 'x');
    expect(await removeStaleSpooledFiles(dir)).toBe(2);
    expect(readdirSync(dir)).toEqual(['upload-now']);
  });

  it('does nothing when the folder does not exist yet', async () => {
    expect(await removeStaleSpooledFiles(join(tmpdir(), 'no-such-spool-folder'))).toBe(0);
  });
});
