import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFingerprint, buildIsCurrent, buildOutputs, STAMP_FILE } from './build-if-changed.mjs';

// `npm start` builds only when the sources or settings changed since the build in place was made (npm-start.test.ts
// runs it: the second start serves without building). Here, what the fingerprint sees and what it leaves out.

const scratch = mkdtempSync(join(tmpdir(), 'localrank-build-fingerprint-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A git checkout with a tracked source file, an ignored folder and installed packages. */
function checkout(name: string): string {
  const root = join(scratch, name);
  mkdirSync(join(root, 'web'), { recursive: true });
  mkdirSync(join(root, 'node_modules'), { recursive: true });
  writeFileSync(join(root, '.gitignore'), 'node_modules/\ndist/\nserver/dist*/\n');
  writeFileSync(join(root, 'web', 'app.tsx'), 'export const app = 1;\n');
  writeFileSync(join(root, 'node_modules', '.package-lock.json'), '{"packages":{}}\n');
  expect(spawnSync('git', ['init', '-q'], { cwd: root }).status).toBe(0);
  expect(spawnSync('git', ['add', '.'], { cwd: root }).status).toBe(0);
  return root;
}

describe('the build fingerprint', () => {
  it('changes with a source file, a new or deleted file, the installed packages or a build setting, and with nothing else', () => {
    const root = checkout('changes');
    const env = { SERVER_DIST_DIR: 'server/dist', HOME: '/root' };
    const first = buildFingerprint(root, env);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(buildFingerprint(root, env)).toBe(first);
    // Neither an ignored file nor a setting the build does not read makes a difference.
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', 'old.js'), 'built');
    expect(buildFingerprint(root, { ...env, HOME: '/home/other', PORT: '4000' })).toBe(first);

    const seen = new Set([first]);
    const differs = (fingerprint: string | null) => {
      expect(fingerprint).not.toBeNull();
      expect(seen.has(fingerprint)).toBe(false);
      seen.add(fingerprint);
    };
    writeFileSync(join(root, 'web', 'app.tsx'), 'export const app = 2;\n');
    differs(buildFingerprint(root, env));
    writeFileSync(join(root, 'web', 'new-page.tsx'), 'export const page = 1;\n');
    differs(buildFingerprint(root, env));
    rmSync(join(root, 'web', 'new-page.tsx'));
    rmSync(join(root, 'web', 'app.tsx'));
    differs(buildFingerprint(root, env));
    writeFileSync(join(root, 'node_modules', '.package-lock.json'), '{"packages":{"react":{}}}\n');
    differs(buildFingerprint(root, env));
    differs(buildFingerprint(root, { ...env, SERVER_DIST_DIR: 'server/dist-other' }));
    differs(buildFingerprint(root, { ...env, VITE_SITE_NAME: 'Elsewhere' }));
    differs(buildFingerprint(root, { ...env, NODE_ENV: 'development' }));
  });

  it('is null outside a git checkout, where every start builds', () => {
    const root = join(scratch, 'no-git');
    mkdirSync(root);
    writeFileSync(join(root, 'app.tsx'), 'export const app = 1;\n');
    expect(buildFingerprint(root, {})).toBeNull();
    expect(buildIsCurrent(root, {}, null)).toBe(false);
  });
});

describe('a build in place', () => {
  it('is current only when it is whole and was made from the same fingerprint', () => {
    const root = checkout('current');
    const env = { SERVER_DIST_DIR: 'server/dist-start', WEB_DIST_DIR: join(root, 'dist', 'web-start') };
    const fingerprint = buildFingerprint(root, env)!;
    const outputs = buildOutputs(root, env);
    expect(outputs).toEqual({
      server: join(root, 'server', 'dist-start'),
      web: join(root, 'dist', 'web-start'),
      webSsr: join(root, 'dist', 'web-start-ssr'),
    });
    expect(buildIsCurrent(root, env, fingerprint)).toBe(false);
    mkdirSync(outputs.server, { recursive: true });
    mkdirSync(outputs.web, { recursive: true });
    mkdirSync(outputs.webSsr, { recursive: true });
    writeFileSync(join(outputs.server, 'main.js'), '');
    writeFileSync(join(outputs.web, 'index.html'), '');
    // Whole, but not known to be made from these sources (a build from before, or one that failed to finish).
    expect(buildIsCurrent(root, env, fingerprint)).toBe(false);
    writeFileSync(join(outputs.server, STAMP_FILE), `${fingerprint}\n`);
    expect(buildIsCurrent(root, env, fingerprint)).toBe(true);
    expect(buildIsCurrent(root, env, '0'.repeat(64))).toBe(false);
    rmSync(outputs.webSsr, { recursive: true });
    expect(buildIsCurrent(root, env, fingerprint)).toBe(false);
  });
});
