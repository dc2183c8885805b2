import type { AnalyticsTable } from '@app/contracts';
import { countText } from '../shared/count-text.ts';

/** What each table's rows are, one and many, and what it says with none. */
const TABLE_TEXTS: Record<AnalyticsTable, { one: string; many: string; empty: string }> = {
  pages: { one: 'page', many: 'pages', empty: 'No page views in this range yet.' },
  entries: { one: 'entry page', many: 'entry pages', empty: 'No visits began in this range yet.' },
  exits: { one: 'exit page', many: 'exit pages', empty: 'No visits ended in this range yet.' },
  sources: { one: 'source', many: 'sources', empty: 'No visitors came in this range yet.' },
  campaigns: { one: 'campaign', many: 'campaigns', empty: 'No visits came from a campaign in this range.' },
  devices: { one: 'kind of device', many: 'kinds of device', empty: 'No visitors in this range yet.' },
};

/** How many of a table's rows are shown: "Showing 10 of 1,234 pages", "Showing 1 of 1 source". */
export function shownText(table: AnalyticsTable, shown: number, total: number): string {
  const { one, many } = TABLE_TEXTS[table];
  return `Showing ${shown.toLocaleString('en')} of ${countText(total, one, many)}`;
}

/** What a table says when the range has no row for it. */
export function emptyTableText(table: AnalyticsTable): string {
  return TABLE_TEXTS[table].empty;
}

/** A device class as the Devices table names it: "Desktop", "Mobile", "Tablet". */
export function deviceLabel(device: string): string {
  return device ? `${device[0]!.toUpperCase()}${device.slice(1)}` : 'Unknown';
}
