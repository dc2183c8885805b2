import { mediaDeleteSchema, mediaLibraryInputSchema, mediaListInputSchema, mediaUpdateAltSchema } from '@app/contracts';
import { z } from 'zod';
import { listLibraryPage, listPickerPage } from '../../media/media-library-page.service.ts';
import { deleteImage, findUsages, updateAlt } from '../../media/media-library.service.ts';
import { roleProcedure, router } from '../trpc.ts';

/**
 * The admin media library. Uploads go through POST /api/media/upload (raw bytes, so the browser can
 * report upload progress); everything else is here.
 */
export const mediaRouter = router({
  /** The media picker's list: a keyset page of images, newest first, searched by name and alt text. */
  list: roleProcedure('contributor')
    .input(mediaListInputSchema)
    .query(({ ctx, input }) => listPickerPage(ctx.em, input)),

  /**
   * The media library screen (for those who may upload): a keyset page of images, newest first, searched by
   * name and alt text, each with where it is used.
   */
  library: roleProcedure('author')
    .input(mediaLibraryInputSchema)
    .query(({ ctx, input }) => listLibraryPage(ctx.em, input)),

  /** Changes an image's alt text. */
  updateAlt: roleProcedure('author')
    .input(mediaUpdateAltSchema)
    .mutation(({ ctx, input }) => updateAlt(ctx.em, input.id, input.alt)),

  /** Where an image is used (backgrounds, blog posts, pages). */
  usages: roleProcedure('editor')
    .input(z.object({ id: z.number().int().positive() }))
    .query(({ ctx, input }) => findUsages(ctx.em, input.id)),

  /** Deletes an image; CONFLICT naming its uses when it is in use, unless `force`. */
  delete: roleProcedure('editor')
    .input(mediaDeleteSchema)
    .mutation(({ ctx, input }) => deleteImage(ctx.em, input.id, input.force, ctx.user)),
});
