import { keyphraseUsesInputSchema, seoReportListInputSchema } from '@app/contracts';
import { seesEveryPost } from '../../blog/post-access.ts';
import { findKeyphraseUses } from '../../seo-report/keyphrase-uses.ts';
import { listSeoReport } from '../../seo-report/seo-report-list.ts';
import { router, roleProcedure } from '../trpc.ts';

/** Content calls: editors and up. */
const editorProcedure = roleProcedure('editor');

/**
 * The SEO report (admins only): the score the shared analysis gives every post, built-in page and builder page on
 * the server (stored when the content is saved), and which content already uses a focus keyphrase.
 */
export const seoReportRouter = router({
  /** One slice, worst SEO score first, of one kind and light when asked, with the counts per light. */
  list: editorProcedure.input(seoReportListInputSchema).query(({ ctx, input }) => listSeoReport(ctx.em, input)),

  /**
   * The other content whose focus keyphrase is the same search (same stems in order), without `except`; an author
   * or contributor hears only of public content and their own posts.
   */
  keyphraseUses: roleProcedure('contributor')
    .input(keyphraseUsesInputSchema)
    .query(({ ctx, input }) =>
      findKeyphraseUses(
        ctx.em,
        input.keyphrase,
        seesEveryPost(ctx.user) ? { seesAll: true } : { seesAll: false, ownPostsOf: ctx.user.id },
        input.except,
      ),
    ),
});
