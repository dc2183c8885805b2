import type { ArchivedBinding, ArchivedCategoryParent, ArchivedPage, ArchivedTemplate } from './archive-format.ts';
import { builtInPageProblem, categoryParentProblem, templateProblem } from './import-checks.ts';
import { canonicalJson, withMediaUrls, type ImportContext } from './import-context.ts';

/**
 * Imports one built-in page's edits and SEO: every site has the seven pages, so the archive's content replaces this
 * site's when it differs (updated, reported) and is skipped when it is the same; a slug this site does not have is skipped,
 * and so are edits the in-page editor's save refuses (see builtInPageProblem), with the reason.
 */
export async function importPage(context: ImportContext, archived: ArchivedPage): Promise<void> {
  const problem = builtInPageProblem(archived);
  if (problem !== null) {
    context.count('pages', 'skipped', { key: archived.slug, reason: problem });
    return;
  }
  const content = withMediaUrls(context, archived.content);
  const meta = withMediaUrls(context, archived.meta);
  const [here] = await context.sql<{ id: number; content: unknown; meta: unknown; isActive: boolean }>(
    'select id, content, meta, is_active as "isActive" from pages where slug = ?',
    [archived.slug],
  );
  if (!here) {
    context.count('pages', 'skipped', { key: archived.slug, reason: 'This site has no built-in page with this slug.' });
    return;
  }
  if (canonicalJson([here.content, here.meta, here.isActive]) === canonicalJson([content, meta, archived.isActive])) {
    context.count('pages', 'skipped');
    return;
  }
  await context.sql(
    `update pages set content = ?::jsonb, meta = ?::jsonb, is_active = ?, content_versions = ?::jsonb, meta_versions = ?::jsonb,
                      version = version + 1, updated_by = null, updated_at = now() where id = ?`,
    [
      JSON.stringify(content),
      JSON.stringify(meta),
      archived.isActive,
      JSON.stringify(archived.contentVersions),
      JSON.stringify(archived.metaVersions),
      here.id,
    ],
  );
  context.count('pages', 'updated', { key: archived.slug, reason: "The imported edits and SEO settings replaced this site's." });
}

/**
 * Imports one category's parent (a child category's page names it in its breadcrumb): a category with no parent here
 * is given it; one with the same parent is skipped; one with another parent here keeps it (skipped, reported), as a
 * post or template already here is kept; a refused label (see categoryParentProblem) is skipped with the reason.
 */
export async function importCategoryParent(context: ImportContext, archived: ArchivedCategoryParent): Promise<void> {
  const problem = categoryParentProblem(archived);
  if (problem !== null) {
    context.count('categoryParents', 'skipped', { key: archived.label, reason: problem });
    return;
  }
  const [here] = await context.sql<{ parentLabel: string }>(
    'select parent_label as "parentLabel" from blog_category_parents where label = ?',
    [archived.label],
  );
  if (here) {
    if (here.parentLabel === archived.parentLabel) context.count('categoryParents', 'skipped');
    else
      context.count('categoryParents', 'skipped', {
        key: archived.label,
        reason: `Its parent here is '${here.parentLabel}', not '${archived.parentLabel}'; this site's was kept.`,
      });
    return;
  }
  await context.sql('insert into blog_category_parents (label, parent_label) values (?, ?)', [archived.label, archived.parentLabel]);
  context.count('categoryParents', 'created');
}

/**
 * Imports one builder template, matched by name whatever its case: a new name is created; a taken one is skipped
 * (reported when its section differs); one that saving a template refuses (see templateProblem) is skipped and reported.
 */
export async function importTemplate(context: ImportContext, archived: ArchivedTemplate): Promise<void> {
  const problem = templateProblem(archived);
  if (problem !== null) {
    context.count('templates', 'skipped', { key: archived.name, reason: problem });
    return;
  }
  const element = withMediaUrls(context, archived.element);
  const [here] = await context.sql<{ element: unknown }>('select element from builder_templates where lower(name) = lower(?)', [
    archived.name,
  ]);
  if (here) {
    if (canonicalJson(here.element) === canonicalJson(element)) context.count('templates', 'skipped');
    else
      context.count('templates', 'skipped', {
        key: archived.name,
        reason: "A template with this name exists here with a different section; this site's was kept.",
      });
    return;
  }
  await context.sql('insert into builder_templates (name, element, created_by, created_at) values (?, ?::jsonb, null, ?)', [
    archived.name,
    JSON.stringify(element),
    archived.createdAt,
  ]);
  context.count('templates', 'created');
}

/**
 * Imports one background binding (a built-in page element's image): like the page it belongs to, the imported image
 * replaces this site's when it differs. A binding to an image the archive did not carry is skipped and reported.
 */
export async function importBinding(context: ImportContext, archived: ArchivedBinding): Promise<void> {
  const assetId = context.assetIds.get(archived.assetId);
  if (assetId === undefined) {
    context.count('bindings', 'skipped', { key: archived.elementId, reason: 'Its image is not in the archive.' });
    return;
  }
  const [here] = await context.sql<{ assetId: number }>('select asset_id as "assetId" from media_bindings where element_id = ?', [
    archived.elementId,
  ]);
  if (here?.assetId === assetId) {
    context.count('bindings', 'skipped');
    return;
  }
  await context.sql(
    `insert into media_bindings (element_id, asset_id, updated_at) values (?, ?, now())
     on conflict (element_id) do update set asset_id = excluded.asset_id, updated_at = excluded.updated_at`,
    [archived.elementId, assetId],
  );
  if (here)
    context.count('bindings', 'updated', { key: archived.elementId, reason: "The imported background image replaced this site's." });
  else context.count('bindings', 'created');
}
