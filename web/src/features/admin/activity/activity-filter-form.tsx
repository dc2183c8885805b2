import { ACTIVITY_KIND_LABELS, activityKinds, type ActivityFilter } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { activityFilterOf } from './activity-filter.ts';
import { ACTIVITY_ACTOR_MAX_LENGTH, parseActivitySearch } from './activity-search.ts';

/**
 * 'Filter activity': Person (a username), Kind ('All kinds' or one of the log's kinds), From and To
 * (days), with Apply filters and Clear filters. It starts from `filter`, the filters the log shows;
 * remount it (a `key`) when they change from outside. `refusal` is the server's reason for refusing
 * them, shown under the form as an alert.
 */
export function ActivityFilterForm({
  filter,
  refusal,
  onApply,
  onClear,
}: {
  filter: ActivityFilter;
  refusal: string | null;
  onApply: (filter: ActivityFilter) => void;
  onClear: () => void;
}) {
  const [actor, setActor] = useState(filter.actor ?? '');
  const [kind, setKind] = useState<string>(filter.kind ?? '');
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(activityFilterOf(parseActivitySearch({ actor, kind, from, to })));
  };

  const clear = () => {
    setActor('');
    setKind('');
    setFrom('');
    setTo('');
    onClear();
  };

  return (
    <div className="grid gap-3">
      <form aria-label="Filter activity" noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <TextField
          label="Person"
          name="actor"
          autoComplete="off"
          maxLength={ACTIVITY_ACTOR_MAX_LENGTH}
          className="w-48"
          value={actor}
          onChange={(event) => setActor(event.target.value)}
        />
        <SelectField label="Kind" name="kind" className="w-64" value={kind} onChange={(event) => setKind(event.target.value)}>
          <option value="">All kinds</option>
          {activityKinds.map((option) => (
            <option key={option} value={option}>
              {ACTIVITY_KIND_LABELS[option]}
            </option>
          ))}
        </SelectField>
        <TextField label="From" type="date" name="from" className="w-44" value={from} onChange={(event) => setFrom(event.target.value)} />
        <TextField label="To" type="date" name="to" className="w-44" value={to} onChange={(event) => setTo(event.target.value)} />
        <div className="flex gap-2">
          <Button type="submit">Apply filters</Button>
          <Button variant="outline" onClick={clear}>
            Clear filters
          </Button>
        </div>
      </form>
      {refusal ? (
        <p role="alert" className="rounded-lg border border-red-400/40 bg-red-500/10 px-4 py-2 text-sm text-red-200">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
