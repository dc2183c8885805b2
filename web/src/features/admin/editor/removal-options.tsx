import type { ElementEdit } from '@app/contracts';
import { Button } from '../../../components/ui/button.tsx';
import type { ApplyEdit } from './content-editing-form.tsx';
import type { ElementInfo } from './element-info.ts';

/** The selected table cell as 'row:column', when a cell of a table was clicked. */
export type CellRef = string | null;

function addUnique<T>(list: T[] | undefined, value: T): T[] {
  return [...new Set([...(list ?? []), value])];
}

/** Removal Options: remove or hide the element; in a table, remove the clicked cell's row, column or the cell. */
export function RemovalOptions({
  info,
  edit,
  cell,
  onApply,
  onRestore,
}: {
  info: ElementInfo;
  edit: ElementEdit | undefined;
  cell: CellRef;
  onApply: ApplyEdit;
  onRestore: () => void;
}) {
  const [row, column] = cell ? cell.split(':').map(Number) : [];
  return (
    <div className="grid gap-2">
      {info.kind === 'table' ? (
        cell && row !== undefined && column !== undefined ? (
          <div className="grid gap-2">
            <p className="text-xs text-slate-400">
              Selected cell: row {row + 1}, column {column + 1}
            </p>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onApply({ removedRows: addUnique(edit?.removedRows, row) }, 'Table row removed')}
            >
              Remove row
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onApply({ removedColumns: addUnique(edit?.removedColumns, column) }, 'Table column removed')}
            >
              Remove column
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onApply({ removedCells: addUnique(edit?.removedCells, cell) }, 'Table cell removed')}
            >
              Remove cell
            </Button>
          </div>
        ) : (
          <p className="text-xs text-slate-400">Click a cell of the table to remove its row, its column or the cell.</p>
        )
      ) : null}
      <Button
        size="sm"
        variant="outline"
        onClick={() => onApply({ hidden: !info.hidden }, info.hidden ? 'Element shown' : 'Element hidden')}
      >
        {info.hidden ? 'Show element' : 'Hide element'}
      </Button>
      <Button size="sm" variant="destructive" onClick={() => onApply({ removed: true }, 'Element removed')}>
        Remove element
      </Button>
      {edit ? (
        <Button size="sm" variant="ghost" onClick={onRestore}>
          Restore original
        </Button>
      ) : null}
    </div>
  );
}
