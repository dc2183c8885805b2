import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eWebDistDir } from './support/build-dir.ts';

// Issue 29: the rich editor and the SEO analysis add nothing to any public page's script. A public page runs the
// islands runtime and what it imports, at once or on demand (every island); none of that may hold editor or analysis code.

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** Strings only the editor (ProseMirror's root class) and the analysis (a check id) compile into their chunks. */
const ADMIN_MARKERS = { editor: 'ProseMirror', analysis: 'keyphrase-in-title' } as const;

const dist = e2eWebDistDir(Number(process.env.E2E_PORT ?? 3210));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const source = (chunk: ManifestChunk) => readFileSync(join(dist, chunk.file), 'utf8');

/** Every chunk a public page can load: the islands runtime and everything it imports, statically or on demand. */
function publicChunks(): ManifestChunk[] {
  const seen = new Set<string>();
  const queue = ['src/islands/runtime.ts'];
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
    queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  return [...seen].map((key) => manifest[key]!);
}

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
