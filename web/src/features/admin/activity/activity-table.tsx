import type { ActivityEntry } from '@app/contracts';
import { AdminTable } from '../shared/admin-table.tsx';
import { ActivityEntryRow } from './activity-entry-row.tsx';

const COLUMNS = ['When', 'Who', 'What', 'Details'] as const;

/** The 'Activity log' table of the activity screen, one row per entry of the current page, newest first. */
export function ActivityTable({ entries }: { entries: readonly ActivityEntry[] }) {
  return (
    <AdminTable caption="Activity log" columns={COLUMNS} hiddenColumns={['Link']}>
      {entries.map((entry) => (
        <ActivityEntryRow key={entry.id} entry={entry} />
      ))}
    </AdminTable>
  );
}
