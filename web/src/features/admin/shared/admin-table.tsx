import type { ReactNode } from 'react';

/**
 * A list table of the admin screens: named by `caption` (read by screen readers, the name tests find it
 * by), a header row of `columns` (a column named in `hiddenColumns` is named for screen readers only), and
 * the rows.
 */
export function AdminTable({
  caption,
  columns,
  hiddenColumns = [],
  children,
}: {
  caption: string;
  columns: readonly string[];
  hiddenColumns?: readonly string[];
  children: ReactNode;
}) {
  return (
    // relative: the sr-only labels inside (absolutely positioned) are clipped by this box too, not laid out on the page.
    <div className="relative overflow-x-auto rounded-xl border border-white/10">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-night-700 text-slate-300">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
            {hiddenColumns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2 font-medium">
                <span className="sr-only">{column}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">{children}</tbody>
      </table>
    </div>
  );
}
