import { SelectField } from '../../../components/ui/select-field.tsx';

/** A list's Sort select: one option per sort in `sorts`, named by `labels`; `onSort` gets the one chosen. */
export function SortField<S extends string>({
  sorts,
  labels,
  value,
  onSort,
}: {
  sorts: readonly S[];
  labels: Record<S, string>;
  value: S;
  onSort: (sort: S) => void;
}) {
  return (
    <SelectField
      label="Sort"
      name="sort"
      value={value}
      onChange={(event) => onSort(sorts.find((sort) => sort === event.target.value) ?? value)}
    >
      {sorts.map((each) => (
        <option key={each} value={each}>
          {labels[each]}
        </option>
      ))}
    </SelectField>
  );
}
