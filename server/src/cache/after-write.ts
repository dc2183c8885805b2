import type { EntityManager } from '@mikro-orm/core';
import { groupsFedBy, type CachedTable } from './cached-tables.ts';
import { readCacheOf } from './read-cache.ts';

/**
 * Declares, once a write has committed, the cached tables it wrote: this instance's cached reads of the groups
 * they feed are emptied at once (the other instances hear of the write from the tables' triggers). Called after
 * the transaction, never inside it, so no reader can cache the data from before the write again.
 */
export function afterWrite(em: Pick<EntityManager, 'config'>, tables: readonly CachedTable[]): void {
  readCacheOf(em).invalidate(...groupsFedBy(tables));
}
