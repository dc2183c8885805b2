import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContentImportReport, ContentKind } from '@app/contracts';
import type { Readable } from 'node:stream';
import { recordActivity, type Actor } from '../activity/activity.service.ts';
import { afterWrite } from '../cache/after-write.ts';
import { AppError } from '../errors.ts';
import { batchKindOf, MEDIA_FILES_FOLDER } from './archive-format.ts';
import { archivedRows } from './archive-schemas.ts';
import { importBuilderPage } from './import-builder.ts';
import { importContext, type ImportContext } from './import-context.ts';
import { importMedia } from './import-media.ts';
import { openMediaFileStash } from './media-file-stash.ts';
import { importPosts } from './import-posts.ts';
import { importBinding, importCategoryParent, importPage, importTemplate } from './import-site-parts.ts';
import { openArchive, type ArchiveEntry } from './read-archive.ts';

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
    case 'categoryParents':
      for (const parent of archivedRows('categoryParents', name, body)) await importCategoryParent(context, parent);
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

/**
 * Applies one entry of the archive: an image file's bytes are kept (on disk) until the media batch that lists it
 * (which the export writes after its files) stores them; an NDJSON batch is applied at once.
 */
async function applyArchiveEntry(context: ImportContext, { name, body }: ArchiveEntry): Promise<void> {
  if (name.startsWith(MEDIA_FILES_FOLDER)) {
    await context.mediaFiles.put(name.slice(MEDIA_FILES_FOLDER.length), body);
    return;
  }
  const kind = batchKindOf(name);
  if (!kind || !(kind in context.report.counts)) {
    throw new AppError(400, `The archive holds an entry this site does not know: "${name}". Was it made by a newer release?`);
  }
  await applyEntry(context, kind, name, body);
}

/** The activity log's sentence for an import. */
function importSummary(report: ContentImportReport): string {
  const totals = { created: 0, updated: 0, skipped: 0 };
  for (const counts of Object.values(report.counts))
    for (const key of ['created', 'updated', 'skipped'] as const) totals[key] += counts[key];
  return `Imported content from ${report.source.origin}: ${totals.created} created, ${totals.updated} updated, ${totals.skipped} skipped`;
}

/**
 * Imports a content archive (as `contentExportStream` writes it), read from `upload` as it is applied, into this site
 * in one transaction, recorded in the activity log: a foreign or newer archive is refused with a 400 before anything
 * is written, and a damaged entry or a row that fails rolls everything back (also a 400). Media files wait for their
 * batch in a folder under `scratchDir`, removed at the end. Answers what was created, updated and skipped, and why.
 */
export async function importContent(em: EntityManager, upload: Readable, actor: Actor, scratchDir: string): Promise<ContentImportReport> {
  const archive = await openArchive(upload);
  const mediaFiles = await openMediaFileStash(scratchDir).catch(async (error: unknown) => {
    await archive.close();
    throw error;
  });
  try {
    return await em.transactional(async (tx) => {
      const context = importContext(tx, { origin: archive.manifest.origin, createdAt: archive.manifest.createdAt }, mediaFiles, actor.id);
      // Entries are applied as they are unpacked; a damaged archive throws by its end at the latest, rolling all back.
      for await (const entry of archive.entries) await applyArchiveEntry(context, entry);
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
    await archive.close();
    await mediaFiles.dispose();
    afterWrite(em, [
      'media_assets',
      'media_bindings',
      'pages',
      'blog_posts',
      'blog_slug_redirects',
      'blog_category_parents',
      'builder_pages',
      'builder_page_redirects',
    ]);
  }
}
