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
function sentBytes(path: string): number {
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
}

/** First-load JavaScript of each route chunk in a build: KB sent (brotli, file by file), files, KB gzip. */
export function measureRoutes(distDir: string): { route: string; brotliKb: number; files: number; gzipKb: number }[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const next of manifest[key]?.imports ?? []) visit(next);
    };
    keys.forEach(visit);
    return seen;
  };
  const size = (keys: Set<string>) => {
    const paths = [...keys].map((key) => join(distDir, manifest[key]!.file));
    return {
      brotliKb: paths.reduce((sum, path) => sum + sentBytes(path), 0) / 1024,
      files: paths.length,
      gzipKb: paths.reduce((sum, path) => sum + gzipSync(readFileSync(path), { level: 9 }).length, 0) / 1024,
    };
  };
  const routes = Object.keys(manifest).filter((key) => key.includes('?tsr-split=component') && !key.endsWith('_public.tsx?tsr-split=component'));
  const layout = Object.keys(manifest).find((key) => key.endsWith('routes/_public.tsx?tsr-split=component'));
  return routes
    .map((key) => {
      const route = key.replace(/^src\/routes\//, '').replace(/\?tsr-split=component$/, '');
      const keys = ['index.html', key, ...(route.startsWith('_public/') && layout ? [layout] : [])];
      return { route, ...size(closure(keys)) };
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
