import { resolve } from 'node:path';

/** The folder the e2e server's web build goes to: one per port, so parallel runs never overwrite each other's build. */
export function e2eWebDistDir(port: number): string {
  return process.env.WEB_DIST_DIR ?? resolve(port === 3210 ? 'dist/web' : `dist/web-${port}`);
}
