// The repository's import graph, type imports included: ESLint's import-x/no-cycle skips `import type`,
// but a circle of types still ties the files into one unit (the router's context type once pulled the
// whole route tree into every feature that named it).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The source folders whose files the graph holds (tests included: they import like any other file). */
export const SOURCE_ROOTS = [
  'contracts/src',
  'packages/builder-engine/src',
  'migrations',
  'server/src',
  'server/bench',
  'web/src',
  'scripts',
  'e2e',
];

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIPPED = new Set(['node_modules', 'dist', '.tsbuild']);
// `import ... from '...'`, `import '...'`, `export ... from '...'`, type-only forms included; not `import()`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/gm;
// `import('...')` with a literal path: code a file may load later.
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The file an import path names: as written, or with a source extension or `/index` added (the generated route tree writes none). */
function resolveSource(path: string, known: Set<string>): string | undefined {
  return [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')].find((candidate) => known.has(candidate));
}

/**
 * Each source file (a path relative to `root`) with the files it imports by relative path; with `dynamic`, also those
 * it names in an `import('...')`.
 */
export function importGraph(root: string, { dynamic = false }: { dynamic?: boolean } = {}): Map<string, string[]> {
  const files = SOURCE_ROOTS.flatMap((dir) => sourceFiles(resolve(root, dir)));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(STATIC_IMPORT), ...(dynamic ? text.matchAll(DYNAMIC_IMPORT) : [])]
      .map((match) => match[1]!)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveSource(resolve(dirname(file), specifier), known))
      .filter((target) => target !== undefined);
    graph.set(
      relative(root, file),
      [...new Set(targets)].map((target) => relative(root, target)),
    );
  }
  return graph;
}

/** Every file `roots` reach in `graph` (the roots included), each with the chain of imports that reaches it. */
export function reachableFrom(graph: Map<string, string[]>, roots: string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>(roots.map((root) => [root, [root]]));
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file) ?? []) {
      if (chains.has(target)) continue;
      chains.set(target, [...chains.get(file)!, target]);
      queue.push(target);
    }
  }
  return chains;
}

/** The import circles of `graph`: each strongly connected set of two or more files (or a file importing itself), sorted. */
export function importCircles(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep chain of imports cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const members: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(member);
      } while (member !== frame.node);
      if (members.length > 1 || edges.includes(frame.node)) circles.push(members.sort());
    }
  }
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One source root's layers, as scripts/layers.mjs declares them. */
export interface Layering {
  root: string;
  outside: string[];
  layers: string[][];
}

const TEST_FILE = /\.test\.tsx?$/;

/** The folder (or top-level file, without extension) of `root` that holds `file`; undefined when `file` is not under `root`. */
export function folderOf(root: string, file: string): string | undefined {
  if (!file.startsWith(`${root}/`)) return undefined;
  const rest = file.slice(root.length + 1);
  const slash = rest.indexOf('/');
  return slash < 0 ? rest.replace(/\.(ts|tsx|mts)$/, '') : rest.slice(0, slash);
}

/**
 * The arrows between the folders of `layering.root` (`from -> to`), each with the file imports that draw it. Tests and
 * the folders outside the layers are left out: test code may import anything.
 */
export function folderArrows(graph: Map<string, string[]>, layering: Layering): Map<string, string[]> {
  const arrows = new Map<string, string[]>();
  for (const [file, targets] of graph) {
    const from = folderOf(layering.root, file);
    if (from === undefined || TEST_FILE.test(file) || layering.outside.includes(from)) continue;
    for (const target of targets) {
      const to = folderOf(layering.root, target);
      if (to === undefined || to === from || layering.outside.includes(to)) continue;
      const key = `${from} -> ${to}`;
      arrows.set(key, [...(arrows.get(key) ?? []), `${file} -> ${target}`]);
    }
  }
  return arrows;
}

/** The layer of each folder: 0 for the top one. */
function layerIndex(layering: Layering): Map<string, number> {
  return new Map(layering.layers.flatMap((layer, index) => layer.map((name): [string, number] => [name, index])));
}

/** The folders of `layering.root` that hold code but are in no layer (and not outside them), sorted. */
export function unplacedFolders(graph: Map<string, string[]>, layering: Layering): string[] {
  const placed = layerIndex(layering);
  const folders = new Set(
    [...graph.keys()]
      .filter((file) => !TEST_FILE.test(file))
      .map((file) => folderOf(layering.root, file))
      .filter((name) => name !== undefined),
  );
  return [...folders].filter((name) => !placed.has(name) && !layering.outside.includes(name)).sort();
}

/** The arrows from a lower layer to a higher one (`from -> to`), each with the file imports that draw it. */
export function arrowsUp(arrows: Map<string, string[]>, layering: Layering): Map<string, string[]> {
  const index = layerIndex(layering);
  return new Map(
    [...arrows].filter(([key]) => {
      const [from, to] = key.split(' -> ') as [string, string];
      return (index.get(to) ?? Infinity) < (index.get(from) ?? -Infinity);
    }),
  );
}

/** The folder graph of `arrows`, for `importCircles`. */
export function folderGraph(arrows: Map<string, string[]>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const key of arrows.keys()) {
    const [from, to] = key.split(' -> ') as [string, string];
    graph.set(from, [...(graph.get(from) ?? []), to]);
    if (!graph.has(to)) graph.set(to, []);
  }
  return graph;
}
