import type { ActivityFilter } from '@app/contracts';
import { CsvDownloadLink } from '../shared/csv-download-link.tsx';
import { activityExportHref } from './activity-export-href.ts';

/** 'Export CSV': downloads what `filter` selects of the activity log, oldest first, as the file the server names. */
export function ActivityExportButton({ filter }: { filter: ActivityFilter }) {
  return <CsvDownloadLink href={activityExportHref(filter)} />;
}
