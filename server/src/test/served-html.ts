import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SsrRenderOptions } from '../ssr/ssr-entry.ts';

/** A throwaway folder standing in for the web build (`WEB_DIST_DIR`), so tests can GET page paths as HTML. */
export interface WebAppStandIn {
  dir: string;
  remove(): void;
}

/** What a stand-in holds besides its index.html: see `createWebAppStandIn`. */
export interface WebAppStandInOptions {
  /** The source of an ES module exporting `renderPage`, written where the SSR build writes its entry. */
  ssrEntry?: string;
  /** A sample chunk at `SAMPLE_CHUNK_PATH` with its brotli and gzip copies, and `/favicon.svg`. */
  builtFiles?: boolean;
}

/** The text of the sample chunk a stand-in with `builtFiles` serves at `SAMPLE_CHUNK_PATH`. */
export const SAMPLE_CHUNK = 'export const greeting = "Get found first when locals search for what you do";\n'.repeat(20);
/** Where a stand-in with `builtFiles` serves its sample chunk. */
export const SAMPLE_CHUNK_PATH = '/assets/home-abc123.js';

/**
 * Writes a minimal index.html with the head marker the web-app plugin fills; the app itself is not
 * needed. With `ssrEntry` (the source of an ES module exporting `renderPage`), also the server entry
 * the SSR build would write beside it, so pages are server-rendered by that stand-in. With `builtFiles`,
 * also built files as the build leaves them: a chunk at `SAMPLE_CHUNK_PATH` with the brotli and gzip copies
 * web/vite-plugins/precompress.ts writes, and `/favicon.svg`.
 */
export function createWebAppStandIn(options: WebAppStandInOptions = {}): WebAppStandIn {
  const dir = mkdtempSync(join(tmpdir(), 'localrank-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');
  if (options.builtFiles) {
    const chunk = join(dir, SAMPLE_CHUNK_PATH);
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(chunk, SAMPLE_CHUNK);
    writeFileSync(`${chunk}.br`, brotliCompressSync(SAMPLE_CHUNK));
    writeFileSync(`${chunk}.gz`, gzipSync(SAMPLE_CHUNK));
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  if (options.ssrEntry) {
    mkdirSync(`${dir}-ssr`);
    writeFileSync(join(`${dir}-ssr`, 'entry-server.mjs'), options.ssrEntry);
  }
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}-ssr`, { recursive: true, force: true });
    },
  };
}

/** The content of a `<meta name|property="key">` tag of served HTML, if present. */
export function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

/** The JSON the server embedded in served HTML for the app's first render (`#initial-state`). */
export function initialState(html: string): SsrRenderOptions['initialState'] {
  return JSON.parse(/<script type="application\/json" id="initial-state">(.*?)<\/script>/.exec(html)![1]!);
}
