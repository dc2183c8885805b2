import { savePageInputSchema } from '@app/contracts';
import { z } from 'zod';
import { getPageContent, listPages, savePage } from '../../content/page-content.service.ts';
import { publicProcedure, router, roleProcedure } from '../trpc.ts';

/** Content calls: editors and up. */
const editorProcedure = roleProcedure('editor');

/** The seven built-in pages' saved content and SEO: read by the public site, written by the in-page editor. */
export const pageRouter = router({
  /** One page's saved edits and SEO; NOT_FOUND for a page that is not editable. */
  bySlug: publicProcedure
    .input(z.object({ slug: z.string().trim().min(1, 'A page slug is required.').max(100) }))
    .query(({ ctx, input }) => getPageContent(ctx.em, input.slug)),

  /** The seven pages in the sidebar's order, with version and number of edits (admins only). */
  list: editorProcedure.query(({ ctx }) => listPages(ctx.em)),

  /** Saves the changed elements and SEO fields of one page; CONFLICT names keys another admin changed meanwhile. */
  save: editorProcedure.input(savePageInputSchema).mutation(({ ctx, input }) => savePage(ctx.em, input, ctx.user)),
});
