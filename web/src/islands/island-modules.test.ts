// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { islandFiles, islandModules, islandNameOf } from './island-modules.ts';

describe('the islands of the site', () => {
  it('are found beside their components, in components/ and the features', () => {
    expect(islandFiles.some((path) => path.startsWith('../components/'))).toBe(true);
    expect(islandFiles.some((path) => path.startsWith('../features/'))).toBe(true);
  });

  it('each have a name of their own', () => {
    expect(islandModules.size).toBe(islandFiles.length);
  });

  it('are each named after their file, as the runtime finds them', async () => {
    for (const path of islandFiles) {
      const module = (await islandModules.get(islandNameOf(path))!()) as unknown as Record<string, unknown>;
      const exported = Object.values(module).filter(
        (value): value is { islandName: string } => typeof value === 'function' && 'islandName' in value,
      );
      expect(
        exported.map((island) => island.islandName),
        path,
      ).toEqual([islandNameOf(path)]);
    }
  });
});
