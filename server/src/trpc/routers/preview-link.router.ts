import { createPreviewLinkInputSchema, previewTargetSchema, revokePreviewLinkInputSchema, viewPreviewInputSchema } from '@app/contracts';
import { AppError } from '../../errors.ts';
import { createPreviewLink, findPreviewDraft, listPreviewLinks, revokePreviewLink } from '../../preview/preview-link.service.ts';
import { publicProcedure, roleProcedure, router } from '../trpc.ts';

/** Sharing a draft: editors and up (the drafts of every post and builder page are theirs to show). */
const editorProcedure = roleProcedure('editor');

/**
 * Share links for drafts (a blog post or a builder page): admin-only, except `view`, which the public preview page
 * (GET /preview/<token>) reads with the token its holder brought.
 */
export const previewLinkRouter = router({
  /** A new link for a draft, working for 1, 7 (default) or 30 days; its address is in this answer only. */
  create: editorProcedure
    .input(createPreviewLinkInputSchema)
    .mutation(({ ctx, input }) => createPreviewLink(ctx.em, { kind: input.kind, targetId: input.targetId }, input.days, ctx.user)),

  /** The links of a draft that still work, newest first. */
  list: editorProcedure.input(previewTargetSchema).query(({ ctx, input }) => listPreviewLinks(ctx.em, input)),

  /** Stops a link at once. */
  revoke: editorProcedure.input(revokePreviewLinkInputSchema).mutation(({ ctx, input }) => revokePreviewLink(ctx.em, input.id, ctx.user)),

  /** Public: the draft a link shows, as it is now; 404 alike for an unknown, revoked or expired token. */
  view: publicProcedure.input(viewPreviewInputSchema).query(async ({ ctx, input }) => {
    const draft = await findPreviewDraft(ctx.em, input.token);
    if (!draft) throw new AppError(404, 'This preview link does not exist or no longer works.');
    return draft;
  }),
});
