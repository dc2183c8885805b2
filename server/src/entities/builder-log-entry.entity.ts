import type { Command } from '@app/builder-engine';
import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/**
 * One log entry of a builder page: a command applied at a version (the version it produced), the command as applied,
 * its inverse and who sent it. Stored in the page_events table.
 */
export class BuilderLogEntryRow {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'id' | 'createdAt';
  /** bigserial: pg returns int8 as a string. */
  id!: string;
  pageId!: number;
  version!: number;
  command!: Command;
  inverse!: Command;
  authorId!: number | null;
  createdAt: Date = new Date();
}

/** The page_events table (unique page and version). */
export const BuilderLogEntrySchema = new EntitySchema<BuilderLogEntryRow>({
  class: BuilderLogEntryRow,
  tableName: 'page_events',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    pageId: { type: 'integer', fieldName: 'page_id' },
    version: { type: 'integer' },
    command: { type: 'json' },
    inverse: { type: 'json' },
    authorId: { type: 'integer', nullable: true, fieldName: 'author_id' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
