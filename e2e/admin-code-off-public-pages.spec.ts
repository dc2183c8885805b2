import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import { e2eWebDistDir } from './support/build-dir.ts';

// Issue 29: the rich editor and the SEO analysis add nothing to any public page's script. A public page runs the
// islands runtime and what it imports, at once or on demand (every island); none of that may hold editor or analysis code.
// Issue 44: nor the analytics screen's chart library (uPlot), which the admin's first load does not carry either.

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** Strings only the editor (ProseMirror's root class) and the analysis (a check id) compile into their chunks. */
const ADMIN_MARKERS = { editor: 'ProseMirror', analysis: 'keyphrase-in-title', chart: 'u-legend' } as const;

const dist = e2eWebDistDir(Number(process.env.E2E_PORT ?? 3210));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const source = (chunk: ManifestChunk) => readFileSync(join(dist, chunk.file), 'utf8');

/** Every chunk `entry` loads: what it imports, and (with `onDemand`) what it imports on demand, all the way down. */
function chunksOf(entry: string, onDemand: boolean): ManifestChunk[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
    queue.push(...(chunk.imports ?? []), ...(onDemand ? (chunk.dynamicImports ?? []) : []));
  }
  return [...seen].map((key) => manifest[key]!);
}

/** Every chunk a public page can load: the islands runtime and everything it imports, statically or on demand. */
const publicChunks = () => chunksOf('src/islands/runtime.ts', true);

test('no public page can load the editor or the SEO analysis', () => {
  const chunks = publicChunks();
  expect(chunks.length).toBeGreaterThan(5);
  for (const [what, marker] of Object.entries(ADMIN_MARKERS)) {
    // The markers are real: the admin's build holds them somewhere.
    expect(
      Object.values(manifest).some((chunk) => chunk.file.endsWith('.js') && source(chunk).includes(marker)),
      `${what} marker in the build`,
    ).toBe(true);
    const carriers = chunks.filter((chunk) => source(chunk).includes(marker)).map((chunk) => chunk.file);
    expect(carriers, `public chunks holding ${what} code`).toEqual([]);
  }
});

test('the analytics chart library loads with the analytics screen only, not with the app’s first load', () => {
  const carriers = (chunks: ManifestChunk[]) =>
    chunks.filter((chunk) => chunk.file.endsWith('.js') && source(chunk).includes(ADMIN_MARKERS.chart));
  const all = carriers(Object.values(manifest));
  expect(all.map((chunk) => chunk.file)).toHaveLength(1);
  expect(all[0]!.file).toMatch(/analytics-chart-canvas/);
  // The app's entry (the admin and the pages not served as islands) and what it imports at once.
  expect(carriers(chunksOf('index.html', false)).map((chunk) => chunk.file)).toEqual([]);
});
