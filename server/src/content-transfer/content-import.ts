import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContentImportReport, ContentKind } from '@app/contracts';
import { recordActivity, type Actor } from '../activity/activity.service.ts';
import { afterWrite } from '../cache/after-write.ts';
import { AppError } from '../errors.ts';
import { batchKindOf, MEDIA_FILES_FOLDER } from './archive-format.ts';
import { archivedRows } from './archive-schemas.ts';
import { importBuilderPage } from './import-builder.ts';
import { importContext, type ImportContext } from './import-context.ts';
import { importMedia } from './import-media.ts';
import { importPosts } from './import-posts.ts';
import { importBinding, importPage, importTemplate } from './import-site-parts.ts';
import { readArchive, type ReadArchive } from './read-archive.ts';

/** Applies one NDJSON entry of `kind`. */
async function applyEntry(context: ImportContext, kind: ContentKind, name: string, body: Buffer): Promise<void> {
  switch (kind) {
    case 'media':
      for (const asset of archivedRows('media', name, body)) await importMedia(context, asset);
      return;
    case 'pages':
      for (const page of archivedRows('pages', name, body)) await importPage(context, page);
      return;
    case 'posts':
      await importPosts(context, archivedRows('posts', name, body));
      return;
    case 'builderPages':
      for (const page of archivedRows('builderPages', name, body)) await importBuilderPage(context, page);
      return;
    case 'templates':
      for (const template of archivedRows('templates', name, body)) await importTemplate(context, template);
      return;
    case 'bindings':
      for (const binding of archivedRows('bindings', name, body)) await importBinding(context, binding);
  }
}

/** Applies a checked archive's entries in order: media (bytes first, so each asset finds its files), then the rest. */
async function applyArchive(context: ImportContext, archive: ReadArchive): Promise<void> {
  for (const { name, body } of archive.entries) {
    if (name.startsWith(MEDIA_FILES_FOLDER)) context.mediaBytes.set(name.slice(MEDIA_FILES_FOLDER.length), body);
  }
  // Each entry is let go once applied, so the archive's parsed rows never all sit in memory together.
  for (let entry = archive.entries.shift(); entry; entry = archive.entries.shift()) {
    const { name, body } = entry;
    if (name.startsWith(MEDIA_FILES_FOLDER)) continue;
    const kind = batchKindOf(name);
    if (!kind || !(kind in context.report.counts))
      throw new AppError(400, `The archive holds an entry this site does not know: "${name}". Was it made by a newer release?`);
    await applyEntry(context, kind, name, body);
  }
}

/** The activity log's sentence for an import. */
function importSummary(report: ContentImportReport): string {
  const totals = { created: 0, updated: 0, skipped: 0 };
  for (const counts of Object.values(report.counts))
    for (const key of ['created', 'updated', 'skipped'] as const) totals[key] += counts[key];
  return `Imported content from ${report.source.origin}: ${totals.created} created, ${totals.updated} updated, ${totals.skipped} skipped`;
}

/**
 * Imports a content archive (as `contentExportStream` writes it) into this site in one transaction, recorded in the
 * activity log: a damaged or foreign archive is refused with a 400 before anything is written, and a row that fails
 * rolls everything back. Answers what was created, updated and skipped, and why.
 */
export async function importContent(em: EntityManager, upload: Buffer, actor: Actor): Promise<ContentImportReport> {
  const archive = await readArchive(upload);
  try {
    return await em.transactional(async (tx) => {
      const context = importContext(tx, { origin: archive.manifest.origin, createdAt: archive.manifest.createdAt });
      await applyArchive(context, archive);
      await recordActivity(tx, actor, {
        kind: 'content.imported',
        summary: importSummary(context.report),
        link: '/admin/content-transfer',
      });
      return context.report;
    });
  } catch (error) {
    // Another import or an edit wrote the same slug, name or file between this import's check and its insert.
    if (error instanceof UniqueConstraintViolationException) {
      throw new AppError(
        409,
        'Something with the same address or name was written here while the import ran; nothing was imported. Import the file again.',
      );
    }
    throw error;
  } finally {
    afterWrite(em, [
      'media_assets',
      'media_bindings',
      'pages',
      'blog_posts',
      'blog_slug_redirects',
      'builder_pages',
      'builder_page_redirects',
    ]);
  }
}
