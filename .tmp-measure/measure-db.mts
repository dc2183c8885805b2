import { createTestDatabase } from '/work/main/server/src/test/test-database.ts';
import { createOrm } from '/work/main/server/src/db/orm.ts';
import { prepareDatabase } from '/work/main/server/src/startup/prepare-database.ts';
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const db = await createTestDatabase();
  const t1 = performance.now();
  const orm = await createOrm(db.target);
  await prepareDatabase(orm);
  const t2 = performance.now();
  await orm.close(true);
  await db.drop();
  const t3 = performance.now();
  console.log(`create ${(t1-t0).toFixed(0)} migrate+seed ${(t2-t1).toFixed(0)} drop ${(t3-t2).toFixed(0)}`);
}
