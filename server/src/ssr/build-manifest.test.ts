import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { islandsRuntimeOf, readBuildManifest, routeIdOfFile, routePreloadsOf } from './build-manifest.ts';

const dir = mkdtempSync(join(tmpdir(), 'localrank-preloads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the build manifest', () => {
  it('names route files by the route ids TanStack Router gives them', () => {
    expect(routeIdOfFile('_public/blog.$slug')).toBe('/_public/blog/$slug');
    expect(routeIdOfFile('_public/blog.index')).toBe('/_public/blog/');
    expect(routeIdOfFile('_public/index')).toBe('/_public/');
    expect(routeIdOfFile('_public')).toBe('/_public');
    expect(routeIdOfFile('admin/_panel/dashboard')).toBe('/admin/_panel/dashboard');
  });

  it("lists a matched route's scripts and what they import, leaving out what the template loads", () => {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index.js', imports: ['_framework.js'] },
        'src/islands/runtime.ts': { file: 'assets/islands.js', imports: ['_header-scroll.js'] },
        '_header-scroll.js': { file: 'assets/header-scroll.js' },
        '_framework.js': { file: 'assets/framework.js' },
        '_pricing-page.js': { file: 'assets/pricing-page.js', imports: ['_framework.js'] },
        'src/routes/_public.tsx?tsr-split=component': { file: 'assets/_public.js', imports: ['index.html'] },
        'src/routes/_public/pricing.tsx?tsr-split=component': {
          file: 'assets/pricing.js',
          imports: ['index.html', '_pricing-page.js', '_framework.js'],
        },
      }),
    );
    const preloads = routePreloadsOf(readBuildManifest(dir));
    expect(preloads(['__root__', '/_public', '/_public/pricing'])).toEqual([
      '/assets/_public.js',
      '/assets/pricing.js',
      '/assets/pricing-page.js',
    ]);
    expect(preloads(['/_public/unknown'])).toEqual([]);
    expect(routePreloadsOf(readBuildManifest(join(dir, 'no-build')))(['/_public'])).toEqual([]);
  });

  it('names the islands runtime of pages served as islands, with the chunks it imports', () => {
    expect(islandsRuntimeOf(readBuildManifest(dir))).toEqual({ entry: '/assets/islands.js', preloads: ['/assets/header-scroll.js'] });
    expect(islandsRuntimeOf(readBuildManifest(join(dir, 'no-build')))).toBeNull();
  });
});
