import type { LoadProgress } from './batched-insert.ts';

/** How often a table still loading gets a new line when the output is not a terminal (a log, a pipe). */
const LINE_EVERY_MS = 2_000;

/**
 * The restore command's progress on `out`: `table: rows loaded / total rows`. On a terminal one line per table,
 * rewritten in place as its rows load; elsewhere a line every two seconds while a table loads, and one when it is done.
 */
export function restoreProgressLines(out: NodeJS.WriteStream): (progress: LoadProgress) => void {
  const lastLine = new Map<string, number>();
  return ({ table, loaded, total }) => {
    const line = `  ${table}: ${loaded.toLocaleString('en')} / ${total.toLocaleString('en')} rows`;
    const done = loaded >= total;
    if (out.isTTY) {
      out.write(`\r${line}\u001b[K${done ? '\n' : ''}`);
      return;
    }
    const now = performance.now();
    if (!done && now - (lastLine.get(table) ?? -Infinity) < LINE_EVERY_MS) return;
    lastLine.set(table, now);
    out.write(`${line}\n`);
  };
}
