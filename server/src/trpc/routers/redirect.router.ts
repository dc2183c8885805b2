import {
  redirectIdSchema,
  redirectImportInputSchema,
  redirectListInputSchema,
  redirectRuleInputSchema,
  redirectRuleUpdateSchema,
  ROLE_ABILITIES,
} from '@app/contracts';
import { createRule, importRules, listRules, removeRule, updateRule } from '../../redirects/redirect-rules.service.ts';
import { roleProcedure, router } from '../trpc.ts';

/** Editors and up (`ROLE_ABILITIES.manageRedirects`), the role read from the database-backed session on every call. */
const redirectsProcedure = roleProcedure(ROLE_ABILITIES.manageRedirects);

const actorOf = (user: { id: number; username: string }) => ({ id: user.id, username: user.username });

/**
 * The redirect rules the server answers a path with before its 404 page (issue 44): listed, added, changed, deleted
 * and imported from CSV by editors and up; every change in the activity log.
 */
export const redirectRouter = router({
  /** Rules whose source or target holds `q`, by source, 50 a page (keyset: `after` is the previous page's `next`). */
  list: redirectsProcedure.input(redirectListInputSchema).query(({ ctx, input }) => listRules(ctx.em, input.q, input.after)),

  /** Adds a rule; 400 for a source or target that cannot be one, 409 for a live page, a source taken, a loop or chain. */
  create: redirectsProcedure.input(redirectRuleInputSchema).mutation(({ ctx, input }) => createRule(ctx.em, input, actorOf(ctx.user))),

  /** Changes a rule whole, with the same checks; 404 when it is gone. */
  update: redirectsProcedure
    .input(redirectRuleUpdateSchema)
    .mutation(({ ctx, input }) => updateRule(ctx.em, input.id, input.rule, actorOf(ctx.user))),

  /** Deletes a rule (its source answers 404 again); 404 when it is gone. */
  remove: redirectsProcedure.input(redirectIdSchema).mutation(async ({ ctx, input }) => {
    await removeRule(ctx.em, input.id, actorOf(ctx.user));
    return { ok: true as const };
  }),

  /** Imports rules from CSV, all or nothing; a refusal names the lines at fault. */
  importCsv: redirectsProcedure
    .input(redirectImportInputSchema)
    .mutation(({ ctx, input }) => importRules(ctx.em, input.csv, actorOf(ctx.user))),
});
