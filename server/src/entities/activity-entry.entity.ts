import type { ActivityKind } from '@app/contracts';
import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** One entry of the admin activity log. */
export class ActivityEntryRow {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'id' | 'at' | 'actorId' | 'actorName' | 'link' | 'subject';
  /** bigint, read as a string. */
  id!: string;
  at: Date = new Date();
  /** The account that did it (null once deleted, or for a failed sign-in under an unknown name). */
  actorId: number | null = null;
  /** The username it acted under, as it was then. */
  actorName: string | null = null;
  kind!: ActivityKind;
  summary!: string;
  /** Where the thing is seen in the admin panel. */
  link: string | null = null;
  /**
   * What an entry written once per event is about ('builder-page:12'), for the entries every instance may try to
   * write (a unique index over kind, subject and time keeps one); null for the others.
   */
  subject: string | null = null;
}

/** The activity_entries table. */
export const ActivityEntrySchema = new EntitySchema<ActivityEntryRow>({
  class: ActivityEntryRow,
  tableName: 'activity_entries',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    at: { type: 'datetime', onCreate: () => new Date() },
    actorId: { type: 'integer', nullable: true },
    actorName: { type: 'text', nullable: true },
    kind: { type: 'text' },
    summary: { type: 'text' },
    link: { type: 'text', nullable: true },
    subject: { type: 'text', nullable: true },
  },
});
