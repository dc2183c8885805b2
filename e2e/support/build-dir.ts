import { resolve } from 'node:path';

/**
 * The folder the e2e server's web build goes to: one per port, so parallel runs never overwrite each other's build;
 * WEB_DIST_DIR when `npm test` made one build for all its parts.
 */
export function e2eWebDistDir(port: number): string {
  return process.env.WEB_DIST_DIR ?? resolve(port === 3210 ? 'dist/web' : `dist/web-${port}`);
}

/** The e2e server's compiled folder (as `e2eWebDistDir`): one per port, or SERVER_DIST_DIR when `npm test` made one. */
export function e2eServerDistDir(port: number): string {
  return process.env.SERVER_DIST_DIR ?? `server/dist-e2e-${port}`;
}
