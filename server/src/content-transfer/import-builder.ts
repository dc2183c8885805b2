import type { ArchivedBuilderPage } from './archive-format.ts';
import { builderPageProblem } from './import-checks.ts';
import { canonicalJson, withMediaUrls, type ImportContext } from './import-context.ts';

/** What makes a builder page the same page: its name, settings, versions and every command of its history. */
function pageFingerprint(
  page: { name: string; meta: unknown; isActive: boolean; version: number; publishedVersion: number | null },
  commands: unknown[],
): string {
  const { name, meta, isActive, version, publishedVersion } = page;
  return canonicalJson({ name, meta, isActive, version, publishedVersion, commands });
}

/** Inserts `rows` (snake_case keys) into `table` through jsonb_to_recordset with `columns` (name and type each). */
async function insertRows(context: ImportContext, table: string, columns: string, rows: Array<Record<string, unknown>>): Promise<void> {
  if (rows.length === 0) return;
  const names = columns
    .split(',')
    .map((column) => column.trim().split(' ')[0])
    .join(', ');
  await context.sql(`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(?::jsonb) as r(${columns})`, [
    JSON.stringify(rows),
  ]);
}

/**
 * Imports one builder page with its whole history (log entries, snapshots, checkpoints, old slugs), matched by slug
 * among the live pages: a free slug creates it under a new id (its published and scheduled versions kept, authors
 * unknown here); a slug taken by the same page is skipped; by a different page, skipped and reported. A page the
 * editor's own checks refuse (see builderPageProblem) is skipped and reported with the reason.
 */
export async function importBuilderPage(context: ImportContext, archived: ArchivedBuilderPage): Promise<void> {
  const problem = builderPageProblem(archived);
  if (problem !== null) {
    context.count('builderPages', 'skipped', { key: archived.slug, reason: problem });
    return;
  }
  const page = {
    ...archived,
    meta: withMediaUrls(context, archived.meta),
    events: withMediaUrls(context, archived.events),
    snapshots: withMediaUrls(context, archived.snapshots),
  };
  const [existing] = await context.sql<{
    id: number;
    name: string;
    meta: unknown;
    isActive: boolean;
    version: number;
    publishedVersion: number | null;
  }>(
    `select id, name, meta, is_active as "isActive", version, published_version as "publishedVersion" from builder_pages where slug = ? and deleted_at is null`,
    [page.slug],
  );
  if (existing) {
    const commands = await context.sql<{ command: unknown }>('select command from page_events where page_id = ? order by version', [
      existing.id,
    ]);
    const same =
      pageFingerprint(
        existing,
        commands.map((row) => row.command),
      ) ===
      pageFingerprint(
        page,
        page.events.map((event) => event.command),
      );
    if (same) context.count('builderPages', 'skipped');
    else
      context.count('builderPages', 'skipped', {
        key: page.slug,
        reason: "A builder page with this address exists here with different content; this site's page was kept.",
      });
    return;
  }
  const [created] = await context.sql<{ id: number }>(
    `insert into builder_pages (name, slug, is_active, meta, version, published_version, published_at, scheduled_version, scheduled_at, created_at, updated_at)
     values (?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?) returning id`,
    [
      page.name,
      page.slug,
      page.isActive,
      JSON.stringify(page.meta),
      page.version,
      page.publishedVersion,
      page.publishedAt,
      page.scheduledVersion,
      page.scheduledAt,
      page.createdAt,
      page.updatedAt,
    ],
  );
  const pageId = created!.id;
  await insertRows(
    context,
    'page_events',
    'page_id int, version int, command jsonb, inverse jsonb, created_at timestamptz',
    page.events.map((event) => ({
      page_id: pageId,
      version: event.version,
      command: event.command,
      inverse: event.inverse,
      created_at: event.createdAt,
    })),
  );
  await insertRows(
    context,
    'page_snapshots',
    'page_id int, version int, tree jsonb, created_at timestamptz',
    page.snapshots.map((snapshot) => ({ page_id: pageId, version: snapshot.version, tree: snapshot.tree, created_at: snapshot.createdAt })),
  );
  await insertRows(
    context,
    'page_checkpoints',
    'page_id int, version int, kind text, name text, created_at timestamptz',
    page.checkpoints.map((checkpoint) => ({
      page_id: pageId,
      version: checkpoint.version,
      kind: checkpoint.kind,
      name: checkpoint.name,
      created_at: checkpoint.createdAt,
    })),
  );
  // A live page's address wins over an old slug of another page here (as a rename does); an old slug in use here is kept.
  await context.sql('delete from builder_page_redirects where old_slug = ?', [page.slug]);
  if (page.redirects.length > 0) {
    await context.sql(
      `insert into builder_page_redirects (old_slug, page_id, created_at)
       select old_slug, ?, created_at from jsonb_to_recordset(?::jsonb) as r(old_slug text, created_at timestamptz)
        where not exists (select 1 from builder_pages b where b.slug = r.old_slug and b.deleted_at is null)
       on conflict (old_slug) do nothing`,
      [pageId, JSON.stringify(page.redirects.map((redirect) => ({ old_slug: redirect.oldSlug, created_at: redirect.createdAt })))],
    );
  }
  context.count('builderPages', 'created');
}
