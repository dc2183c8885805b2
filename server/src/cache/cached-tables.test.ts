import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../db/orm.ts';
import { createMigratedTestOrm, type TestOrm } from '../test/test-database.ts';
import { afterWrite } from './after-write.ts';
import { CACHED_TABLES, groupsFedBy } from './cached-tables.ts';
import { readCacheOf } from './read-cache.ts';

let test: TestOrm;
let orm: Orm;

beforeAll(async () => {
  test = await createMigratedTestOrm();
  orm = test.orm;
});

afterAll(() => test?.close());

describe('the cached tables', () => {
  it('are exactly the tables whose triggers notify the cache channel, each with the groups it feeds', async () => {
    // A trigger's arguments are stored NUL-terminated one after the other; 'escape' encoding writes each NUL as \000.
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute<Array<{ table: string; args: string }>>(
        `select c.relname as "table", encode(t.tgargs, 'escape') as args
         from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        where p.proname = 'localrank_notify_cache' and not t.tgisinternal`,
      );
    const triggers = Object.fromEntries(rows.map((row) => [row.table, row.args.split('\\000').filter(Boolean).sort()]));
    const declared = Object.fromEntries(Object.entries(CACHED_TABLES).map(([table, groups]) => [table, [...groups].sort()]));
    expect(triggers).toEqual(declared);
  });

  it('name each group a write empties once', () => {
    expect(groupsFedBy(['blog_posts', 'media_assets', 'media_bindings'])).toEqual(['blog', 'media']);
    expect(groupsFedBy([])).toEqual([]);
  });

  it('empty, after a write, the cached reads of the groups they feed and no others', async () => {
    const cache = readCacheOf(orm);
    const load = (value: string) => async () => ({ value });
    for (const group of ['blog', 'pages', 'media', 'builder'] as const) await cache.read(group, 'k', load('before'));
    afterWrite(orm, ['media_assets']);
    const now = await Promise.all((['blog', 'pages', 'media', 'builder'] as const).map((group) => cache.read(group, 'k', load('after'))));
    expect(now).toEqual(['after', 'before', 'after', 'before']);
  });
});
