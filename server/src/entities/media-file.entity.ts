import { EntitySchema } from '@mikro-orm/core';
import { MediaAsset } from './media-asset.entity.ts';

/** Which stored copy of an image a file is: the re-encoded original or a WebP width variant. */
export type MediaFileVariant = 'original' | 'w640' | 'w1280';

/** The bytes of one stored copy of an image, served at `/media/{filename}`. */
export class MediaFile {
  id!: number;
  asset!: MediaAsset;
  variant!: MediaFileVariant;
  filename!: string;
  mimeType!: string;
  width!: number;
  height!: number;
  size!: number;
  /** A strong ETag (quoted) derived from the bytes' SHA-256. */
  etag!: string;
  bytes!: Buffer;
}

/** The media_files table; `bytes` is lazy so only the serving route reads it. */
export const MediaFileSchema = new EntitySchema<MediaFile>({
  class: MediaFile,
  tableName: 'media_files',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    asset: { kind: 'm:1', entity: () => MediaAsset, fieldName: 'asset_id', deleteRule: 'cascade' },
    variant: { type: 'string', length: 20 },
    filename: { type: 'string', length: 300, unique: true },
    mimeType: { type: 'string', length: 100 },
    width: { type: 'integer' },
    height: { type: 'integer' },
    size: { type: 'integer' },
    etag: { type: 'string', length: 80 },
    bytes: { type: 'blob', lazy: true },
  },
});
