import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SsrRenderOptions } from '../ssr/ssr-entry.ts';

/** A throwaway folder standing in for the web build (`WEB_DIST_DIR`), so tests can GET page paths as HTML. */
export interface WebAppStandIn {
  dir: string;
  remove(): void;
}

/**
 * Writes a minimal index.html with the head marker the web-app plugin fills; the app itself is not
 * needed. With `ssrEntry` (the source of an ES module exporting `renderPage`), also the server entry
 * the SSR build would write beside it, so pages are server-rendered by that stand-in.
 */
export function createWebAppStandIn(options: { ssrEntry?: string } = {}): WebAppStandIn {
  const dir = mkdtempSync(join(tmpdir(), 'localrank-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');
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
