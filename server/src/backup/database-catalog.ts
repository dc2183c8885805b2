import type pg from 'pg';
import { MIGRATIONS_TABLE } from '../db/orm.ts';

// Where MikroORM records the migrations it ran: a backup lists its rows in the header, not as a table.
export { MIGRATIONS_TABLE };

/** `name` quoted as a PostgreSQL identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The app's tables in the public schema (the migrations' own table left out), by name. */
export async function appTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relname <> $1 order by c.relname`,
    [MIGRATIONS_TABLE],
  );
  return rows.map((row) => row.name);
}

/** Whether the public schema holds any table at all (the migrations' included): an empty target has none. */
export async function publicTableCount(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ count: string }>(
    `select count(*) as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')`,
  );
  return Number(rows[0]!.count);
}

/** A table's stored columns (generated ones left out, as they are computed again) with their SQL types, in order. */
export async function tableColumns(client: pg.ClientBase, table: string): Promise<Array<{ name: string; type: string }>> {
  const { rows } = await client.query<{ name: string; type: string }>(
    `select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [quoteIdent(table)],
  );
  return rows;
}

/** A table's primary-key columns in key order (none for a table without one). */
export async function primaryKey(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select a.attname as name from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = $1::regclass and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`,
    [quoteIdent(table)],
  );
  return rows.map((row) => row.name);
}

/** The public schema's sequences with their current values (what `setval` needs to put them back). */
export async function sequenceValues(client: pg.ClientBase): Promise<Array<{ name: string; value: string; isCalled: boolean }>> {
  const { rows: names } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const values = [];
  for (const { name } of names) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${quoteIdent(name)}`,
    );
    values.push({ name, value: rows[0]!.last_value, isCalled: rows[0]!.is_called });
  }
  return values;
}

/** The names of the migrations recorded as run, in the order they ran (none when the table is missing). */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows: table } = await client.query<{ name: string | null }>('select to_regclass($1)::text as name', [MIGRATIONS_TABLE]);
  if (!table[0]?.name) return [];
  const { rows } = await client.query<{ name: string }>(`select name from ${quoteIdent(MIGRATIONS_TABLE)} order by id`);
  return rows.map((row) => row.name);
}
