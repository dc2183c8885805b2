// Every island of the site, found at build time: each `{name}.island.tsx` beside the component it wraps, in
// components/ or a feature. The runtime starts them by name, so it imports no feature and no feature imports it.
import type { ComponentType } from 'react';

/** An island's module: the component it wraps as its default export. */
export type IslandModule = { default: ComponentType<Record<string, unknown>> };

const found = import.meta.glob<IslandModule>(['../components/**/*.island.tsx', '../features/**/*.island.tsx']);

/** The island files found, as paths relative to this folder. */
export const islandFiles: readonly string[] = Object.keys(found);

/** The name of the island in the file at `path`: its file name before `.island.tsx`. */
export function islandNameOf(path: string): string {
  return /([^/]+)\.island\.tsx$/.exec(path)![1]!;
}

/** Each island's module loader, by name (the code is fetched when the first island of that name starts). */
export const islandModules: ReadonlyMap<string, () => Promise<IslandModule>> = new Map(
  Object.entries(found).map(([path, load]) => [islandNameOf(path), load]),
);
