import type { PageSeo } from '@app/contracts';
import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/**
 * A page of the visual page builder. Its element tree is not stored here: it is the page's snapshots
 * plus its log entries (`version` is the newest log entry's version, 0 before any); `publishedVersion` is the
 * version the public site shows, null while unpublished. A deleted page keeps its row (and its history)
 * with `deletedAt` set; the ORM's default filter `live` leaves such rows out of every query.
 */
export class BuilderPageRow {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?:
    | 'isActive'
    | 'meta'
    | 'version'
    | 'publishedVersion'
    | 'publishedAt'
    | 'scheduledVersion'
    | 'scheduledAt'
    | 'createdAt'
    | 'updatedAt'
    | 'deletedAt';
  id!: number;
  name!: string;
  slug!: string;
  isActive = true;
  /** The page's SEO settings ('' or absent: the default). */
  meta: PageSeo = {};
  version = 0;
  publishedVersion: number | null = null;
  publishedAt: Date | null = null;
  /** A scheduled publish: this version goes live at `scheduledAt` (read against the clock; see builder-publication.ts). */
  scheduledVersion: number | null = null;
  scheduledAt: Date | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
  deletedAt: Date | null = null;
}

/**
 * The builder_pages table. Every ORM query sees only pages not deleted (filter `live`, on by default; raw SQL must
 * say `deleted_at is null` itself); a slug is unique among those (a partial unique index).
 */
export const BuilderPageSchema = new EntitySchema<BuilderPageRow>({
  class: BuilderPageRow,
  tableName: 'builder_pages',
  filters: { live: { name: 'live', cond: { deletedAt: null }, default: true } },
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 100 },
    slug: { type: 'string', length: 100 },
    isActive: { type: 'boolean', default: true },
    meta: { type: 'json' },
    version: { type: 'integer', default: 0 },
    publishedVersion: { type: 'integer', nullable: true },
    publishedAt: { type: 'datetime', nullable: true },
    scheduledVersion: { type: 'integer', nullable: true },
    scheduledAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
    deletedAt: { type: 'datetime', nullable: true },
  },
});
