import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ILLUSTRATIONS, illustrationImage, rasterPath } from '../web/src/features/marketing/shared/illustrations.ts';
import { ILLUSTRATION_HASHES_FILE, PUBLIC_DIR } from './illustration-files.ts';

/** A WebP file's width and height, read from its header (lossy, lossless or extended). */
function webpSize(file: Buffer): { width: number; height: number } {
  expect(file.toString('ascii', 0, 4)).toBe('RIFF');
  expect(file.toString('ascii', 8, 12)).toBe('WEBP');
  const chunk = file.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8 ') return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = file.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  throw new Error(`not a WebP image chunk: ${chunk}`);
}

const hashes: Record<string, string> = JSON.parse(readFileSync(ILLUSTRATION_HASHES_FILE, 'utf8'));

describe('illustrations served as WebP', () => {
  for (const [name, illustration] of Object.entries(ILLUSTRATIONS)) {
    it(`${name}: every width is rendered from the SVG as it is now`, () => {
      const svg = readFileSync(join(PUBLIC_DIR, illustration.source));
      // A differing hash means the SVG was edited after the WebP files were made: run `npm run illustrations`.
      expect(createHash('sha256').update(svg).digest('hex')).toBe(hashes[illustration.source]);
      const viewBox = /viewBox=['"]0 0 ([\d.]+) ([\d.]+)['"]/.exec(svg.toString('utf8'));
      expect(viewBox).not.toBeNull();
      const aspect = Number(viewBox![2]) / Number(viewBox![1]);
      for (const width of illustration.widths) {
        const file = join(PUBLIC_DIR, rasterPath(illustration, width));
        expect(existsSync(file), `${file} exists`).toBe(true);
        const size = webpSize(readFileSync(file));
        expect(size.width).toBe(width);
        expect(size.height).toBe(Math.round(width * aspect));
      }
    });
  }

  it('an image offers each width and falls back to the middle one', () => {
    expect(illustrationImage(ILLUSTRATIONS.heroDashboard)).toEqual({
      src: '/images/marketing/hero-dashboard-760w.webp',
      srcSet:
        '/images/marketing/hero-dashboard-480w.webp 480w, /images/marketing/hero-dashboard-760w.webp 760w, /images/marketing/hero-dashboard-1280w.webp 1280w',
      sizes: ILLUSTRATIONS.heroDashboard.sizes,
    });
  });
});
