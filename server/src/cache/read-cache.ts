import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/core';
import { now } from '../clock.ts';

/** The groups of cached reads; a write invalidates its whole group (named for what the tables hold). */
export type CacheTag = 'blog' | 'pages' | 'media' | 'builder';

/** Every tag, for a listener that lost its connection and must forget everything. */
export const CACHE_TAGS: readonly CacheTag[] = ['blog', 'pages', 'media', 'builder'];

/** What a loader produced, and when at the latest it must be read again (epoch ms; none: only the safety age). */
export interface Loaded<T> {
  value: T;
  expiresAt?: number;
}

/**
 * What one unit of work (an HTTP request) read through the cache: the groups, the earliest expiry among
 * the values, and the groups' generations when it began. A response built only from cached reads may be
 * kept under the same rules as the reads (see `keep`).
 */
export interface ReadTrace {
  tags: Set<CacheTag>;
  expiresAt: number;
  generations: Map<CacheTag, number>;
  /** The fresh reads made so far (`readFresh`), by tag and key: one unit of work reads each once. */
  fresh: Map<string, Promise<Loaded<unknown>>>;
}

/** How often one kind of lookup found its value (hits) or had to make it (misses), since the cache began. */
export interface LookupCounts {
  hits: number;
  misses: number;
}

interface Entry {
  value: unknown;
  tags: readonly CacheTag[];
  expiresAt: number;
}

/** How long any entry lives at most, so a lost invalidation is healed without a restart. */
const SAFETY_MAX_AGE_MS = 5 * 60 * 1000;
/** At most this many read values (requests for unknown slugs must not grow memory without bound). */
const MAX_ENTRIES = 2000;
/**
 * At most this many kept values (rendered pages of up to ~100 KB with their compressed copies: every
 * distinct query string is one, so they are bounded apart and more tightly).
 */
const MAX_KEPT = 300;

const traces = new AsyncLocalStorage<ReadTrace>();

/**
 * Values of the reads every visitor makes, kept in this process until a write to their group, their own
 * expiry or the safety age. Concurrent misses of one key share a single load, and a load that overlaps an
 * invalidation of its group is returned but not kept (it may hold the data from before the write).
 * Cached values are shared between requests: callers must not mutate them.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly kept = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<Loaded<unknown>>>();
  private readonly generations = new Map<CacheTag, number>();
  private suspended = false;
  private readonly invalidationListeners = new Set<(tags: readonly CacheTag[]) => void>();
  /**
   * Lookups so far, for the metrics: `read` counts `read` (a value kept or already loading is a hit; a load
   * started, or any read while suspended, a miss), `response` counts `peek` of kept responses.
   */
  readonly lookups: { read: LookupCounts; response: LookupCounts } = { read: { hits: 0, misses: 0 }, response: { hits: 0, misses: 0 } };

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** The cached value of `tag`/`key`, or `load`'s, kept until invalidated or expired. */
  async read<T>(tag: CacheTag, key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    const trace = traces.getStore();
    trace?.tags.add(tag);
    const note = (expiresAt: number) => {
      if (trace) trace.expiresAt = Math.min(trace.expiresAt, expiresAt);
    };
    if (this.suspended) {
      this.lookups.read.misses += 1;
      note(0);
      return (await load()).value;
    }
    const id = `${tag}\u0000${key}`;
    const entry = this.peekEntry(this.entries, id);
    if (entry) {
      this.lookups.read.hits += 1;
      note(entry.expiresAt);
      return entry.value as T;
    }
    let pending = this.loading.get(id) as Promise<Loaded<T>> | undefined;
    if (pending) this.lookups.read.hits += 1;
    else this.lookups.read.misses += 1;
    if (!pending) {
      const started = this.now();
      const since = this.generation(tag);
      pending = load().then((loaded) => {
        const expiresAt = Math.min(loaded.expiresAt ?? Number.POSITIVE_INFINITY, started + SAFETY_MAX_AGE_MS);
        this.keepIfCurrent(this.entries, MAX_ENTRIES, id, [tag], loaded.value, expiresAt, new Map([[tag, since]]));
        return { value: loaded.value, expiresAt };
      });
      const settled = pending.finally(() => {
        if (this.loading.get(id) === pending) this.loading.delete(id);
      });
      settled.catch(() => {});
      this.loading.set(id, pending);
    }
    const loaded = await pending;
    note(loaded.expiresAt ?? 0);
    return loaded.value;
  }

  /**
   * `load`'s value, read now and never cached (reads with too many keys to keep, such as searches), recorded in the
   * running trace as `read` records its reads: a response built from it is kept only until a write to `tag`, the
   * value's own expiry or the safety age. Within one trace (one request) `tag`/`key` is loaded once and shared.
   */
  async readFresh<T>(tag: CacheTag, key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    const trace = traces.getStore();
    trace?.tags.add(tag);
    const started = this.now();
    const id = `${tag}\u0000${key}`;
    let pending = trace?.fresh.get(id) as Promise<Loaded<T>> | undefined;
    if (!pending) {
      pending = load();
      trace?.fresh.set(id, pending);
    }
    const loaded = await pending;
    if (trace) {
      const expiresAt = this.suspended ? 0 : Math.min(loaded.expiresAt ?? Number.POSITIVE_INFINITY, started + SAFETY_MAX_AGE_MS);
      trace.expiresAt = Math.min(trace.expiresAt, expiresAt);
    }
    return loaded.value;
  }

  /** A value kept with `keep`, while it is fresh. */
  peek<T>(key: string): T | undefined {
    const entry = this.peekEntry(this.kept, key);
    if (entry) this.lookups.response.hits += 1;
    else this.lookups.response.misses += 1;
    return entry?.value as T | undefined;
  }

  /**
   * Keeps a value derived from the reads in `trace` (a rendered response, say) under `key`, unless one of
   * those groups was written since the trace began, or a read was uncacheable; it goes with them.
   */
  keep(key: string, trace: ReadTrace, value: unknown): void {
    if (trace.tags.size === 0 || trace.expiresAt <= this.now()) return;
    this.keepIfCurrent(this.kept, MAX_KEPT, key, [...trace.tags], value, trace.expiresAt, trace.generations);
  }

  /** Runs `work` recording every read it makes through any ReadCache into a new trace. */
  trace<T>(work: (trace: ReadTrace) => T): T {
    const trace: ReadTrace = {
      tags: new Set(),
      expiresAt: Number.POSITIVE_INFINITY,
      generations: new Map(CACHE_TAGS.map((tag) => [tag, this.generation(tag)])),
      fresh: new Map(),
    };
    return traces.run(trace, () => work(trace));
  }

  /** Forgets every value of these groups; loads already running for them will not be kept. */
  invalidate(...tags: CacheTag[]): void {
    for (const tag of tags) this.generations.set(tag, this.generation(tag) + 1);
    for (const map of [this.entries, this.kept]) {
      for (const [id, entry] of map) if (entry.tags.some((tag) => tags.includes(tag))) map.delete(id);
    }
    // A later reader must not join a load that started before the write.
    for (const id of this.loading.keys()) if (tags.some((tag) => id.startsWith(`${tag}\u0000`))) this.loading.delete(id);
    for (const listener of this.invalidationListeners) listener(tags);
  }

  /**
   * Calls `listener` with the groups of every invalidation from now on (a write on this instance, another instance's
   * write heard by the listener, a lost connection); returns the unsubscribe.
   */
  onInvalidate(listener: (tags: readonly CacheTag[]) => void): () => void {
    this.invalidationListeners.add(listener);
    return () => this.invalidationListeners.delete(listener);
  }

  /**
   * Stops (true) or resumes (false) caching: while another instance's writes could go unheard, every
   * read goes to the database. Suspending forgets everything.
   */
  setSuspended(suspended: boolean): void {
    this.suspended = suspended;
    if (suspended) this.invalidate(...CACHE_TAGS);
  }

  private peekEntry(map: Map<string, Entry>, id: string): Entry | undefined {
    const entry = map.get(id);
    return entry && entry.expiresAt > this.now() ? entry : undefined;
  }

  private keepIfCurrent(
    map: Map<string, Entry>,
    max: number,
    id: string,
    tags: readonly CacheTag[],
    value: unknown,
    expiresAt: number,
    since: Map<CacheTag, number>,
  ): void {
    if (this.suspended || tags.some((tag) => this.generation(tag) !== since.get(tag))) return;
    // Oldest first out: a Map iterates in insertion order.
    if (!map.has(id) && map.size >= max) map.delete(map.keys().next().value!);
    map.set(id, { value, tags, expiresAt });
  }

  private generation(tag: CacheTag): number {
    return this.generations.get(tag) ?? 0;
  }
}

/** One cache per ORM (one database connection pool): app instances in one process that share an ORM share it. */
const caches = new WeakMap<object, ReadCache>();

/** The read cache of the ORM behind this entity manager (or ORM). */
export function readCacheOf(source: Pick<EntityManager, 'config'>): ReadCache {
  let cache = caches.get(source.config);
  if (!cache) {
    cache = new ReadCache(() => now().getTime());
    caches.set(source.config, cache);
  }
  return cache;
}
