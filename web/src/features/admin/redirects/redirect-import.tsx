import { REDIRECT_CSV_COLUMNS, REDIRECT_IMPORT_MAX_CHARS } from '@app/contracts';
import { useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { importToast } from './redirect-draft.ts';

/**
 * "Import CSV": a labelled file field; the file chosen is read as text and imported at once, all of it or nothing
 * (the server's refusal names the bad lines and shows in an alert). `onImported` runs after an import (the lists are
 * read again); `recheck` gets a refused call.
 */
export function RedirectImport({ onImported, recheck }: { onImported: () => Promise<void>; recheck: (error: unknown) => void }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [problem, setProblem] = useState<string | null>(null);
  const importCsv = trpc.redirect.importCsv.useMutation({ onError: recheck });

  const importFile = async (file: File) => {
    setProblem(null);
    const csv = await file.text();
    if (csv.length > REDIRECT_IMPORT_MAX_CHARS) {
      setProblem(
        `${file.name} is too large: a CSV file of redirects can be at most ${REDIRECT_IMPORT_MAX_CHARS.toLocaleString('en-US')} characters.`,
      );
      return;
    }
    try {
      const result = await importCsv.mutateAsync({ csv });
      toast(importToast(result));
      await onImported();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The file could not be imported. Please try again.');
    }
  };

  return (
    <div className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-200">
        Import CSV
      </label>
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={importCsv.isPending}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          aria-invalid={problem ? true : undefined}
          className="text-sm text-slate-200 file:mr-3 file:rounded-lg file:border file:border-white/15 file:bg-transparent file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-white hover:file:bg-white/5"
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            // The same file can be chosen again after fixing it.
            if (!file) return;
            void importFile(file).finally(() => {
              input.value = '';
            });
          }}
        />
        {importCsv.isPending ? <Spinner /> : null}
      </div>
      <p id={hintId} className="text-xs text-slate-400">
        A header row, then one rule a line: {REDIRECT_CSV_COLUMNS.slice(0, 4).join(', ')}. A rule for a source already here replaces it; any
        bad line and nothing is imported.
      </p>
      {problem ? (
        <p id={errorId} role="alert" className="text-sm whitespace-pre-line text-red-300">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
