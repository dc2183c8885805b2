import { fileURLToPath, pathToFileURL } from 'node:url';

/** The preload that makes a process stop when its parent is gone (end-with-parent.mjs). */
const PRELOAD = pathToFileURL(fileURLToPath(new URL('./end-with-parent.mjs', import.meta.url))).href;

/** `options` (a NODE_OPTIONS value) with the preload added, once: every Node process started under it ends with its parent. */
export function withEndWithParent(options: string | undefined): string {
  const flag = `--import=${PRELOAD}`;
  const current = options?.trim() ?? '';
  return current.split(/\s+/).includes(flag) ? current : `${current} ${flag}`.trim();
}

/**
 * Vitest's global setup: the workers, and every server and command the test files start, inherit NODE_OPTIONS with
 * the preload, so a run that is stopped or killed leaves no server running (one left by an interrupted run held a
 * test database's connections and a share of a core for 100 minutes, until killed by hand).
 */
export default function setupEndWithParent(): void {
  process.env.NODE_OPTIONS = withEndWithParent(process.env.NODE_OPTIONS);
}
