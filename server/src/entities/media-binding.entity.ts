import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { MediaAsset } from './media-asset.entity.ts';

/** Which image a page element (by its element id) shows as its background. */
export class MediaBinding {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'updatedAt';
  elementId!: string;
  asset!: MediaAsset;
  updatedAt: Date = new Date();
}

/** The media_bindings table. */
export const MediaBindingSchema = new EntitySchema<MediaBinding>({
  class: MediaBinding,
  tableName: 'media_bindings',
  properties: {
    elementId: { type: 'string', length: 100, primary: true },
    asset: { kind: 'm:1', entity: () => MediaAsset, fieldName: 'asset_id', deleteRule: 'cascade' },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
