import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

/** A load whose result the test releases when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('ReadCache', () => {
  it('loads once and serves the kept value until its group is invalidated', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ({ value: ++loads });
    expect(await cache.read('blog', 'list', load)).toBe(1);
    expect(await cache.read('blog', 'list', load)).toBe(1);
    cache.invalidate('pages');
    expect(await cache.read('blog', 'list', load)).toBe(1);
    cache.invalidate('blog');
    expect(await cache.read('blog', 'list', load)).toBe(2);
  });

  it('shares one load between simultaneous misses of a key', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const gate = deferred<void>();
    const load = async () => {
      loads += 1;
      await gate.promise;
      return { value: 'posts' };
    };
    const reads = [cache.read('blog', 'list', load), cache.read('blog', 'list', load), cache.read('blog', 'list', load)];
    gate.resolve();
    expect(await Promise.all(reads)).toEqual(['posts', 'posts', 'posts']);
    expect(loads).toBe(1);
  });

  it('does not keep a load that overlapped a write to its group', async () => {
    const cache = new ReadCache();
    const stale = deferred<{ value: string }>();
    const first = cache.read('pages', 'home', () => stale.promise);
    // A write commits while the first load is still reading the old row.
    cache.invalidate('pages');
    const second = cache.read('pages', 'home', async () => ({ value: 'new' }));
    stale.resolve({ value: 'old' });
    expect(await first).toBe('old');
    expect(await second).toBe('new');
    expect(await cache.read('pages', 'home', async () => ({ value: 'unexpected' }))).toBe('new');
  });

  it('reads again once an entry reaches its own expiry (the next scheduled publication)', async () => {
    let now = 1_000;
    const cache = new ReadCache(() => now);
    let loads = 0;
    const load = async () => ({ value: ++loads, expiresAt: 5_000 });
    expect(await cache.read('blog', 'list', load)).toBe(1);
    now = 4_999;
    expect(await cache.read('blog', 'list', load)).toBe(1);
    now = 5_000;
    expect(await cache.read('blog', 'list', load)).toBe(2);
  });

  it('keeps nothing while suspended (its invalidations could be missed) and nothing that failed', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ({ value: ++loads });
    cache.setSuspended(true);
    expect(await cache.read('media', 'list', load)).toBe(1);
    expect(await cache.read('media', 'list', load)).toBe(2);
    cache.setSuspended(false);
    await expect(cache.read('media', 'list', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.read('media', 'list', load)).toBe(3);
    expect(await cache.read('media', 'list', load)).toBe(3);
  });
});

describe('ReadCache.keep (a value built from traced reads, like a rendered response)', () => {
  it('keeps it until a write to any group it read, or the earliest expiry among its reads', async () => {
    let now = 1_000;
    const cache = new ReadCache(() => now);
    const build = () =>
      cache.trace(async (trace) => {
        const posts = await cache.read('blog', 'list', async () => ({ value: 'posts', expiresAt: 9_000 }));
        const page = await cache.read('pages', 'blog', async () => ({ value: 'page' }));
        cache.keep('GET /blog', trace, `${posts}+${page}`);
      });
    await build();
    expect(cache.peek('GET /blog')).toBe('posts+page');
    cache.invalidate('media');
    expect(cache.peek('GET /blog')).toBe('posts+page');
    cache.invalidate('pages');
    expect(cache.peek('GET /blog')).toBeUndefined();

    await build();
    now = 9_000;
    expect(cache.peek('GET /blog')).toBeUndefined();
  });

  it('does not keep it when a group it read was written while it was being built, or it read nothing cached', async () => {
    const cache = new ReadCache();
    await cache.trace(async (trace) => {
      await cache.read('blog', 'list', async () => ({ value: 'old posts' }));
      cache.invalidate('blog');
      cache.keep('GET /blog', trace, 'stale');
    });
    expect(cache.peek('GET /blog')).toBeUndefined();
    cache.trace((trace) => cache.keep('GET /robots.txt', trace, 'anything'));
    expect(cache.peek('GET /robots.txt')).toBeUndefined();
  });

  it('keeps a value built from a fresh (uncached) read only until a write to its group or its expiry', async () => {
    let now = 1_000;
    const cache = new ReadCache(() => now);
    let loads = 0;
    const build = () =>
      cache.trace(async (trace) => {
        const found = await cache.readFresh('blog', 'search:zeppelin', async () => ({
          value: `results ${(loads += 1)}`,
          expiresAt: 9_000,
        }));
        cache.keep('GET /blog?q=zeppelin', trace, found);
      });
    await build();
    await build();
    // Never cached: every build reads again.
    expect(loads).toBe(2);
    expect(cache.peek('GET /blog?q=zeppelin')).toBe('results 2');
    cache.invalidate('pages');
    expect(cache.peek('GET /blog?q=zeppelin')).toBe('results 2');
    cache.invalidate('blog');
    expect(cache.peek('GET /blog?q=zeppelin')).toBeUndefined();
    await build();
    now = 9_000;
    expect(cache.peek('GET /blog?q=zeppelin')).toBeUndefined();
    // A write while it is built: not kept at all.
    await cache.trace(async (trace) => {
      const found = await cache.readFresh('blog', 'search:old', async () => ({ value: 'old results' }));
      cache.invalidate('blog');
      cache.keep('GET /blog?q=old', trace, found);
    });
    expect(cache.peek('GET /blog?q=old')).toBeUndefined();
  });

  it('reads a fresh value once per trace (a request), and again in the next', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ({ value: `results ${(loads += 1)}` });
    const inOneRequest = () =>
      cache.trace(async () => [await cache.readFresh('blog', 'search:a', load), await cache.readFresh('blog', 'search:a', load)]);
    expect(await inOneRequest()).toEqual(['results 1', 'results 1']);
    expect(await inOneRequest()).toEqual(['results 2', 'results 2']);
    // Another key, and a read outside any trace, load on their own.
    expect(await cache.trace(() => cache.readFresh('blog', 'search:b', load))).toBe('results 3');
    expect(await cache.readFresh('blog', 'search:a', load)).toBe('results 4');
  });

  it('keeps at most 300 values, dropping the oldest first, without touching the cached reads', async () => {
    const cache = new ReadCache();
    await cache.trace(async (trace) => {
      await cache.read('blog', 'list', async () => ({ value: 'posts' }));
      for (let page = 0; page <= 300; page += 1) cache.keep(`GET /blog?page=${page}`, trace, page);
    });
    expect(cache.peek('GET /blog?page=0')).toBeUndefined();
    expect(cache.peek('GET /blog?page=1')).toBe(1);
    expect(cache.peek('GET /blog?page=300')).toBe(300);
    let loads = 0;
    expect(await cache.read('blog', 'list', async () => ({ value: `posts ${(loads += 1)}` }))).toBe('posts');
  });
});
