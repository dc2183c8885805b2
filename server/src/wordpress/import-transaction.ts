import type { AnyEntity, EntityData, QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** What a statement may answer: its rows, or (run) the count of rows it changed. */
type StatementResult = QueryResult | EntityData<AnyEntity> | Array<EntityData<AnyEntity>>;

/**
 * A fork of the import's EntityManager for one write or read: inside the import's own transaction when it runs in
 * one (a dry run, rolled back whole), else without one (each write of a real import commits by itself). Every
 * statement of the import goes through such a fork or through importQuery, so a dry run writes nothing that stays
 * and, on the embedded database's single connection, never waits for a connection its own transaction holds.
 */
export function importFork(em: EntityManager): EntityManager {
  return em.fork({ keepTransactionContext: true });
}

/** Runs one SQL statement of the import in `em`'s transaction (the dry run's, or an item's), or alone when it has none. */
export function importQuery<T extends StatementResult>(
  em: EntityManager,
  sql: string,
  params: unknown[],
  method: 'all' | 'run' = 'all',
): Promise<T> {
  return em.getConnection().execute<T>(sql, params, method, em.getTransactionContext());
}
