import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { arrowsUp, folderArrows, folderGraph, importCircles, importGraph, reachableFrom, unplacedFolders } from './import-graph.ts';
import { INTENDED_UP, SERVER_LAYERS, WEB_LAYERS } from './layers.mjs';

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

describe('the layers', () => {
  const layering = { root: 'src', outside: ['test'], layers: [['app'], ['blog', 'seo'], ['db']] };
  const graph = new Map([
    ['src/app.ts', ['src/blog/post.ts', 'src/db/orm.ts']],
    ['src/blog/post.ts', ['src/seo/head.ts', 'src/db/orm.ts']],
    ['src/blog/post.test.ts', ['src/app.ts', 'src/test/server.ts']],
    ['src/seo/head.ts', []],
    ['src/db/orm.ts', ['src/seo/head.ts']],
    ['src/test/server.ts', ['src/app.ts']],
    ['src/mail/send.ts', []],
  ]);
  const arrows = folderArrows(graph, layering);

  it('draw an arrow per pair of folders, with the imports behind it, leaving tests and test code out', () => {
    expect(arrows).toEqual(
      new Map([
        ['app -> blog', ['src/app.ts -> src/blog/post.ts']],
        ['app -> db', ['src/app.ts -> src/db/orm.ts']],
        ['blog -> seo', ['src/blog/post.ts -> src/seo/head.ts']],
        ['blog -> db', ['src/blog/post.ts -> src/db/orm.ts']],
        ['db -> seo', ['src/db/orm.ts -> src/seo/head.ts']],
      ]),
    );
  });

  it('find an arrow from a lower layer up, and a folder placed in none', () => {
    expect([...arrowsUp(arrows, layering).keys()]).toEqual(['db -> seo']);
    expect(unplacedFolders(graph, layering)).toEqual(['mail']);
  });

  it('find a circle of folders', () => {
    const circular = new Map([...graph, ['src/seo/head.ts', ['src/blog/post.ts']]]);
    expect(importCircles(folderGraph(folderArrows(circular, layering)))).toEqual([['blog', 'db', 'seo']]);
  });
});

describe.each([SERVER_LAYERS, WEB_LAYERS])('the layers of $root', (layering) => {
  const graph = importGraph(process.cwd());
  const arrows = folderArrows(graph, layering);
  const intended = INTENDED_UP[layering.root] ?? {};

  it('place every folder', () => {
    expect(arrows.size).toBeGreaterThan(10);
    expect(unplacedFolders(graph, layering)).toEqual([]);
  });

  it('are crossed upwards only where an arrow up is meant, and named', () => {
    const up = [...arrowsUp(arrows, layering)]
      .filter(([key]) => !(key in intended))
      .map(([key, imports]) => `${key}: ${imports.join(', ')}`);
    expect(up).toEqual([]);
    expect(Object.keys(intended).length).toBeLessThanOrEqual(layering.root === 'server/src' ? 5 : 0);
  });

  it('make no circle of folders', () => {
    expect(importCircles(folderGraph(arrows))).toEqual([]);
  });
});

describe('reachableFrom', () => {
  it('gives every file the roots reach, with the chain that reaches it', () => {
    const graph = new Map([
      ['r', ['a']],
      ['a', ['b']],
      ['b', ['a']],
      ['c', ['b']],
    ]);
    expect(reachableFrom(graph, ['r'])).toEqual(
      new Map([
        ['r', ['r']],
        ['a', ['r', 'a']],
        ['b', ['r', 'a', 'b']],
      ]),
    );
  });
});

describe("a public page's script", () => {
  // What a public page (served as islands) may run: the islands runtime, and each island it starts, with everything
  // they import, statically or with import(). The admin's live parts (presence, the notices stream with its Web Lock
  // and BroadcastChannel, previews, the builder's session) are for signed-in staff on admin screens: loaded on a public
  // page they would run on every visitor's main thread.
  const graph = importGraph(process.cwd(), { dynamic: true });
  const roots = [
    'web/src/islands/runtime.ts',
    ...readdirSync('web/src', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.island.tsx'))
      .map((file) => `web/src/${file}`),
  ];
  const reached = reachableFrom(graph, roots);

  it('reaches the islands and the header behaviours', () => {
    expect(roots.length).toBeGreaterThan(5);
    expect(reached.has('web/src/components/ui/menu-button-behaviour.ts')).toBe(true);
  });

  it("imports nothing of the admin area, the builder's screen, presence, notices or previews", () => {
    const forbidden = /^web\/src\/(features\/(admin|builder\/screen|preview)\/|.*\/(presence|notices)\/)/;
    expect([...reached.entries()].filter(([file]) => forbidden.test(file)).map(([, chain]) => chain.join(' -> '))).toEqual([]);
  });

  it('opens no server-sent events stream, BroadcastChannel or Web Lock', () => {
    const live = /\bnew EventSource\b|\bnew BroadcastChannel\b|navigator\.locks\b/;
    const opening = [...reached.entries()].filter(([file]) => !file.endsWith('.test.ts') && live.test(readFileSync(file, 'utf8')));
    expect(opening.map(([, chain]) => chain.join(' -> '))).toEqual([]);
  });
});
