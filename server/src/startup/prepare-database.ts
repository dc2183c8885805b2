import { keepArchiveRunsCounted } from '../blog/blog-archive-runs.ts';
import { migrate, type Orm } from '../db/orm.ts';
import { repairRelatedPostSets } from '../blog/related-post-sets.ts';
import { seed } from './seed.ts';

/**
 * Brings a database up to what the app needs: every pending migration first, then what triggers keep beside the posts
 * put in step with them (rows loaded with the triggers off): the related posts' index and the blog archive's kept runs;
 * then whatever initial content is missing. Safe to run on every start; the server, `npm run admin` and the tests all
 * use it.
 */
export async function prepareDatabase(orm: Orm): Promise<void> {
  await migrate(orm);
  await repairRelatedPostSets(orm.em.fork());
  await keepArchiveRunsCounted(orm.em.fork());
  await seed(orm.em.fork());
}
