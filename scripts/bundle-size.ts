// Measures the JavaScript each route loads before it can draw, from the Vite build manifest: the
// entry chunk plus the route's lazily loaded component chunk, with everything they import
// statically. Prints brotli and gzip sizes. Usage: node --import tsx scripts/bundle-size.ts [dist dir]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** Compressed sizes (KB) of the first-load JavaScript of each route chunk in a build. */
export function measureRoutes(distDir: string): { route: string; brotliKb: number; gzipKb: number }[] {
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
    const bytes = Buffer.concat([...keys].map((key) => readFileSync(join(distDir, manifest[key]!.file))));
    return { brotliKb: brotliCompressSync(bytes).length / 1024, gzipKb: gzipSync(bytes).length / 1024 };
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
    console.log(`${row.route.padEnd(36)} ${row.brotliKb.toFixed(1).padStart(7)} KB br ${row.gzipKb.toFixed(1).padStart(7)} KB gz`);
  }
}
