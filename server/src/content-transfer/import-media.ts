import { AppError } from '../errors.ts';
import type { ArchivedMedia } from './archive-format.ts';
import type { ImportContext } from './import-context.ts';

/** Maps the archived asset's files to this site's copy of the same image (by variant) where their names differ. */
async function mapToExisting(context: ImportContext, asset: ArchivedMedia, hereId: number): Promise<void> {
  context.assetIds.set(asset.id, hereId);
  const here = await context.sql<{ variant: string; filename: string }>('select variant, filename from media_files where asset_id = ?', [
    hereId,
  ]);
  for (const file of asset.files) {
    const same = here.find((candidate) => candidate.variant === file.variant);
    if (same && same.filename !== file.filename) context.mediaUrls.set(`/media/${file.filename}`, `/media/${same.filename}`);
  }
}

/**
 * Imports one media asset: an image this site already has (the same SHA-256 of the uploaded bytes, or the same file
 * name for an asset without one) is skipped and the references to it follow to this site's copy; a new one is stored
 * with its files' bytes from the archive, under its own file names (so its URLs stay the same).
 */
export async function importMedia(context: ImportContext, asset: ArchivedMedia): Promise<void> {
  const [existing] = await context.sql<{ id: number }>(
    asset.sha256 ? 'select id from media_assets where sha256 = ?' : 'select id from media_assets where filename = ?',
    [asset.sha256 ?? asset.filename],
  );
  if (existing) {
    await mapToExisting(context, asset, existing.id);
    context.count('media', 'skipped');
    return;
  }
  const names = [asset.filename, ...asset.files.map((file) => file.filename)];
  const [taken] = await context.sql<{ filename: string }>(
    `select filename from media_files where filename in (select jsonb_array_elements_text(?::jsonb))
     union all select filename from media_assets where filename = ?`,
    [JSON.stringify(names), asset.filename],
  );
  if (taken) {
    throw new AppError(
      400,
      `The archive's image "${taken.filename}" has the name of a different image on this site; rename or delete that image here, then import again.`,
    );
  }
  const [created] = await context.sql<{ id: number }>(
    `insert into media_assets (filename, original_name, mime_type, size, url, metadata, sha256, alt_text, created_at)
     values (?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?) returning id`,
    [
      asset.filename,
      asset.originalName,
      asset.mimeType,
      asset.size,
      asset.url,
      JSON.stringify(asset.metadata),
      asset.sha256,
      asset.altText,
      asset.createdAt,
    ],
  );
  for (const file of asset.files) {
    const bytes = await context.mediaFiles.get(file.filename);
    if (!bytes)
      throw new AppError(
        400,
        `The archive is incomplete: it lacks the bytes of the image file "${file.filename}". Download the export again.`,
      );
    await context.sql(
      `insert into media_files (asset_id, variant, filename, mime_type, width, height, size, etag, bytes) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [created!.id, file.variant, file.filename, file.mimeType, file.width, file.height, file.size, file.etag, bytes],
    );
  }
  for (const file of asset.files) await context.mediaFiles.drop(file.filename);
  context.assetIds.set(asset.id, created!.id);
  context.count('media', 'created');
}
