import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/**
 * The row of a built-in editable page (one of EDITABLE_PAGES; not a builder page, see BuilderPageRow), whose
 * content and SEO metadata admins edit: `content` holds the in-page editor's element edits by key, `meta` the
 * page's SEO settings.
 */
export class EditablePageRow {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?:
    'content' | 'isActive' | 'meta' | 'version' | 'contentVersions' | 'metaVersions' | 'updatedById' | 'createdAt' | 'updatedAt';
  id!: number;
  name!: string;
  slug!: string;
  content: Record<string, unknown> = {};
  isActive = true;
  meta: Record<string, unknown> = {};
  /** Counts the saves of the in-page editor. */
  version = 0;
  /** The version at which each element key last changed (kept after an edit is removed). */
  contentVersions: Record<string, number> = {};
  /** The version at which each SEO field last changed. */
  metaVersions: Record<string, number> = {};
  /** The admin who saved last. */
  updatedById: number | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

/** The pages table. */
export const EditablePageSchema = new EntitySchema<EditablePageRow>({
  class: EditablePageRow,
  tableName: 'pages',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 100 },
    slug: { type: 'string', length: 100, unique: true },
    content: { type: 'json' },
    isActive: { type: 'boolean', default: true },
    meta: { type: 'json' },
    version: { type: 'integer', default: 0 },
    contentVersions: { type: 'json' },
    metaVersions: { type: 'json' },
    updatedById: { type: 'integer', nullable: true, fieldName: 'updated_by' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
