import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** A website page whose content and SEO metadata admins edit. */
export class Page {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'content' | 'isActive' | 'meta' | 'createdAt' | 'updatedAt';
  id!: number;
  name!: string;
  slug!: string;
  content: Record<string, unknown> = {};
  isActive = true;
  meta: Record<string, unknown> = {};
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

/** The pages table. */
export const PageSchema = new EntitySchema<Page>({
  class: Page,
  tableName: 'pages',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 100 },
    slug: { type: 'string', length: 100, unique: true },
    content: { type: 'json' },
    isActive: { type: 'boolean', default: true },
    meta: { type: 'json' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
