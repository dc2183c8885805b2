// Where the illustrations' files are on disk, for the script that renders them and the test that
// checks them.
import { fileURLToPath } from 'node:url';

/** The folder served at the site's root (web/public). */
export const PUBLIC_DIR = fileURLToPath(new URL('../web/public', import.meta.url));

/** The SHA-256 of each SVG source the WebP files were last rendered from. */
export const ILLUSTRATION_HASHES_FILE = fileURLToPath(
  new URL('../web/src/features/marketing/shared/illustration-hashes.json', import.meta.url),
);
