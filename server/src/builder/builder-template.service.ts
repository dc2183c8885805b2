import { countElements, parsePage, type BuilderElement, type BuilderPage } from '@app/builder-engine';
import {
  ADMIN_LIST_PAGE_SIZE,
  BUILDER_TEMPLATE_MAX_BYTES,
  BUILDER_TEMPLATE_MAX_ELEMENTS,
  listPageCount,
  type BuilderTemplate,
  type PagedList,
  type PublicUser,
  type createBuilderTemplateInputSchema,
} from '@app/contracts';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { raw, type EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { recordActivity } from '../activity/activity.service.ts';
import { BuilderTemplateRow } from '../entities/builder-template.entity.ts';
import { AppError } from '../errors.ts';
import { sanitizeArticleHtml } from '../content/html-sanitizer.ts';
import { mapRichText } from './rich-text-html.ts';
import { likeLiteral } from '../db/like-pattern.ts';

/** Where the activity log links a template: the builder, whose Elements tab lists them. */
const TEMPLATES_LINK = '/admin/elementor';

/** A template's tree as a page of one element, the shape the engine's page checks and walks take. */
function pageOf(element: BuilderElement): BuilderPage {
  return { id: 'template', name: 'Template', slug: 'template', meta: { title: '', description: '' }, elements: [element] };
}

interface TemplateRow {
  id: number;
  name: string;
  element: BuilderElement | string;
  created_by: number | null;
  author_name: string | null;
  created_at: string | Date;
}

function toTemplate(row: TemplateRow): BuilderTemplate {
  // A driver may hand jsonb back as text.
  const element = typeof row.element === 'string' ? (JSON.parse(row.element) as BuilderElement) : row.element;
  return {
    id: row.id,
    name: row.name,
    element,
    elementCount: countElements(pageOf(element)),
    createdBy: row.created_by === null ? null : { id: row.created_by, name: row.author_name ?? '' },
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The rows of templates (with their author's name) that match `where`, by name, `limit` from `offset`. */
async function templateRows(em: EntityManager, where: string, values: unknown[], limit: number, offset = 0): Promise<TemplateRow[]> {
  return em.getConnection().execute<TemplateRow[]>(
    `select t.id, t.name, t.element, t.created_by, coalesce(u.name, u.username) as author_name, t.created_at
       from builder_templates t left join users u on u.id = t.created_by
      where ${where}
      order by lower(t.name), t.id
      limit ? offset ?`,
    [...values, limit, offset],
    'all',
    em.getTransactionContext(),
  );
}

/**
 * List page `page` (50 a list page) of the templates, by name, each with its tree (the Elements tab draws a preview of
 * each); `q` keeps those whose name holds it, in any case.
 */
export async function listBuilderTemplatesPage(em: EntityManager, page: number, q?: string): Promise<PagedList<BuilderTemplate>> {
  const where = q ? 't.name ilike ?' : 'true';
  const values = q ? [`%${likeLiteral(q)}%`] : [];
  const rows = await templateRows(em, where, values, ADMIN_LIST_PAGE_SIZE, (page - 1) * ADMIN_LIST_PAGE_SIZE);
  const [counted] = await em
    .getConnection()
    .execute<Array<{ total: number }>>(
      `select count(*)::integer as total from builder_templates t where ${where}`,
      values,
      'all',
      em.getTransactionContext(),
    );
  const total = counted?.total ?? 0;
  return { items: rows.map(toTemplate), total, page, pageCount: listPageCount(total) };
}

/**
 * The section a template may hold, with its element count: checked as the engine checks a page (400 with its
 * message), a section, of at most BUILDER_TEMPLATE_MAX_BYTES as JSON and BUILDER_TEMPLATE_MAX_ELEMENTS elements (413).
 */
export function checkTemplateElement(value: unknown): { element: BuilderElement; count: number } {
  // The request schema has checked the nesting, so the tree can be serialised and walked.
  const bytes = Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
  if (bytes > BUILDER_TEMPLATE_MAX_BYTES) {
    throw new AppError(
      413,
      `This section is too large to save as a template: ${Math.ceil(bytes / 1024)} KB, where a template may be at most ${BUILDER_TEMPLATE_MAX_BYTES / 1024} KB.`,
    );
  }
  // Unchecked until parsePage has read it.
  const parsed = parsePage(pageOf(value as BuilderElement));
  if (!parsed.ok) throw new AppError(400, parsed.error.message);
  // Its rich texts' HTML is stored sanitised, as a page's is (a template comes from the client).
  const element = mapRichText(parsed.page.elements, sanitizeArticleHtml)[0] as BuilderElement;
  if (element.type !== 'section') throw new AppError(400, `Only a section can be saved as a template, not a ${element.type}.`);
  const count = countElements(parsed.page);
  if (count > BUILDER_TEMPLATE_MAX_ELEMENTS) {
    throw new AppError(
      413,
      `This section holds ${count} elements, where a template may hold at most ${BUILDER_TEMPLATE_MAX_ELEMENTS}. Save a smaller section.`,
    );
  }
  return { element, count };
}

function nameTaken(name: string): AppError {
  return new AppError(409, `A template named '${name}' already exists; choose another name or delete that template first.`, {
    fields: { name: 'This name is taken.' },
  });
}

/**
 * Saves a section (with its subtree) as a template under a name no other template has (409 otherwise, whatever the
 * case); the tree is checked by `checkTemplateElement`. Recorded in the activity log in the same transaction.
 */
export async function createBuilderTemplate(
  em: EntityManager,
  input: z.output<typeof createBuilderTemplateInputSchema>,
  user: PublicUser,
): Promise<BuilderTemplate> {
  const { element, count } = checkTemplateElement(input.element);
  const { name } = input;
  // lower(name) is what builder_templates_name_unique holds.
  const existing = await em.findOne(BuilderTemplateRow, { [raw('lower(name)')]: name.toLowerCase() }, { fields: ['name'] });
  if (existing) throw nameTaken(existing.name);
  try {
    const id = await em.transactional(async (tx) => {
      const row = tx.create(BuilderTemplateRow, { name, element, createdBy: user.id });
      await tx.flush();
      await recordActivity(tx, user, {
        kind: 'builder.template-saved',
        summary: `Saved the template "${name}" (${count} ${count === 1 ? 'element' : 'elements'})`,
        link: TEMPLATES_LINK,
      });
      return row.id;
    });
    return toTemplate((await templateRows(em, 't.id = ?', [id], 1))[0] as TemplateRow);
  } catch (error) {
    // Two saves of one name at once: the unique index refuses the second.
    if (error instanceof UniqueConstraintViolationException) throw nameTaken(name);
    throw error;
  }
}

/** Deletes a template (404 when there is none); pages it was inserted on keep their copies. Recorded in the activity log. */
export async function deleteBuilderTemplate(em: EntityManager, templateId: number, user: PublicUser): Promise<{ id: number }> {
  return em.transactional(async (tx) => {
    const gone = () => new AppError(404, `There is no template with id ${templateId}; it may have been deleted already.`);
    const row = await tx.findOne(BuilderTemplateRow, { id: templateId }, { fields: ['id', 'name'] });
    if (!row) throw gone();
    // Two deletes at once: the second deletes nothing, answers 404 and records nothing.
    if ((await tx.nativeDelete(BuilderTemplateRow, { id: templateId })) === 0) throw gone();
    await recordActivity(tx, user, {
      kind: 'builder.template-deleted',
      summary: `Deleted the template "${row.name}"`,
      link: TEMPLATES_LINK,
    });
    return { id: templateId };
  });
}
