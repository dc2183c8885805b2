import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** An uploaded file (an image) and the public URL it is served at. */
export class MediaAsset {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'base64Data' | 'metadata' | 'createdAt';
  id!: number;
  filename!: string;
  originalName!: string;
  mimeType!: string;
  size!: number;
  url!: string;
  base64Data: string | null = null;
  metadata: Record<string, unknown> = {};
  createdAt: Date = new Date();
}

/** The media_assets table. */
export const MediaAssetSchema = new EntitySchema<MediaAsset>({
  class: MediaAsset,
  tableName: 'media_assets',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    filename: { type: 'string', length: 255 },
    originalName: { type: 'string', length: 255 },
    mimeType: { type: 'string', length: 100 },
    size: { type: 'integer' },
    url: { type: 'text' },
    base64Data: { type: 'text', nullable: true, lazy: true },
    metadata: { type: 'json' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
