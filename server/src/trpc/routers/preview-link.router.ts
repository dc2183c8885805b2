import { createPreviewLinkInputSchema, previewTargetSchema, revokePreviewLinkInputSchema, viewPreviewInputSchema } from '@app/contracts';
import { AppError } from '../../errors.ts';
import { createPreviewLink, findPreviewDraft, listPreviewLinks, revokePreviewLink } from '../../preview/preview-link.service.ts';
import { publicProcedure, router, staffProcedure } from '../trpc.ts';

/**
 * Share links for drafts (a blog post or a builder page): any staff role at the door, then what the draft's editor
 * asks (`requirePreviewTarget`: a builder page an editor or higher, a post authors and contributors their own), except `view`, which the public preview page
 * (GET /preview/<token>) reads with the token its holder brought.
 */
export const previewLinkRouter = router({
  /** A new link for a draft, working for 1, 7 (default) or 30 days; its address is in this answer only. */
  create: staffProcedure
    .input(createPreviewLinkInputSchema)
    .mutation(({ ctx, input }) => createPreviewLink(ctx.em, { kind: input.kind, targetId: input.targetId }, input.days, ctx.user)),

  /** The links of a draft that still work, newest first. */
  list: staffProcedure.input(previewTargetSchema).query(({ ctx, input }) => listPreviewLinks(ctx.em, input, ctx.user)),

  /** Stops a link at once. */
  revoke: staffProcedure.input(revokePreviewLinkInputSchema).mutation(({ ctx, input }) => revokePreviewLink(ctx.em, input.id, ctx.user)),

  /** Public: the draft a link shows, as it is now; 404 alike for an unknown, revoked or expired token. */
  view: publicProcedure.input(viewPreviewInputSchema).query(async ({ ctx, input }) => {
    const draft = await findPreviewDraft(ctx.em, input.token);
    if (!draft) throw new AppError(404, 'This preview link does not exist or no longer works.');
    return draft;
  }),
});
