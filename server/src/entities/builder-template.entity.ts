import type { BuilderElement } from '@app/builder-engine';
import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** A saved section of the builder (a template): a name unique whatever its case, and the section's subtree. */
export class BuilderTemplateRow {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'createdAt';
  id!: number;
  name!: string;
  element!: BuilderElement;
  /** The admin who saved it (null once that account is gone). */
  createdBy!: number | null;
  createdAt: Date = new Date();
}

/** The builder_templates table. */
export const BuilderTemplateSchema = new EntitySchema<BuilderTemplateRow>({
  class: BuilderTemplateRow,
  tableName: 'builder_templates',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 100 },
    element: { type: 'json' },
    createdBy: { type: 'integer', nullable: true, fieldName: 'created_by' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
