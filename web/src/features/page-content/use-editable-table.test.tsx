import { describe, expect, it } from 'vitest';
import { renderEdited } from './render-edited.test-util.tsx';
import { useEditableTable } from './use-editable-table.ts';

const HEAD = ['Feature', 'Starter', 'Pro'];
const BODY = [
  ['Profiles', '3', '25'],
  ['Scans', '50', '500'],
  ['Reports', 'no', 'yes'],
];

/** A table written the way the pages use the hook. */
function Table() {
  const table = useEditableTable('pricing.breakdown.table');
  if (!table.attributes) return null;
  return (
    <table className="w-full" {...table.attributes}>
      <thead>
        <tr>{HEAD.map((title, column) => (table.showsColumn(column) ? <th key={title}>{title}</th> : null))}</tr>
      </thead>
      <tbody>
        {BODY.map((cells, row) =>
          table.showsRow(row) ? (
            <tr key={row}>
              {cells.map((cell, column) =>
                table.showsColumn(column) ? (
                  <td key={column} {...table.cellAttributes(row, column)}>
                    {table.emptiesCell(row, column) ? null : cell}
                  </td>
                ) : null,
              )}
            </tr>
          ) : null,
        )}
      </tbody>
    </table>
  );
}

/** The rendered table as rows of cell texts, header first: enough to see what was skipped. */
function cellTexts(html: string): string[][] {
  return [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => cell[1] ?? ''),
  );
}

describe('useEditableTable', () => {
  it('renders every row and column without an edit, each body cell named row:column', () => {
    const html = renderEdited(<Table />);
    expect(html).toContain('<table class="w-full" data-edit-key="pricing.breakdown.table" data-edit-kind="table">');
    expect(cellTexts(html)).toEqual([HEAD, ...BODY]);
    expect(html).toContain('<td data-edit-cell="0:0">Profiles</td>');
    expect(html).toContain('<td data-edit-cell="2:1">no</td>');
  });

  it('skips removed body rows, counted over the body only', () => {
    const html = renderEdited(<Table />, { 'pricing.breakdown.table': { removedRows: [1] } });
    expect(cellTexts(html)).toEqual([HEAD, ['Profiles', '3', '25'], ['Reports', 'no', 'yes']]);
    expect(html).not.toContain('data-edit-cell="1:');
  });

  it('skips removed columns in the header and the body', () => {
    const html = renderEdited(<Table />, { 'pricing.breakdown.table': { removedColumns: [1] } });
    expect(cellTexts(html)).toEqual([
      ['Feature', 'Pro'],
      ['Profiles', '25'],
      ['Scans', '500'],
      ['Reports', 'yes'],
    ]);
  });

  it('renders removed cells empty, keeping their place and name', () => {
    const html = renderEdited(<Table />, { 'pricing.breakdown.table': { removedCells: ['0:2', '2:0'] } });
    expect(cellTexts(html)).toEqual([HEAD, ['Profiles', '3', ''], ['Scans', '50', '500'], ['', 'no', 'yes']]);
    expect(html).toContain('<td data-edit-cell="0:2"></td>');
  });

  it('counts the columns left for a full-width cell', () => {
    let shown = 0;
    function Probe() {
      shown = useEditableTable('t').shownColumns(5);
      return null;
    }
    renderEdited(<Probe />, { t: { removedColumns: [0, 3, 9] } });
    expect(shown).toBe(3);
  });

  it('renders nothing when removed, and hides in place when hidden', () => {
    expect(renderEdited(<Table />, { 'pricing.breakdown.table': { removed: true } })).toBe('');
    const hidden = renderEdited(<Table />, { 'pricing.breakdown.table': { hidden: true } });
    expect(hidden).toContain('data-edit-hidden="true" style="visibility:hidden"');
    expect(renderEdited(<Table />, { 'pricing.breakdown.table': { hidden: true } }, true)).toContain('style="opacity:0.35"');
  });
});
