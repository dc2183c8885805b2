import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** A slug a builder page had before a rename: /{oldSlug} answers 301 to the page's current path while it is published. */
export class BuilderPageRedirect {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'createdAt';
  oldSlug!: string;
  pageId!: number;
  createdAt: Date = new Date();
}

/** The builder_page_redirects table (a page taking an old slug, or the page's deletion, removes its rows). */
export const BuilderPageRedirectSchema = new EntitySchema<BuilderPageRedirect>({
  class: BuilderPageRedirect,
  tableName: 'builder_page_redirects',
  properties: {
    oldSlug: { type: 'string', length: 100, primary: true, fieldName: 'old_slug' },
    pageId: { type: 'integer', fieldName: 'page_id' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
