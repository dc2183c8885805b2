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

/** The browser build's Vite manifest, and the chunks a chunk loads with it (itself and its static imports). */
export interface BuildManifest {
  manifest: Record<string, ManifestChunk>;
  closure: (key: string) => Set<string>;
}

/** Reads the browser build's Vite manifest (once, at start-up); null when the build has none. */
export function readBuildManifest(webDistDir: string): BuildManifest | null {
  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const walk = (key: string, seen: Set<string>): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) walk(next, seen);
    return seen;
  };
  return { manifest, closure: (key) => walk(key, new Set()) };
}

/**
 * A function giving, for the routes a page matched, the scripts their components load beyond what the
 * page's template already loads: preloading them with the page means the app hydrates without another
 * round trip. Empty without a manifest.
 */
export function routePreloadsOf(read: BuildManifest | null): (routeIds: readonly string[]) => string[] {
  if (!read) return () => [];
  const { manifest, closure } = read;
  const inTemplate = closure('index.html');
  const byRoute = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const match = ROUTE_CHUNK.exec(key);
    if (!match) continue;
    const keys = [...closure(key)].filter((k) => !inTemplate.has(k));
    byRoute.set(
      routeIdOfFile(match[1]!),
      keys.map((k) => `/${manifest[k]!.file}`),
    );
  }
  return (routeIds) => [...new Set(routeIds.flatMap((id) => byRoute.get(id) ?? []))];
}

/** The manifest key of the islands runtime (vite.config.ts names it as an input). */
const ISLANDS_RUNTIME = 'src/islands/runtime.ts';

/**
 * The script a page served as islands loads (`entry`: the islands runtime) and the chunks it imports
 * (`preloads`), as paths; null without a manifest or a runtime in it.
 */
export function islandsRuntimeOf(read: BuildManifest | null): { entry: string; preloads: string[] } | null {
  const runtime = read?.manifest[ISLANDS_RUNTIME];
  if (!read || !runtime) return null;
  const preloads = [...read.closure(ISLANDS_RUNTIME)].filter((key) => key !== ISLANDS_RUNTIME);
  return { entry: `/${runtime.file}`, preloads: preloads.map((key) => `/${read.manifest[key]!.file}`) };
}
