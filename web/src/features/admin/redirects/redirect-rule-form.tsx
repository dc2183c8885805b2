import { REDIRECT_MATCHES, REDIRECT_STATUSES, REDIRECT_STATUS_LABELS, REDIRECT_SOURCE_MAX, REDIRECT_TARGET_MAX } from '@app/contracts';
import type { RedirectRuleInput } from '@app/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { checkDraft, matchOf, statusOf, takesTarget, type DraftCheck, type RedirectDraft } from './redirect-draft.ts';

const MATCH_LABELS = { exact: 'Exact', prefix: 'Prefix' } as const;

/** What the form moves focus to when it opens: its Target field, its submit button, or nothing (the add form). */
export type RedirectFormFocus = 'target' | 'submit' | null;

/**
 * A redirect rule's form: Source path, Match, Status and Target (disabled for a 410 Gone), each with its visible
 * label, and the submit button `submitLabel`. It checks the draft with the contract's rules first (the messages under
 * their fields), then calls `onSubmit`, which answers whether the rule was taken (the form then starts again from
 * `initial` when `resetOnSuccess`). `error` is the server's refusal, shown beside the form as an alert. Escape or
 * Cancel calls `onCancel`, when given. `name` is the form's accessible name.
 */
export function RedirectRuleForm({
  name,
  initial,
  submitLabel,
  pending,
  error,
  focus = null,
  resetOnSuccess = false,
  onSubmit,
  onCancel,
}: {
  name: string;
  initial: RedirectDraft;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  focus?: RedirectFormFocus;
  resetOnSuccess?: boolean;
  onSubmit: (rule: RedirectRuleInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Extract<DraftCheck, { ok: false }>['errors']>({});
  const hasTarget = takesTarget(draft.status);

  const change = (patch: Partial<RedirectDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof RedirectDraft)[]) delete next[key];
      // A 410 needs no target: its message goes with the change.
      if (patch.status === 410) delete next.target;
      return next;
    });
  };

  return (
    <form
      aria-label={name}
      noValidate
      className="grid gap-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) {
          event.preventDefault();
          onCancel();
        }
      }}
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const checked = checkDraft(draft);
        if (!checked.ok) {
          setErrors(checked.errors);
          return;
        }
        setErrors({});
        void onSubmit(checked.rule).then((taken) => {
          if (taken && resetOnSuccess) setDraft(initial);
        });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,2fr)] sm:items-start">
        <TextField
          label="Source path"
          name="source"
          autoComplete="off"
          spellCheck={false}
          maxLength={REDIRECT_SOURCE_MAX}
          placeholder="/old-page"
          value={draft.source}
          error={errors.source}
          onChange={(event) => change({ source: event.target.value })}
        />
        <SelectField label="Match" name="match" value={draft.match} onChange={(event) => change({ match: matchOf(event.target.value) })}>
          {REDIRECT_MATCHES.map((match) => (
            <option key={match} value={match}>
              {MATCH_LABELS[match]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          name="status"
          value={String(draft.status)}
          onChange={(event) => change({ status: statusOf(event.target.value) })}
        >
          {REDIRECT_STATUSES.map((status) => (
            <option key={status} value={String(status)}>
              {REDIRECT_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <TextField
          // Focus moves here as the form opens, when asked: a 404 without a suggestion needs its target typed.
          autoFocus={focus === 'target'}
          label="Target"
          name="target"
          autoComplete="off"
          spellCheck={false}
          maxLength={REDIRECT_TARGET_MAX}
          placeholder={hasTarget ? '/new-page or https://…' : ''}
          disabled={!hasTarget}
          className={hasTarget ? undefined : 'opacity-60'}
          hint={hasTarget ? undefined : 'A 410 answers that the page is gone for good: it has no target.'}
          value={hasTarget ? draft.target : ''}
          error={hasTarget ? errors.target : undefined}
          onChange={(event) => change({ target: event.target.value })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" autoFocus={focus === 'submit'} disabled={pending} aria-busy={pending || undefined}>
          {pending ? <Spinner /> : null}
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        {error ? (
          <p role="alert" className="min-w-0 flex-1 text-sm whitespace-pre-line text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
