import { builderTemplateIdInputSchema, createBuilderTemplateInputSchema, searchablePagedListInputSchema } from '@app/contracts';
import { createBuilderTemplate, deleteBuilderTemplate, listBuilderTemplatesPage } from '../../builder/builder-template.service.ts';
import { router, roleProcedure } from '../trpc.ts';

/** Content calls: editors and up. */
const editorProcedure = roleProcedure('editor');

/** The builder's templates: sections saved to insert on any page (a copy with fresh ids, made by the builder screen). Admins only. */
export const builderTemplateRouter = router({
  /** A list page (50) of the templates by name, each with its tree, searched by name. */
  list: editorProcedure
    .input(searchablePagedListInputSchema)
    .query(({ ctx, input }) => listBuilderTemplatesPage(ctx.em, input.page, input.q)),

  /** Saves a section as a template: 409 for a name another template has, 400 for a tree the engine refuses, 413 when too large. */
  create: editorProcedure
    .input(createBuilderTemplateInputSchema)
    .mutation(({ ctx, input }) => createBuilderTemplate(ctx.em, input, ctx.user)),

  /** Deletes a template (404 when there is none); copies already inserted stay on their pages. */
  delete: editorProcedure
    .input(builderTemplateIdInputSchema)
    .mutation(({ ctx, input }) => deleteBuilderTemplate(ctx.em, input.templateId, ctx.user)),
});
