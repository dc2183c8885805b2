// The pass after start-up: content without a stored analysis (a database from before the SEO report, seeded
// content, a page added by hand) is analysed in small batches in the background, never holding up a request.
import { EDITABLE_PAGES } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { prepareAnalysis, storeAnalyses, type PreparedAnalysis } from './analysis-store.ts';
import { analyseBuilderPage, analyseBuiltInPage } from './page-analysis.ts';
import { postContent, type PostSource } from './post-analysis.ts';
import type { SeoRuntime } from './seo-runtime.ts';

/** Posts read and stored per transaction. */
export const START_UP_BATCH = 100;

/** What the pass did. */
export interface StartUpPassResult {
  posts: number;
  pages: number;
  builderPages: number;
  removed: number;
}

/** Rows whose content no longer exists (deleted by hand, or before a write path stored its removal). */
async function removeOrphans(em: EntityManager): Promise<number> {
  const removed = await em.getConnection().execute<Array<{ kind: string }>>(
    `delete from seo_analyses a
      where (a.kind = 'post' and not exists (select 1 from blog_posts p where p.id::text = a.ref_id))
         or (a.kind = 'builder' and not exists (select 1 from builder_pages b where b.id::text = a.ref_id and b.deleted_at is null))
     returning kind`,
  );
  return removed.length;
}

/**
 * Analyses every post, built-in page and builder page that has no stored analysis: posts a batch at a time (each
 * analysis followed by a turn of the event loop, so requests go first), then the pages through the renderer.
 * `stopped` is asked between steps (the app is closing).
 */
export async function fillMissingAnalyses(em: EntityManager, runtime: SeoRuntime, stopped: () => boolean): Promise<StartUpPassResult> {
  const result: StartUpPassResult = { posts: 0, pages: 0, builderPages: 0, removed: await removeOrphans(em.fork()) };
  while (!stopped()) {
    const posts = await em
      .fork()
      .getConnection()
      .execute<PostSource[]>(
        `select p.id, p.title, p.slug, p.excerpt, p.content, p.seo, p.revision from blog_posts p
        where not exists (select 1 from seo_analyses a where a.kind = 'post' and a.ref_id = p.id::text)
        order by p.id limit ?`,
        [START_UP_BATCH],
      );
    if (posts.length === 0) break;
    const prepared: PreparedAnalysis[] = [];
    for (const post of posts) {
      prepared.push(prepareAnalysis(postContent(post, runtime.origin)));
      await nextTurn();
    }
    await storeAnalyses(em.fork(), prepared, 'start-up');
    result.posts += posts.length;
  }
  const pages = await em.fork().getConnection().execute<Array<{ ref_id: string }>>(`select ref_id from seo_analyses where kind = 'page'`);
  const analysed = new Set(pages.map((row) => row.ref_id));
  for (const page of EDITABLE_PAGES) {
    if (stopped()) return result;
    if (analysed.has(page.slug)) continue;
    await analyseBuiltInPage(em.fork(), page.slug, 'start-up');
    result.pages += 1;
  }
  const builderPages = await em
    .fork()
    .getConnection()
    .execute<Array<{ id: number }>>(
      `select b.id from builder_pages b
      where b.deleted_at is null and not exists (select 1 from seo_analyses a where a.kind = 'builder' and a.ref_id = b.id::text)
      order by b.id`,
    );
  for (const page of builderPages) {
    if (stopped()) return result;
    await analyseBuilderPage(em.fork(), page.id, 'start-up');
    result.builderPages += 1;
  }
  return result;
}
