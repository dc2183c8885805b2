import { REDIRECT_STATUS_LABELS, type RedirectRule, type RedirectRuleInput } from '@app/contracts';
import { Fragment, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { AdminTable } from '../shared/admin-table.tsx';
import { draftForRule, targetText } from './redirect-draft.ts';
import { RedirectRuleForm } from './redirect-rule-form.tsx';

const COLUMNS = ['Source', 'Match', 'Status', 'Target', 'Hits', 'Last hit'] as const;

const MATCH_LABELS = { exact: 'Exact', prefix: 'Prefix' } as const;

/**
 * The table of redirect rules: each row's Edit turns it into the rule's form (Save, Cancel or Escape), Delete asks
 * first in a dialog. `onChanged` runs after a rule is saved or deleted (the lists are read again); `recheck` gets every
 * refused call (the session may have ended).
 */
export function RedirectRulesTable({
  rules,
  onChanged,
  recheck,
}: {
  rules: readonly RedirectRule[];
  onChanged: () => Promise<void>;
  recheck: (error: unknown) => void;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<RedirectRule | null>(null);
  const update = trpc.redirect.update.useMutation({ onError: recheck });
  const remove = trpc.redirect.remove.useMutation({
    onError: (error) => {
      recheck(error);
      toast({ title: 'Could not delete the redirect', description: error.message, variant: 'destructive' });
    },
  });

  /** Puts focus back on a row's Edit button once its form closes (the row is drawn again first). */
  const focusEditOf = (id: number) =>
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[data-edit-rule="${id}"]`)?.focus());

  const save = async (rule: RedirectRule, input: RedirectRuleInput): Promise<boolean> => {
    try {
      await update.mutateAsync({ id: rule.id, rule: input });
    } catch {
      return false;
    }
    toast({ title: 'Redirect saved', description: input.source });
    setEditing(null);
    focusEditOf(rule.id);
    await onChanged();
    return true;
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
    } catch {
      return;
    }
    toast({ title: 'Redirect deleted', description: `${deleting.source} answers 404 again unless a page takes it.` });
    setDeleting(null);
    await onChanged();
  };

  return (
    <>
      <AdminTable caption="Redirect rules, by source" columns={COLUMNS} hiddenColumns={['Actions']}>
        {rules.map((rule) => (
          <Fragment key={rule.id}>
            {editing === rule.id ? (
              <tr>
                <td colSpan={COLUMNS.length + 1} className="bg-night-800/60 px-4 py-3">
                  <RedirectRuleForm
                    name={`Edit redirect ${rule.source}`}
                    initial={draftForRule(rule)}
                    submitLabel="Save"
                    focus="submit"
                    pending={update.isPending}
                    error={update.error?.message ?? null}
                    onSubmit={(input) => save(rule, input)}
                    onCancel={() => {
                      setEditing(null);
                      focusEditOf(rule.id);
                    }}
                  />
                </td>
              </tr>
            ) : (
              <tr>
                <td className="px-4 py-2 font-medium break-all text-white">{rule.source}</td>
                <td className="px-4 py-2 text-slate-300">{MATCH_LABELS[rule.match]}</td>
                <td className="px-4 py-2 whitespace-nowrap text-slate-300">{REDIRECT_STATUS_LABELS[rule.status]}</td>
                <td className={`px-4 py-2 break-all ${rule.status === 410 ? 'text-slate-400' : 'text-slate-200'}`}>{targetText(rule)}</td>
                <td className="px-4 py-2 text-right text-slate-200 tabular-nums">{rule.hits.toLocaleString('en-US')}</td>
                <td className="px-4 py-2 whitespace-nowrap text-slate-300">
                  {rule.lastHitAt ? <time dateTime={rule.lastHitAt}>{formatDateTime(rule.lastHitAt)}</time> : 'Never'}
                </td>
                <td className="px-4 py-2">
                  <div className="flex justify-end gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      data-edit-rule={rule.id}
                      aria-label={`Edit ${rule.source}`}
                      onClick={() => {
                        update.reset();
                        setEditing(rule.id);
                      }}
                    >
                      Edit
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={`Delete ${rule.source}`} onClick={() => setDeleting(rule)}>
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </AdminTable>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete the redirect of ${deleting.source}?` : 'Delete the redirect?'}
        description={
          deleting?.status === 410
            ? 'The path answers 404 again instead of 410 Gone.'
            : `Visitors and search engines following ${deleting?.source ?? 'it'} reach a 404 page instead of ${deleting?.target ?? 'its target'}.`
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
