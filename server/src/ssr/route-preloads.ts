import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const ROUTE_CHUNK = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/;

/**
 * The TanStack route id of a route file of web/src/routes (flat names: `_public/blog.$slug.tsx` is
 * `/_public/blog/$slug`, an `index` file the path with a trailing slash).
 */
export function routeIdOfFile(file: string): string {
  const id = `/${file.replace(/\./g, '/')}`;
  return id.endsWith('/index') ? id.slice(0, -'index'.length) : id;
}

/**
 * Reads the browser build's Vite manifest into a function giving, for the routes a page matched, the
 * scripts their components load beyond what the page's template already loads: preloading them with
 * the page means the app hydrates without another round trip. Empty without a manifest.
 */
export function loadRoutePreloads(webDistDir: string): (routeIds: readonly string[]) => string[] {
  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen: Set<string>): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, seen);
    return seen;
  };
  const inTemplate = closure('index.html', new Set());
  const byRoute = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const match = ROUTE_CHUNK.exec(key);
    if (!match) continue;
    const keys = [...closure(key, new Set())].filter((k) => !inTemplate.has(k));
    byRoute.set(routeIdOfFile(match[1]!), keys.map((k) => `/${manifest[k]!.file}`));
  }
  return (routeIds) => [...new Set(routeIds.flatMap((id) => byRoute.get(id) ?? []))];
}
