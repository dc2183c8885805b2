// Renders every illustration's WebP files from its SVG source in Chromium, and records each source's
// hash beside the list (web/src/features/marketing/shared/illustrations.ts says why). Run it after
// editing one of those SVG files: `npm run illustrations`.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { ILLUSTRATIONS, rasterPath } from '../web/src/features/marketing/shared/illustrations.ts';
import { ILLUSTRATION_HASHES_FILE, PUBLIC_DIR } from './illustration-files.ts';

/** WebP quality: the drawings' text stays sharp at 2x, and the hero at 760 px weighs about 30 KB. */
const QUALITY = 0.85;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage();
const hashes: Record<string, string> = {};
for (const illustration of Object.values(ILLUSTRATIONS)) {
  const svg = readFileSync(join(PUBLIC_DIR, illustration.source));
  hashes[illustration.source] = createHash('sha256').update(svg).digest('hex');
  for (const width of illustration.widths) {
    const webp = await page.evaluate(
      async ({ svgBase64, width, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;base64,${svgBase64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = Math.round((width * image.naturalHeight) / image.naturalWidth);
        canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
        const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', quality));
        if (!blob) throw new Error('Chromium could not encode WebP');
        return Array.from(new Uint8Array(await blob.arrayBuffer()));
      },
      { svgBase64: svg.toString('base64'), width, quality: QUALITY },
    );
    const out = join(PUBLIC_DIR, rasterPath(illustration, width));
    writeFileSync(out, Uint8Array.from(webp));
    console.log(`${rasterPath(illustration, width)}: ${(webp.length / 1024).toFixed(1)} KB`);
  }
}
await browser.close();
writeFileSync(ILLUSTRATION_HASHES_FILE, `${JSON.stringify(hashes, null, 2)}\n`);
