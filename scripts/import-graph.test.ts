import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from './import-graph.ts';

describe('importCircles', () => {
  it('finds a circle of two and of three, and a file importing itself, but not a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', ['e']],
      ['e', ['c']],
      ['f', ['f']],
      ['g', ['a']],
    ]);
    expect(importCircles(graph)).toEqual([['a', 'b'], ['c', 'd', 'e'], ['f']]);
  });

  it('finds none in a tree', () => {
    expect(
      importCircles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('the repository', () => {
  it('has no import circle, type imports included', () => {
    const graph = importGraph(process.cwd());
    expect(graph.size).toBeGreaterThan(500);
    expect(importCircles(graph)).toEqual([]);
  });
});
