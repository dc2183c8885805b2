import { useEditable, type EditAttributes } from './use-editable.ts';

/** What a keyed table renders with: its attributes, and which rows, columns and cells its edit removed. */
export interface EditableTable {
  /** The table's attributes (key, kind 'table', hidden mark, background), or null when the edit removed it. */
  attributes: EditAttributes | null;
  /** Whether body row `row` (counted from 0 over every body row, in document order) is shown. */
  showsRow: (row: number) => boolean;
  /** Whether column `column` (counted from 0, the row-header column included) is shown. */
  showsColumn: (column: number) => boolean;
  /** How many of `total` columns are shown, for a full-width cell's colSpan. */
  shownColumns: (total: number) => number;
  /** Whether the cell at row `row`, column `column` renders empty. */
  emptiesCell: (row: number, column: number) => boolean;
  /** The attribute naming a body cell for the editor: `data-edit-cell="row:column"`. */
  cellAttributes: (row: number, column: number) => { 'data-edit-cell': string };
}

/**
 * The edit of a table with a stable key (kind 'table'): removed body rows and columns are skipped,
 * removed cells render empty, and every body cell is named `data-edit-cell="row:column"`.
 */
export function useEditableTable(key: string): EditableTable {
  const editable = useEditable(key, 'table');
  const edit = editable?.edit;
  const rows = new Set(edit?.removedRows ?? []);
  const columns = new Set(edit?.removedColumns ?? []);
  const cells = new Set(edit?.removedCells ?? []);
  return {
    attributes: editable?.attributes ?? null,
    showsRow: (row) => !rows.has(row),
    showsColumn: (column) => !columns.has(column),
    shownColumns: (total) => Array.from({ length: total }, (_, column) => column).filter((column) => !columns.has(column)).length,
    emptiesCell: (row, column) => cells.has(`${row}:${column}`),
    cellAttributes: (row, column) => ({ 'data-edit-cell': `${row}:${column}` }),
  };
}
