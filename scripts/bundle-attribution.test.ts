import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { bytesBySource, partOf } from './bundle-attribution.ts';

describe('bundle attribution', () => {
  it('gives each source the bytes from its mappings to the next one on the line, or to the end of the line', () => {
    // Line 1: 10 bytes from a.js, then 5 from b.js; line 2: 7 bytes from a.js.
    const code = 'aaaaaaaaaabbbbb\naaaaaaa';
    const map = new SourceMapGenerator({ file: 'chunk.js' });
    map.addMapping({ generated: { line: 1, column: 0 }, original: { line: 1, column: 0 }, source: 'a.js' });
    map.addMapping({ generated: { line: 1, column: 10 }, original: { line: 1, column: 0 }, source: 'b.js' });
    map.addMapping({ generated: { line: 2, column: 0 }, original: { line: 2, column: 0 }, source: 'a.js' });
    expect(bytesBySource(code, map.toJSON())).toEqual(
      new Map([
        ['a.js', 17],
        ['b.js', 5],
      ]),
    );
  });

  it('adds sources up by npm package, scoped or not, and by folder of web/src', () => {
    expect(partOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(partOf('../../node_modules/@tanstack/router-core/dist/esm/router.js')).toBe('@tanstack/router-core');
    expect(partOf('../../web/src/features/marketing/home/hero.tsx')).toBe('web/src/features/marketing');
    expect(partOf('../../web/src/main.tsx')).toBe('web/src/main.tsx');
  });
});
