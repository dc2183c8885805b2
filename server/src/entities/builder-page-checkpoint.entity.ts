import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** A version of a builder page an admin saved ('save', optionally named) or made live ('publish'). */
export class BuilderPageCheckpoint {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'name' | 'createdAt';
  id!: number;
  pageId!: number;
  version!: number;
  kind!: 'save' | 'publish';
  name: string | null = null;
  authorId!: number | null;
  createdAt: Date = new Date();
}

/** The page_checkpoints table. */
export const BuilderPageCheckpointSchema = new EntitySchema<BuilderPageCheckpoint>({
  class: BuilderPageCheckpoint,
  tableName: 'page_checkpoints',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    pageId: { type: 'integer', fieldName: 'page_id' },
    version: { type: 'integer' },
    kind: { type: 'string', length: 10 },
    name: { type: 'string', length: 100, nullable: true },
    authorId: { type: 'integer', nullable: true, fieldName: 'author_id' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
