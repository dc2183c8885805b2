// What a query's plan did, for tests that show a query reads a bounded number of rows (EXPLAIN ANALYZE, as JSON):
// counts of rows, never times.
import type { EntityManager } from '@mikro-orm/postgresql';

/** One node of a plan as `EXPLAIN (ANALYZE, FORMAT JSON)` writes it (the fields these tests read; counts per loop). */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Rows Removed by Join Filter'?: number;
  Plans?: PlanNode[];
}

/**
 * The plan of `sql` as it ran (`EXPLAIN (ANALYZE, FORMAT JSON)`: the statement is executed), its top node. `context`
 * is a transaction's, to explain under that transaction's settings.
 */
export async function explainAnalyzed(em: EntityManager, sql: string, bindings: unknown[] = [], context?: unknown): Promise<PlanNode> {
  const [row] = await em
    .getConnection()
    .execute<Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>>(`explain (analyze, format json) ${sql}`, bindings, 'all', context);
  return row!['QUERY PLAN'][0]!.Plan;
}

/** Every node of a plan, depth first, the top node first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** The rows a node produced or threw away (by its filter, index recheck or join filter), over all its loops. */
export function rowsOf(node: PlanNode): number {
  const perLoop =
    node['Actual Rows'] +
    (node['Rows Removed by Filter'] ?? 0) +
    (node['Rows Removed by Index Recheck'] ?? 0) +
    (node['Rows Removed by Join Filter'] ?? 0);
  return perLoop * node['Actual Loops'];
}

/** The names of the indexes a plan used. */
export function indexesUsed(node: PlanNode): string[] {
  return planNodes(node).flatMap((each) => (each['Index Name'] ? [each['Index Name']] : []));
}

/** Rows a plan's scans read: those they returned and those their filters dropped, over every loop. */
export function rowsExamined(plan: PlanNode): number {
  return planNodes(plan)
    .filter((node) => node['Node Type'].endsWith('Scan'))
    .reduce((sum, node) => sum + rowsOf(node), 0);
}

/** A statement a read ran through its connection's `execute`. */
export interface RecordedStatement {
  sql: string;
  bindings: unknown[];
}

/** Runs `read` while recording every statement `em`'s connection executes (not EXPLAINs), and returns them. */
export async function recordStatements(em: EntityManager, read: () => Promise<void>): Promise<RecordedStatement[]> {
  const connection = em.getConnection();
  const statements: RecordedStatement[] = [];
  const execute = connection.execute.bind(connection);
  connection.execute = ((sql: string, bindings: unknown[] = [], ...rest: unknown[]) => {
    if (typeof sql === 'string' && !sql.startsWith('explain')) statements.push({ sql, bindings });
    return (execute as (...args: unknown[]) => unknown)(sql, bindings, ...rest);
  }) as typeof connection.execute;
  try {
    await read();
  } finally {
    connection.execute = execute;
  }
  return statements;
}

/** Each statement explained on a fresh fork of `em`: its text, the rows its scans read and the indexes it used. */
export function explainEach(
  em: EntityManager,
  statements: readonly RecordedStatement[],
): Promise<Array<{ sql: string; rows: number; indexes: string[] }>> {
  return Promise.all(
    statements.map(async ({ sql, bindings }) => {
      const plan = await explainAnalyzed(em.fork(), sql, bindings);
      return { sql, rows: rowsExamined(plan), indexes: indexesUsed(plan) };
    }),
  );
}
