// What a query's plan did, for tests that show a query reads a bounded number of rows (EXPLAIN ANALYZE, as JSON).
import type { EntityManager } from '@mikro-orm/postgresql';

/** One node of a plan as `EXPLAIN (ANALYZE, FORMAT JSON)` writes it (the fields these tests read). */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** Every node of the plan `EXPLAIN (ANALYZE, FORMAT JSON)` gives for `sql`, depth first (the top node first). */
export async function analyzedPlan(em: EntityManager, sql: string, bindings: unknown[] = []): Promise<PlanNode[]> {
  const [row] = await em
    .getConnection()
    .execute<Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>>(`explain (analyze, format json) ${sql}`, bindings);
  const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];
  return flatten(row!['QUERY PLAN'][0]!.Plan);
}

/**
 * The table rows a plan read: what its scans returned plus what their filters and rechecks threw away, over every
 * loop. Index-only bookkeeping (bitmap index scans) is left out, as those rows are counted again by the heap scan.
 */
export function rowsRead(nodes: readonly PlanNode[]): number {
  return nodes
    .filter((node) => /Scan$/.test(node['Node Type']) && node['Node Type'] !== 'Bitmap Index Scan')
    .reduce(
      (sum, node) =>
        sum +
        ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
          (node['Actual Loops'] ?? 1),
      0,
    );
}
