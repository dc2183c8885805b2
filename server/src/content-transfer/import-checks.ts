// What the content import refuses: every slug, tree, command and template of an archive is checked by the validator
// the editor's own save uses (the contracts' schemas, the engine's page and command checks), so nothing reaches this
// site through an archive that an edit here could not have made. A refused item is skipped with the reason.
import { parsePage, replayCommands, type Command } from '@app/builder-engine';
import {
  blogPostFieldsSchema,
  blogSlugSchema,
  builderPageMetaSchema,
  builderSlugSchema,
  builderTemplateNameSchema,
  createBuilderPageInputSchema,
  PAGE_SEO_FIELDS,
  pageEditsSchema,
  pageSeoSchema,
} from '@app/contracts';
import type { z } from 'zod';
import { checkedCommand } from '../builder/builder-page-commands.ts';
import { checkTemplateElement } from '../builder/builder-template.service.ts';
import { AppError } from '../errors.ts';
import type { ArchivedBuilderPage, ArchivedCategoryParent, ArchivedPage, ArchivedPost, ArchivedTemplate } from './archive-format.ts';

/** The first issue's message when `schema` refuses `value`, or when it would save it otherwise than written (trimmed, lower-cased). */
function schemaProblem(schema: z.ZodType, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'It is not valid.';
  return parsed.data === value ? null : 'It is not written as the editor saves it.';
}

/** `check`'s refusal (an AppError's message) as a reason, or null when it accepts. */
function refusal(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

/** Why a slug a builder page would be served at is refused: the editor's slug rule ('home' is the home page's). */
function builderSlugProblem(slug: string, isCurrent: boolean): string | null {
  if (isCurrent && slug === 'home') return null;
  return schemaProblem(builderSlugSchema, slug);
}

/**
 * Why an archived builder page may not be imported, or null: its slug and old slugs (the editor's slug rule, so no
 * page or redirect takes one of the site's own addresses or leaves the site), its name and SEO settings, every
 * snapshot's tree (the engine's page check, as the editor reads a page), every command and inverse of its history
 * (as the editor's save reads a command), its history replaying from its first snapshot (as the editor opens it), and
 * its published and scheduled versions being in that history.
 */
export function builderPageProblem(page: ArchivedBuilderPage): string | null {
  const slug = builderSlugProblem(page.slug, true);
  if (slug !== null) return `Its address '/${page.slug}' is refused: ${slug}`;
  for (const redirect of page.redirects) {
    const old = builderSlugProblem(redirect.oldSlug, false);
    if (old !== null) return `Its old address '/${redirect.oldSlug}' is refused: ${old}`;
  }
  const name = schemaProblem(createBuilderPageInputSchema.shape.name, page.name);
  if (name !== null) return `Its name is refused: ${name}`;
  const meta = builderPageMetaSchema.safeParse(page.meta);
  if (!meta.success) return `Its SEO settings are refused: ${meta.error.issues[0]?.message}`;
  const snapshots = [...page.snapshots].sort((a, b) => a.version - b.version);
  const trees = snapshots.map((snapshot) => ({
    version: snapshot.version,
    parsed: parsePage({ id: 'import', name: page.name, slug: page.slug, elements: snapshot.tree }),
  }));
  for (const tree of trees) if (!tree.parsed.ok) return `Its content at version ${tree.version} is refused: ${tree.parsed.error.message}`;
  const commands = new Map<number, Command>();
  for (const event of page.events) {
    const problem = refusal(() => {
      commands.set(event.version, checkedCommand(event.command));
      checkedCommand(event.inverse);
    });
    if (problem !== null) return `A change in its history (version ${event.version}) is refused: ${problem}`;
  }
  const first = trees[0];
  if (first === undefined || !first.parsed.ok) return 'Its history has no first version.';
  for (const [label, version] of [
    ['published', page.publishedVersion],
    ['scheduled', page.scheduledVersion],
  ] as const) {
    if (version !== null && (version < first.version || version > page.version))
      return `Its ${label} version ${version} is not in its history (versions ${first.version} to ${page.version}).`;
  }
  const replayed: Command[] = [];
  for (let version = first.version + 1; version <= page.version; version += 1) {
    const command = commands.get(version);
    if (command === undefined) return `Its history lacks the change that made version ${version}.`;
    replayed.push(command);
  }
  const replay = replayCommands(first.parsed.page, replayed);
  if (!replay.ok) return `Its history does not replay at version ${first.version + replay.index + 1}: ${replay.error.message}`;
  return null;
}

/** Why an archived template may not be imported, or null: its name and section, checked as saving a template checks them. */
export function templateProblem(template: ArchivedTemplate): string | null {
  const name = schemaProblem(builderTemplateNameSchema, template.name);
  if (name !== null) return `Its name is refused: ${name}`;
  const element = refusal(() => checkTemplateElement(template.element));
  return element === null ? null : `Its section is refused: ${element}`;
}

/** The first issue's message when `schema` refuses `value`, or null (a value it would tidy, such as one trimmed, is accepted). */
function refusedBy(schema: z.ZodType, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'It is not valid.');
}

/**
 * Why an archived post may not be imported, or null: its slug and old slugs by the blog editor's slug rule, its
 * title, author, categories, tags, image URL and SEO settings by the schemas the blog editor's save uses (its body is
 * sanitised wherever it is shown), and its working copy's fields as a save of the editor checks them.
 */
export function postProblem(post: ArchivedPost): string | null {
  const slug = schemaProblem(blogSlugSchema, post.slug);
  if (slug !== null) return `Its slug '${post.slug}' is refused: ${slug}`;
  for (const redirect of post.redirects) {
    const old = schemaProblem(blogSlugSchema, redirect.oldSlug);
    if (old !== null) return `Its old slug '${redirect.oldSlug}' is refused: ${old}`;
  }
  const fields = blogPostFieldsSchema.shape;
  const checks: Array<[string, z.ZodType, unknown]> = [
    ['title', fields.title, post.title],
    ['author', fields.author.nullable(), post.author],
    ['categories', fields.categories, post.categories],
    ['tags', fields.tags, post.tags],
    ['image URL', fields.imageUrl, post.imageUrl],
    ['SEO settings', fields.seo, post.seo],
  ];
  for (const [label, schema, value] of checks) {
    const problem = refusedBy(schema, value);
    if (problem !== null) return `Its ${label} ${label.endsWith('s') ? 'are' : 'is'} refused: ${problem}`;
  }
  if (post.workingCopy) {
    const copy = refusedBy(blogPostFieldsSchema, post.workingCopy.fields);
    if (copy !== null) return `Its pending changes (not yet live) are refused: ${copy}`;
  }
  return null;
}

/**
 * Why an archived category parent may not be imported, or null: both labels as the blog editor saves a category
 * (trimmed, 1 to 50 characters), and not the same label.
 */
export function categoryParentProblem(parent: ArchivedCategoryParent): string | null {
  for (const label of [parent.label, parent.parentLabel]) {
    const saved = blogPostFieldsSchema.shape.categories.safeParse([label]);
    if (!saved.success) return `The category '${label}' is refused: ${saved.error.issues[0]?.message ?? 'It is not valid.'}`;
    if (saved.data[0] !== label) return `The category '${label}' is refused: It is not written as the editor saves it.`;
  }
  return parent.label === parent.parentLabel ? 'A category cannot be its own parent.' : null;
}

/** Why an archived built-in page's edits may not be imported, or null: its edits and SEO settings, by the in-page editor's save schemas. */
export function builtInPageProblem(page: ArchivedPage): string | null {
  const edits = refusedBy(pageEditsSchema, page.content);
  if (edits !== null) return `Its edits are refused: ${edits}`;
  const seo = Object.fromEntries(
    PAGE_SEO_FIELDS.filter((field) => page.meta[field] !== undefined).map((field) => [field, page.meta[field]]),
  );
  const refused = refusedBy(pageSeoSchema, seo);
  return refused === null ? null : `Its SEO settings are refused: ${refused}`;
}
