// The link-preview (share) images: JPEG files rendered from the SVG illustrations of the share folders, for
// the script that renders them and the test that checks them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARE_IMAGE_FOLDERS } from '../server/src/seo/share-image.ts';
import { PUBLIC_DIR } from './illustration-files.ts';

/** The SHA-256 of each SVG source the share JPEG files were last rendered from. */
export const SHARE_IMAGE_HASHES_FILE = fileURLToPath(new URL('./share-image-hashes.json', import.meta.url));

/** Every SVG that has a share JPEG beside it, as a site path ('/images/blog/x.svg'), sorted. */
export function shareImageSources(): string[] {
  return SHARE_IMAGE_FOLDERS.flatMap((folder) =>
    readdirSync(join(PUBLIC_DIR, folder))
      .filter((name) => name.endsWith('.svg'))
      .map((name) => `${folder}/${name}`),
  ).sort();
}
