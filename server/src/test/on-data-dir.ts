import type { DatabaseTarget } from '../db/database-target.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';

/** Runs `check` on the embedded database in `dataDir`, started for it and stopped after (this process holds the folder meanwhile). */
export async function onDataDir<T>(dataDir: string, check: (target: DatabaseTarget) => Promise<T>): Promise<T> {
  const embedded = await startEmbeddedPostgres(dataDir);
  try {
    return await check(embedded.target);
  } finally {
    await embedded.stop();
  }
}
