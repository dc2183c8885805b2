import {
  builderLogEntriesInputSchema,
  builderPageIdInputSchema,
  builderPageSlugInputSchema,
  createBuilderPageInputSchema,
  deleteBuilderPageInputSchema,
  duplicateBuilderPageInputSchema,
  guardedBuilderPageInputSchema,
  publishedBuilderPageInputSchema,
  publishBuilderPageInputSchema,
  revertBuilderPageInputSchema,
  saveBuilderPageInputSchema,
  searchablePagedListInputSchema,
  submitBuilderCommandInputSchema,
  updateBuilderPageInputSchema,
} from '@app/contracts';
import { getBuilderLogEntries, submitBuilderCommand } from '../../builder/builder-page-commands.ts';
import {
  listCheckpoints,
  listPublishedVersions,
  publishBuilderPage,
  cancelScheduledPublish,
  revertBuilderPage,
  saveBuilderPage,
  unpublishBuilderPage,
} from '../../builder/builder-page-history.ts';
import {
  deleteBuilderPage,
  duplicateBuilderPage,
  findBuilderPageBySlug,
  lastEditedBuilderPage,
  listBuilderPagesPage,
} from '../../builder/builder-page-management.ts';
import { createBuilderPage, getBuilderPage, updateBuilderPage } from '../../builder/builder-page.service.ts';
import { getPublishedBuilderPage } from '../../builder/published-builder-pages.ts';
import { publicProcedure, router, roleProcedure } from '../trpc.ts';

/** Content calls: editors and up. */
const editorProcedure = roleProcedure('editor');

/**
 * The visual page builder's pages, persisted as log entries (engine commands as applied) with snapshots; every procedure is
 * admin-only except `published`, which the public site reads. Live updates: GET /api/builder/pages/:id/events.
 */
export const builderPageRouter = router({
  /** A list page (50) of the builder pages without their trees, in the order made, searched by name or slug (the page selector). */
  list: editorProcedure.input(searchablePagedListInputSchema).query(({ ctx, input }) => listBuilderPagesPage(ctx.em, input.page, input.q)),

  /** The page at a slug without its tree (the page the builder's address names), or null when there is none. */
  bySlug: editorProcedure.input(builderPageSlugInputSchema).query(({ ctx, input }) => findBuilderPageBySlug(ctx.em, input.slug)),

  /** The page the signed-in admin last changed (where the builder opens without an address), or null for none. */
  lastEdited: editorProcedure.query(({ ctx }) => lastEditedBuilderPage(ctx.em, ctx.user.id)),

  /** A page and its tree at its current version (the newest snapshot plus fewer than N log entries replayed). */
  byId: editorProcedure.input(builderPageIdInputSchema).query(({ ctx, input }) => getBuilderPage(ctx.em, input.pageId)),

  /** 'New page' (name and slug): an empty page. 400 for a reserved or malformed slug, 409 for a taken one. */
  create: editorProcedure.input(createBuilderPageInputSchema).mutation(({ ctx, input }) => createBuilderPage(ctx.em, input, ctx.user)),

  /**
   * Changes a page's name, slug, SEO meta (served in the public head) or active flag. A new slug keeps the old path
   * as a 301 to the new one. 404 for an unknown page, 400 for a reserved or malformed slug, 409 for a taken one, and 409
   * (kind 'liveAddressChange') for a new slug of a published page, or switching a published page at a built-in
   * address off or on, unless `confirmedAddresses` names the addresses.
   */
  update: editorProcedure.input(updateBuilderPageInputSchema).mutation(({ ctx, input }) => updateBuilderPage(ctx.em, input, ctx.user)),

  /**
   * Deletes a page (its history is kept); its path answers 404, or the built-in page, again, and its live feed ends
   * with `page-deleted`. 404 for an unknown page; 409
   * (kind 'liveAddressChange') for a published one unless `confirmedAddresses` names its address.
   */
  delete: editorProcedure
    .input(deleteBuilderPageInputSchema)
    .mutation(({ ctx, input }) => deleteBuilderPage(ctx.em, ctx.builder, input.pageId, ctx.user, input.confirmedAddresses)),

  /** Copies a page into a new unpublished page "<name> (copy)" at `<slug>-copy` (or -copy-2, …). 404 for an unknown page. */
  duplicate: editorProcedure
    .input(duplicateBuilderPageInputSchema)
    .mutation(({ ctx, input }) => duplicateBuilderPage(ctx.em, input.pageId, ctx.user)),

  /**
   * One engine command made on `baseVersion`: applied, rebased over newer log entries, or refused (409 with the
   * engine's conflict message and `error.data.details`, kind 'builderConflict'). 400 malformed, 413 over 256 KB.
   */
  submit: editorProcedure
    .input(submitBuilderCommandInputSchema)
    .mutation(({ ctx, input }) => submitBuilderCommand(ctx.em, ctx.builder, input, ctx.user)),

  /**
   * The log entries after a version (at most 500 a call), to catch up after a reconnect. The procedure and its output
   * field keep the API's name `events`.
   */
  events: editorProcedure
    .input(builderLogEntriesInputSchema)
    .query(({ ctx, input }) => getBuilderLogEntries(ctx.em, input.pageId, input.afterVersion)),

  /** Save: a checkpoint at the current version. */
  save: editorProcedure
    .input(saveBuilderPageInputSchema)
    .mutation(({ ctx, input }) => saveBuilderPage(ctx.em, input.pageId, input.name, ctx.user)),

  /** The saves and publishes of a page, newest first. */
  checkpoints: editorProcedure.input(builderPageIdInputSchema).query(({ ctx, input }) => listCheckpoints(ctx.em, input.pageId)),

  /**
   * Publish: the current version becomes the one the public site shows, now or (`at`) at a time to come. 409 (details
   * kind 'liveAddressChange') for a page at a built-in page's address unless `confirmedAddresses` names it.
   */
  publish: editorProcedure.input(publishBuilderPageInputSchema).mutation(({ ctx, input }) =>
    publishBuilderPage(ctx.em, input.pageId, ctx.user, {
      at: input.at === undefined ? undefined : new Date(input.at),
      confirmedAddresses: input.confirmedAddresses,
    }),
  ),

  /** Cancels a scheduled publish: the public keeps seeing what it sees now. */
  cancelSchedule: editorProcedure
    .input(builderPageIdInputSchema)
    .mutation(({ ctx, input }) => cancelScheduledPublish(ctx.em, input.pageId, ctx.user)),

  /** Each publish (time, author), newest first, marking the live one. */
  publishedVersions: editorProcedure.input(builderPageIdInputSchema).query(({ ctx, input }) => listPublishedVersions(ctx.em, input.pageId)),

  /** Takes the page back to an earlier version's tree, appended as new log entries. */
  revert: editorProcedure
    .input(revertBuilderPageInputSchema)
    .mutation(({ ctx, input }) => revertBuilderPage(ctx.em, ctx.builder, input.pageId, input.toVersion, ctx.user)),

  /** Unpublish: the site shows the built-in page at that path again (409 unless confirmed, as for publish). */
  unpublish: editorProcedure
    .input(guardedBuilderPageInputSchema)
    .mutation(({ ctx, input }) => unpublishBuilderPage(ctx.em, input.pageId, ctx.user, input.confirmedAddresses)),

  /** Public: the published tree at a path ('/', '/features', '/spring-offer'), or null when none is live there. */
  published: publicProcedure.input(publishedBuilderPageInputSchema).query(({ ctx, input }) => getPublishedBuilderPage(ctx.em, input.path)),
});
