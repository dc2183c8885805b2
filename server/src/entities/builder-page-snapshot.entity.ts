import type { BuilderElement } from '@app/builder-engine';
import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** A builder page's element tree (the root's children) at one version. */
export class BuilderPageSnapshot {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'createdAt';
  pageId!: number;
  version!: number;
  tree!: readonly BuilderElement[];
  createdAt: Date = new Date();
}

/** The page_snapshots table (primary key page and version). */
export const BuilderPageSnapshotSchema = new EntitySchema<BuilderPageSnapshot>({
  class: BuilderPageSnapshot,
  tableName: 'page_snapshots',
  properties: {
    pageId: { type: 'integer', primary: true, fieldName: 'page_id' },
    version: { type: 'integer', primary: true },
    tree: { type: 'json' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
