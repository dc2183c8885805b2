import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedTestOrm, type TestOrm } from '../test/test-database.ts';
import { queryBound } from './bound-query.ts';

// Text that escaping gets wrong when it is done by hand: quotes, backslashes, a question mark (a placeholder to a
// careless formatter), a NUL-free control character, letters beyond ASCII and one beyond the BMP.
const AWKWARD = `it's a "quote" \\ back\\slash ? not a placeholder \t tab café 👍`;

for (const embedded of [false, true]) {
  describe(`bound queries (${embedded ? 'the embedded database' : 'PostgreSQL'})`, () => {
    let test: TestOrm;
    beforeAll(async () => {
      test = await createMigratedTestOrm({ embedded });
      await test.orm.em.getConnection().execute('create table bound_rows (n int primary key, text text, note text)');
    }, 120_000);
    afterAll(async () => test?.close());

    it('writes a large JSON batch as sent, reads rows back, and counts what it touched', async () => {
      const rows = Array.from({ length: 2000 }, (_, n) => ({ n, text: `${AWKWARD} ${n}`, note: n % 2 === 0 ? null : 'odd' }));
      const written = await queryBound(
        test.orm.em.fork(),
        `insert into bound_rows (n, text, note) select n, text, note from json_to_recordset(?::json) as t(n int, text text, note text)`,
        [JSON.stringify(rows)],
      );
      expect(written.rowCount).toBe(2000);
      const read = await queryBound<{ n: number; text: string; note: string | null }>(
        test.orm.em.fork(),
        'select n, text, note from bound_rows where n = any(?::int[]) order by n',
        [[1, 1998]],
      );
      expect(read.rows).toEqual([
        { n: 1, text: `${AWKWARD} 1`, note: 'odd' },
        { n: 1998, text: `${AWKWARD} 1998`, note: null },
      ]);
      // A parameter left undefined is null, as MikroORM's execute writes it.
      const nulls = await queryBound<{ n: number }>(
        test.orm.em.fork(),
        'select count(*)::int as n from bound_rows where note is not distinct from ?',
        [undefined],
      );
      expect(nulls.rows).toEqual([{ n: 1000 }]);
    });

    it("runs in the entity manager's transaction: a rollback takes its write back", async () => {
      await expect(
        test.orm.em.fork().transactional(async (tx) => {
          await queryBound(tx, 'insert into bound_rows (n, text) values (?, ?)', [-1, AWKWARD]);
          const seen = await queryBound<{ n: number }>(tx, 'select count(*)::int as n from bound_rows where n = -1', []);
          expect(seen.rows).toEqual([{ n: 1 }]);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      const after = await queryBound<{ n: number }>(test.orm.em.fork(), 'select count(*)::int as n from bound_rows where n = -1', []);
      expect(after.rows).toEqual([{ n: 0 }]);
    });
  });
}
