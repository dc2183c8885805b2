// Measures the JavaScript each route loads first, from the Vite build manifest: the entry chunk plus
// the route's lazily loaded component chunk, with everything they import statically. Prints the bytes
// a browser is sent (each file's .br as the server sends it, or the file itself when it is too small
// to be precompressed), the number of files, and gzip. Usage: node --import tsx scripts/bundle-size.ts [dist dir]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The bytes a browser is sent for one built file: its precompressed .br, or the file as it is. */
export function sentBytes(path: string): number {
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
}

function readManifest(distDir: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** The route files (relative to web/src/routes, e.g. `_public/index.tsx`) whose component is a chunk of its own. */
function routeFiles(manifest: Record<string, ManifestChunk>): string[] {
  return Object.keys(manifest)
    .filter((key) => key.includes('?tsr-split=component') && !key.endsWith('_public.tsx?tsr-split=component'))
    .map((key) => key.replace(/^src\/routes\//, '').replace(/\?tsr-split=component$/, ''));
}

/**
 * The built files (relative to `distDir`) a route loads first: the entry, the route's component chunk
 * (and the public layout's, for a public route) and everything they import statically.
 */
export function firstLoadFiles(distDir: string, route: string, manifest = readManifest(distDir)): string[] {
  const layout = Object.keys(manifest).find((key) => key.endsWith('routes/_public.tsx?tsr-split=component'));
  const roots = ['index.html', `src/routes/${route}?tsr-split=component`, ...(route.startsWith('_public/') && layout ? [layout] : [])];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return [...seen].map((key) => manifest[key]!.file);
}

/** First-load JavaScript of each route chunk in a build: KB sent (brotli, file by file), files, KB gzip. */
export function measureRoutes(distDir: string): { route: string; brotliKb: number; files: number; gzipKb: number }[] {
  const manifest = readManifest(distDir);
  return routeFiles(manifest)
    .map((route) => {
      const paths = firstLoadFiles(distDir, route, manifest).map((file) => join(distDir, file));
      return {
        route,
        brotliKb: paths.reduce((sum, path) => sum + sentBytes(path), 0) / 1024,
        files: paths.length,
        gzipKb: paths.reduce((sum, path) => sum + gzipSync(readFileSync(path), { level: 9 }).length, 0) / 1024,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(process.argv[2] ?? 'dist/web');
  for (const row of measureRoutes(dist)) {
    console.log(
      `${row.route.padEnd(36)} ${row.brotliKb.toFixed(1).padStart(7)} KB br sent in ${String(row.files).padStart(2)} files ${row.gzipKb.toFixed(1).padStart(7)} KB gz`,
    );
  }
}
