// Renders the 1200x630 JPEG link-preview image beside every SVG of the share folders (social sites show no
// SVG), and records each source's hash so a test notices an SVG edited since. Run it after adding or editing
// one of those SVG files: `npm run share-images`.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { SHARE_IMAGE_SIZE } from '../server/src/seo/share-image.ts';
import { PUBLIC_DIR } from './illustration-files.ts';
import { SHARE_IMAGE_HASHES_FILE, shareImageSources } from './share-image-files.ts';

/** JPEG quality: the drawings' text stays sharp, and a card weighs 20-40 KB. */
const QUALITY = 82;

const hashes: Record<string, string> = {};
for (const source of shareImageSources()) {
  const svg = readFileSync(join(PUBLIC_DIR, source));
  hashes[source] = createHash('sha256').update(svg).digest('hex');
  const jpeg = await sharp(svg, { density: 144 })
    .resize(SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height, { fit: 'cover' })
    .flatten({ background: '#13111a' })
    .jpeg({ quality: QUALITY, mozjpeg: true })
    .toBuffer();
  const out = source.replace(/\.svg$/, '.jpg');
  writeFileSync(join(PUBLIC_DIR, out), jpeg);
  console.log(`${out}: ${(jpeg.length / 1024).toFixed(1)} KB`);
}
writeFileSync(SHARE_IMAGE_HASHES_FILE, `${JSON.stringify(hashes, null, 2)}\n`);
