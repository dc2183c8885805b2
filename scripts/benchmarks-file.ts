// Sections of BENCHMARKS.md that a benchmark script owns, between its own start and end markers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Puts `body` between `<!-- name:start -->` and `<!-- name:end -->` in BENCHMARKS.md, replacing what
 * was there (or appending the section). The text is inserted literally (no `$` patterns).
 */
export function writeBenchmarkSection(name: string, body: string, file = 'BENCHMARKS.md'): void {
  const section = `<!-- ${name}:start -->\n${body.trim()}\n<!-- ${name}:end -->`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const start = current.indexOf(`<!-- ${name}:start -->`);
  const endMarker = `<!-- ${name}:end -->`;
  const end = current.indexOf(endMarker, start);
  const next =
    start >= 0 && end >= 0
      ? current.slice(0, start) + section + current.slice(end + endMarker.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}
