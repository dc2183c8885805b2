import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { islandsRuntimeOf, readBuildManifest, routePreloadsOf } from './build-manifest.ts';
import { loadIslandsRuntimeScript, loadScriptsAfterPaint } from './scripts-after-paint.ts';
import type { SsrEntry, SsrRenderOptions } from './ssr-entry.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

/** A page to send: the rendered HTML as a stream, or where a route redirected to. */
export type RenderedPage = { kind: 'page'; body: Readable } | { kind: 'redirect'; status: number; location: string };

/**
 * The server entry the SSR build wrote beside `webDistDir`, or null when there is none. Node keeps the
 * module once loaded, so a second call (after `preloadPageRenderer`) waits for the same load.
 */
function importSsrEntry(webDistDir: string): Promise<SsrEntry | null> {
  const entryPath = join(`${webDistDir.replace(/[\\/]+$/, '')}-ssr`, 'entry-server.mjs');
  return existsSync(entryPath) ? (import(pathToFileURL(entryPath).href) as Promise<SsrEntry>) : Promise.resolve(null);
}

/**
 * Starts importing the server entry (React's server renderer and every public route) now, so it loads
 * while the database starts; `loadPageRenderer` then finds it loaded. A failure surfaces there.
 */
export function preloadPageRenderer(webDistDir: string): void {
  importSsrEntry(webDistDir).catch(() => {});
}

/** Renders pages into the built app's HTML template with the web app's server entry. */
export interface PageRenderer {
  /**
   * Renders one page into the template (whose head is already filled in; its scripts, with the matched
   * routes' scripts, are loaded once the page has been painted): the part before the root element goes out at once, then the app as
   * React streams it, then the rest of the template.
   */
  render(template: string, options: SsrRenderOptions): Promise<RenderedPage>;
}

/**
 * Loads the server entry the SSR build wrote beside the browser build (`<dir>-ssr/entry-server.mjs`);
 * null when there is none (a build from before server rendering), and the pages are then rendered
 * in the browser only. With `islands: false` no page is served as islands (a benchmark's baseline).
 */
export async function loadPageRenderer(webDistDir: string, { islands = true }: { islands?: boolean } = {}): Promise<PageRenderer | null> {
  const entry = await importSsrEntry(webDistDir);
  if (!entry) return null;
  const manifest = readBuildManifest(webDistDir);
  const routePreloads = routePreloadsOf(manifest);
  const islandsRuntime = islandsRuntimeOf(manifest);
  return {
    async render(template, options) {
      if (!template.includes(ROOT_ELEMENT)) throw new Error(`The app's HTML template has no ${ROOT_ELEMENT}`);
      const { response, routeIds, islands: servedAsIslands } = await entry.renderPage({ ...options, islands });
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get('Location');
        if (!location) throw new Error('A route redirected without a location');
        await response.body?.cancel();
        return { kind: 'redirect', status: response.status, location };
      }
      // A page served as islands loads the islands runtime; any other, the app once it has been painted.
      const html =
        servedAsIslands && islandsRuntime
          ? loadIslandsRuntimeScript(template, islandsRuntime, options.nonce)
          : loadScriptsAfterPaint(template, routePreloads(routeIds), options.nonce);
      const at = html.indexOf(ROOT_ELEMENT);
      const before = html.slice(0, at + ROOT_ELEMENT.length - '</div>'.length);
      const after = html.slice(at + ROOT_ELEMENT.length - '</div>'.length);
      return { kind: 'page', body: Readable.from(joinStream(before, response.body, after)) };
    },
  };
}

/** The bytes of `before`, then of the stream, then of `after`. */
async function* joinStream(before: string, stream: ReadableStream<Uint8Array> | null, after: string): AsyncGenerator<Buffer | Uint8Array> {
  yield Buffer.from(before);
  if (stream) {
    for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) yield chunk;
  }
  yield Buffer.from(after);
}
