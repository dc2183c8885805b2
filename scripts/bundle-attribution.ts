// Which packages and source folders make up what a route sends first: builds the web app with source
// maps into a scratch folder, then shares each first-load chunk's brotli size out among the source
// files its bytes came from, in proportion to the bytes each produced, and adds them up by npm package
// (or by folder of web/src). Usage: npx tsx scripts/bundle-attribution.ts [route file, default _public/index.tsx]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { firstLoadFiles, sentBytes } from './bundle-size.ts';

/** The bytes of generated `code` that each source of its source map produced. */
export function bytesBySource(code: string, map: RawSourceMap): Map<string, number> {
  const lines = code.split('\n');
  const segments: { line: number; column: number; source: string }[] = [];
  new SourceMapConsumer(map).eachMapping((mapping) =>
    segments.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source ?? '(unmapped)' }),
  );
  const bytes = new Map<string, number>();
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const end = next && next.line === segment.line ? next.column : lines[segment.line - 1]!.length;
    bytes.set(segment.source, (bytes.get(segment.source) ?? 0) + end - segment.column);
  });
  return bytes;
}

/** The npm package (`react-dom`, `@tanstack/router-core`) or web/src folder a source path belongs to. */
export function partOf(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1]!;
  const inWeb = /web\/src\/(.*)$/.exec(source);
  if (inWeb) return `web/src/${inWeb[1]!.split('/').slice(0, 2).join('/')}`;
  return source;
}

function main(): void {
  const route = process.argv[2] ?? '_public/index.tsx';
  const dist = mkdtempSync(join(tmpdir(), 'localrank-attribution-'));
  try {
    const build = spawnSync('npx', ['vite', 'build', '--sourcemap', '--logLevel', 'warn'], {
      env: { ...process.env, WEB_DIST_DIR: dist },
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('vite build failed');
    const files = firstLoadFiles(dist, route);
    const kb = new Map<string, number>();
    let total = 0;
    for (const file of files) {
      const path = join(dist, file);
      const sent = sentBytes(path);
      total += sent;
      if (!existsSync(`${path}.map`)) {
        kb.set(file, sent / 1024);
        continue;
      }
      const code = readFileSync(path, 'utf8');
      for (const [source, bytes] of bytesBySource(code, JSON.parse(readFileSync(`${path}.map`, 'utf8')) as RawSourceMap)) {
        const part = partOf(source);
        kb.set(part, (kb.get(part) ?? 0) + ((bytes / code.length) * sent) / 1024);
      }
    }
    console.log(`${route}: ${(total / 1024).toFixed(1)} KB sent in ${files.length} files`);
    for (const [part, size] of [...kb].sort((a, b) => b[1] - a[1])) console.log(`${size.toFixed(1).padStart(7)} KB  ${part}`);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
