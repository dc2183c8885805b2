import type { BuilderElement } from '@app/builder-engine';
// The nesting module alone (it imports nothing), so pages that load these schemas do not load the whole engine.
import { commandNestingProblem } from '@app/builder-engine/nesting';
import type { BuilderAuthor } from './builder.ts';
import { z } from './zod.ts';

// The builder's templates: saved sections any page can insert (tRPC router `builderTemplate`, admins only). The tree
// is the engine's own type: the server checks it with the engine's parsePage, so the schema here checks its nesting only.

/** The largest template the server keeps, as JSON in UTF-8 (bigger ones are 413). */
export const BUILDER_TEMPLATE_MAX_BYTES = 256 * 1024;

/** The most elements a template may hold, the section itself included (more are 413). */
export const BUILDER_TEMPLATE_MAX_ELEMENTS = 500;

/** A template's name: 1-100 characters, unique among templates whatever the case. */
export const builderTemplateNameSchema = z
  .string({ error: 'A template name is required.' })
  .trim()
  .min(1, 'A template name is required.')
  .max(100, 'A template name has at most 100 characters.');

/**
 * `builderTemplate.create`: a name and a section with its subtree, as the page holds it. Here only the tree's nesting
 * is checked (at most MAX_NESTING_DEPTH levels, as the add that inserts it will be); the server checks the rest.
 */
export const createBuilderTemplateInputSchema = z.object({
  name: builderTemplateNameSchema,
  element: z
    .custom<BuilderElement>(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      'A template must be one element.',
    )
    // Before anything serialises or walks the tree: one nested thousands of levels deep would overflow the stack.
    .superRefine((value, ctx) => {
      const problem = commandNestingProblem({ kind: 'add', element: value });
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

/** Input naming one template. */
export const builderTemplateIdInputSchema = z.object({
  templateId: z
    .number({ message: 'A template id is required.' })
    .int('A template id is a whole number above 0.')
    .positive('A template id is a whole number above 0.'),
});

/** A saved template: its section's subtree and who saved it when. */
export interface BuilderTemplate {
  id: number;
  name: string;
  /** The section and its subtree with the ids it had when saved; insert a copy with the engine's copyWithNewIds. */
  element: BuilderElement;
  /** How many elements it holds, the section included. */
  elementCount: number;
  /** The admin who saved it (null once that account is gone). */
  createdBy: BuilderAuthor | null;
  /** ISO time it was saved. */
  createdAt: string;
}
