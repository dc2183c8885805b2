import type { EntityManager, Knex } from '@mikro-orm/postgresql';

/** What a bound statement answered: its rows (if it returns any) and how many rows it touched. */
export interface BoundResult<Row> {
  rows: Row[];
  rowCount: number;
}

/**
 * Runs `sql` with its `?` parameters sent beside the statement, bound by PostgreSQL, in `em`'s transaction when it
 * is in one. MikroORM's `execute` writes each parameter into the statement's text instead, escaping it character
 * by character in JavaScript: for a batch of a thousand rows as one JSON parameter that escaping, the longer text
 * and the garbage they leave were a third of a write's CPU, on the thread that answers requests (BENCHMARKS.md,
 * "The analytics' share of a page's p95"). Use it for statements whose parameters are large: batches, documents.
 */
export async function queryBound<Row = Record<string, unknown>>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
): Promise<BoundResult<Row>> {
  const query = em
    .getConnection()
    .getKnex()
    // As `execute` writes it: a parameter left undefined is null.
    .raw(sql, params.map((param) => (param === undefined ? null : param)) as Knex.RawBinding[]);
  const context = em.getTransactionContext<Knex.Transaction>();
  if (context !== undefined) query.transacting(context);
  const result = (await query) as { rows: Row[]; rowCount: number | null };
  return { rows: result.rows, rowCount: result.rowCount ?? 0 };
}
