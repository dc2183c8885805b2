import { keepArchiveRunsCounted } from '../blog/blog-archive-runs.ts';
import { migrate, type Orm } from '../db/orm.ts';
import { seed } from './seed.ts';

/**
 * Brings a database up to what the app needs: every pending migration first, the blog archive's kept runs checked
 * against the posts, then whatever initial content is missing. Safe to run on every start; the server, `npm run admin` and the tests all use it.
 */
export async function prepareDatabase(orm: Orm): Promise<void> {
  await migrate(orm);
  await keepArchiveRunsCounted(orm.em.fork());
  await seed(orm.em.fork());
}
