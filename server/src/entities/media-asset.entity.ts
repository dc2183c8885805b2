import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/**
 * An uploaded file (an image) and the public URL it is served at. Its bytes live in `media_files`
 * (see media-file.entity.ts), so listing assets never reads them.
 */
export class MediaAsset {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'base64Data' | 'metadata' | 'sha256' | 'altText' | 'createdAt';
  id!: number;
  filename!: string;
  originalName!: string;
  mimeType!: string;
  size!: number;
  url!: string;
  base64Data: string | null = null;
  metadata: Record<string, unknown> = {};
  /** SHA-256 (hex) of the uploaded bytes: an identical upload reuses this asset. */
  sha256: string | null = null;
  altText = '';
  createdAt: Date = new Date();
}

/** The media_assets table. */
export const MediaAssetSchema = new EntitySchema<MediaAsset>({
  class: MediaAsset,
  tableName: 'media_assets',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    filename: { type: 'string', length: 255, unique: true },
    originalName: { type: 'string', length: 255 },
    mimeType: { type: 'string', length: 100 },
    size: { type: 'integer' },
    url: { type: 'text' },
    base64Data: { type: 'text', nullable: true, lazy: true, fieldName: 'base64_data' },
    metadata: { type: 'json' },
    sha256: { type: 'string', length: 64, nullable: true, unique: true },
    altText: { type: 'string', length: 300, default: '' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
