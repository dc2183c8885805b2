import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the plugin's build hook over `files` written into a fresh output folder. */
async function runOver(files: Record<string, string>): Promise<void> {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const plugin = precompress() as unknown as {
    configResolved(config: { build: { outDir: string } }): void;
    closeBundle(): Promise<void>;
  };
  plugin.configResolved({ build: { outDir: dir } });
  await plugin.closeBundle();
}

describe('precompress', () => {
  it('writes .br and .gz beside a chunk, small ones too, that decompress to the chunk', async () => {
    const small = `export const a = ${JSON.stringify('x'.repeat(40))}; export const b = ${JSON.stringify('y'.repeat(40))};`;
    const large = 'export function f(){ return "local search"; }\n'.repeat(200);
    await runOver({ 'small.js': small, 'large.js': large });
    for (const [name, text] of [
      ['small.js', small],
      ['large.js', large],
    ] as const) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).toString()).toBe(text);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).toString()).toBe(text);
    }
  });

  it('writes no copy that would not be smaller, and leaves files that are not text alone', async () => {
    await runOver({ 'tiny.js': 'export{};', 'photo.png': 'x'.repeat(5000) });
    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'tiny.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.br'))).toBe(false);
  });
});
