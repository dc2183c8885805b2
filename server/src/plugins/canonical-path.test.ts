// The one address a page path names (canonical-path.ts): the redirect target of another spelling of it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathSpelling } from '../test/path-variants.ts';
import { webRouteFullPaths, withSampleParams } from '../test/web-route-paths.ts';
import { canonicalPagePath, isLocalPath } from './canonical-path.ts';

describe('canonicalPagePath', () => {
  it("gives every route's address back from any spelling without matrix parameters", () => {
    // A preview link's token keeps its case (below).
    for (const path of webRouteFullPaths()
      .filter((route) => route !== '/preview/$token')
      .map(withSampleParams)) {
      const segments = path.split('/').filter(Boolean);
      fc.assert(
        fc.property(pathSpelling(segments, { params: false, query: false }), (spelled) => {
          expect(canonicalPagePath(spelled)).toBe(path);
        }),
        { numRuns: 50 },
      );
    }
  });

  it("keeps a preview link's token as it is spelled, its escaped letters unescaped", () => {
    const token = 'AbC-dEf_12XyZ34567890abcdEF';
    fc.assert(
      fc.property(pathSpelling(['preview', token], { params: false, query: false, mixCase: (_s, index) => index === 0 }), (spelled) => {
        expect(canonicalPagePath(spelled)).toBe(`/preview/${token}`);
      }),
    );
  });

  it('is its own canonical form, and always an address on this site', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.constantFrom('', '/', '//', '/\\', '///'), (path, lead) => {
        const canonical = canonicalPagePath(`${lead}${path}`);
        expect(canonicalPagePath(canonical)).toBe(canonical);
        if (!canonical.includes('\\')) expect(isLocalPath(canonical)).toBe(true);
        expect(canonical.startsWith('//')).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
