import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedTestOrm, type TestOrm } from '../test/test-database.ts';
import { mapProblems, PERSONAL_DATA_MAP } from './personal-data.ts';

let db: TestOrm;
beforeAll(async () => {
  db = await createMigratedTestOrm();
});
afterAll(async () => {
  await db?.close();
});

/** Every table of the migrated schema with its columns, from information_schema. */
async function schemaColumns(): Promise<Map<string, string[]>> {
  const rows = await db.orm.em.getConnection().execute<Array<{ table_name: string; column_name: string }>>(
    `select c.table_name, c.column_name from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema = 'public' order by c.table_name, c.ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const row of rows) columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
  return columns;
}

describe('the map of personal data', () => {
  it('classifies every column of every table of the migrated schema, and names no column that does not exist', async () => {
    const columns = await schemaColumns();
    expect(columns.size).toBeGreaterThan(20);
    expect(mapProblems(columns)).toEqual([]);
  });

  it('says exactly what to add for an unclassified column or table, and what to remove for a missing one', async () => {
    const columns = await schemaColumns();
    columns.set('users', [...columns.get('users')!, 'nickname']);
    columns.set('pets', ['id', 'owner_id']);
    columns.delete('seed_runs');
    const problems = mapProblems(columns);
    expect(problems).toContain(
      `Column "users.nickname" is not classified: add 'nickname' to \`personal\` (data about an account), \`withheld\` (a secret never exported) or \`other\` (nothing personal) of \`users\` in server/src/privacy/personal-data.ts.`,
    );
    expect(
      problems.some((problem) => problem.startsWith('Table "pets" is not classified: add `pets: {') && problem.includes('(id, owner_id)')),
    ).toBe(true);
    expect(problems).toContain(
      'Table "seed_runs" is in PERSONAL_DATA_MAP (server/src/privacy/personal-data.ts) but not in the database: remove it from the map.',
    );
  });

  it('puts no column in two classes, and every linked table exports at least one column', () => {
    for (const [table, entry] of Object.entries(PERSONAL_DATA_MAP)) {
      const all = [...entry.personal, ...(entry.withheld ?? []), ...entry.other];
      expect(new Set(all).size, table).toBe(all.length);
      if (entry.link) expect(entry.personal.length, table).toBeGreaterThan(0);
    }
  });
});
