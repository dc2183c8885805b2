import type pg from 'pg';
import { MIGRATIONS_TABLE, quoteIdent } from './database-catalog.ts';

// A bulk load runs fastest into tables without their secondary indexes and foreign keys, which PostgreSQL then builds
// once from the loaded rows (a sort per index, one join per key) instead of row by row, the order pg_restore follows.
// Primary keys and unique constraints stay: they are what a duplicated row breaks while it loads.

/** A secondary index or foreign key set aside for a load, with the statement that builds it again. */
export interface DeferredObject {
  kind: 'index' | 'foreign key';
  table: string;
  name: string;
  /** The SQL that makes it again, exactly as PostgreSQL describes it (`pg_get_indexdef`, `pg_get_constraintdef`). */
  create: string;
}

/**
 * Drops, on `client` (inside the caller's transaction, so a rollback puts them back), every foreign key of the public
 * schema and every index of its tables that backs no primary key, unique or exclusion constraint (the migrations'
 * table left alone); returns how to make each again, foreign keys last.
 */
export async function setAsideIndexesAndKeys(client: pg.ClientBase): Promise<DeferredObject[]> {
  const { rows: keys } = await client.query<{ table: string; name: string; definition: string }>(
    `select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and k.contype = 'f' order by c.relname, k.conname`,
  );
  const { rows: indexes } = await client.query<{ table: string; name: string; definition: string }>(
    `select t.relname as table, x.relname as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class x on x.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
       join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public' and t.relkind = 'r' and t.relname <> $1
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.contype in ('p', 'u', 'x'))
      order by t.relname, x.relname`,
    [MIGRATIONS_TABLE],
  );
  for (const key of keys) await client.query(`alter table ${quoteIdent(key.table)} drop constraint ${quoteIdent(key.name)}`);
  for (const index of indexes) await client.query(`drop index ${quoteIdent(index.name)}`);
  return [
    ...indexes.map((index) => ({ kind: 'index' as const, table: index.table, name: index.name, create: index.definition })),
    ...keys.map((key) => ({
      kind: 'foreign key' as const,
      table: key.table,
      name: key.name,
      create: `alter table ${quoteIdent(key.table)} add constraint ${quoteIdent(key.name)} ${key.definition}`,
    })),
  ];
}

/**
 * Makes again, on `client`, what `setAsideIndexesAndKeys` dropped: each index built from the rows now in its table,
 * each foreign key checked against them (a row referring to nothing fails it, and with it the caller's transaction).
 */
export async function rebuildIndexesAndKeys(client: pg.ClientBase, objects: DeferredObject[]): Promise<void> {
  for (const object of objects) await client.query(object.create);
}
