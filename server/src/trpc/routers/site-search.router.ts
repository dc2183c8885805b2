import { ROLE_ABILITIES, siteSearchListInputSchema } from '@app/contracts';
import { listSearchTerms } from '../../site-search/site-search-terms.service.ts';
import { roleProcedure, router } from '../trpc.ts';

/** Editors and up (`ROLE_ABILITIES.readSiteSearch`), the role read from the database-backed session on every call. */
const readerProcedure = roleProcedure(ROLE_ABILITIES.readSiteSearch);

/** What visitors search the blog for (issue 44): terms, counts and whether they found anything. */
export const siteSearchRouter = router({
  /**
   * Terms holding `q`, by searches or by last searched, all or only those that found nothing, 50 a page (keyset). This
   * instance's counts not yet written are written first, so a search just made is in the list.
   */
  list: readerProcedure.input(siteSearchListInputSchema).query(async ({ ctx, input }) => {
    await ctx.siteSearch?.flush(ctx.em.fork());
    return listSearchTerms(ctx.em, input);
  }),
});
