import { builderTemplateIdInputSchema, createBuilderTemplateInputSchema } from '@app/contracts';
import { createBuilderTemplate, deleteBuilderTemplate, listBuilderTemplates } from '../../builder/builder-template.service.ts';
import { adminProcedure, router } from '../trpc.ts';

/** The builder's templates: sections saved to insert on any page (a copy with fresh ids, made by the builder screen). Admins only. */
export const builderTemplateRouter = router({
  /** Every template by name, with its tree. */
  list: adminProcedure.query(({ ctx }) => listBuilderTemplates(ctx.em)),

  /** Saves a section as a template: 409 for a name another template has, 400 for a tree the engine refuses, 413 when too large. */
  create: adminProcedure
    .input(createBuilderTemplateInputSchema)
    .mutation(({ ctx, input }) => createBuilderTemplate(ctx.em, input, ctx.user)),

  /** Deletes a template (404 when there is none); copies already inserted stay on their pages. */
  delete: adminProcedure
    .input(builderTemplateIdInputSchema)
    .mutation(({ ctx, input }) => deleteBuilderTemplate(ctx.em, input.templateId, ctx.user)),
});
