import type { WordPressImportItem, WordPressImportReport } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { EditorCard } from './editor-card.tsx';

/** Sends a WordPress export file to the import route; resolves with the report, rejects with the server's message. */
async function sendExport(file: File): Promise<WordPressImportReport> {
  const res = await fetch('/api/admin/blog/import-wordpress', {
    method: 'POST',
    credentials: 'same-origin',
    // The server tells an export from an archive by its bytes.
    headers: { 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  const body = (await res.json().catch(() => null)) as (WordPressImportReport & { message?: string }) | null;
  if (!res.ok || !body) throw new Error(body?.message ?? `The import failed (${res.status}).`);
  return body;
}

function ItemRow({ item }: { item: WordPressImportItem }) {
  return (
    <li className="grid gap-1 border-b border-white/5 py-2 text-sm">
      <span className="text-white">
        {item.title || '(no title)'}
        {item.wordpressId ? <span className="text-slate-400"> · WordPress id {item.wordpressId}</span> : null}
        {item.kind === 'page' && item.path ? (
          <>
            {' · builder page '}
            <a className="text-sky-300 underline" href={`/admin/elementor/${item.path.slice(1)}`} target="_blank" rel="noreferrer">
              {item.path}
            </a>
            {item.outcome === 'imported' ? <span className="text-slate-400"> (unpublished)</span> : null}
          </>
        ) : null}
        {item.kind !== 'page' && item.slug && item.outcome !== 'skipped' ? (
          <>
            {' · '}
            <a className="text-sky-300 underline" href={`/blog/${item.slug}`} target="_blank" rel="noreferrer">
              /blog/{item.slug}
            </a>
          </>
        ) : null}
      </span>
      {item.notes.map((note) => (
        <span key={note} className="text-slate-400">
          {note}
        </span>
      ))}
    </li>
  );
}

/** The import's report: the counts, the import-wide notes, what was skipped and why, what was imported (with notes), how categories were mapped. */
function ImportReport({ report }: { report: WordPressImportReport }) {
  const skipped = report.items.filter((item) => item.outcome === 'skipped');
  const done = report.items.filter((item) => item.outcome !== 'skipped');
  return (
    <section aria-label="Import report" className="grid gap-4">
      <p role="status" className="text-base font-semibold text-white">
        {report.imported} imported, {report.updated} updated, {report.skipped} skipped
      </p>
      <p className="text-sm text-slate-400">
        {report.images} images brought into the media library; {report.tags} {report.tags === 1 ? 'tag' : 'tags'} on the posts imported;{' '}
        {report.redirects} old addresses now redirect here.
      </p>
      {report.authors.matched + report.authors.unmatched > 0 ? (
        <p className="text-sm text-slate-400">
          {report.authors.matched} of {report.authors.matched + report.authors.unmatched} WordPress authors matched a staff account here
          (their posts are theirs); the others stay names on their posts.
        </p>
      ) : null}
      {report.notes.length > 0 ? (
        <ul aria-label="Import notes" className="grid gap-1 text-sm text-amber-200">
          {report.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {skipped.length > 0 ? (
        <div>
          <h4 className="font-semibold text-white">Skipped</h4>
          <ul aria-label="Skipped items">
            {skipped.map((item, index) => (
              <ItemRow key={index} item={item} />
            ))}
          </ul>
        </div>
      ) : null}
      {done.length > 0 ? (
        <div>
          <h4 className="font-semibold text-white">Imported and updated</h4>
          <ul aria-label="Imported items">
            {done.map((item, index) => (
              <ItemRow key={index} item={item} />
            ))}
          </ul>
        </div>
      ) : null}
      {report.categories.length > 0 ? (
        <div>
          <h4 className="font-semibold text-white">Categories</h4>
          <ul aria-label="Category mapping" className="text-sm text-slate-300">
            {report.categories.map((mapping) => (
              <li key={mapping.from}>
                {mapping.from} → {mapping.to ?? 'dropped (no category)'}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The blog manager's "Import from WordPress" panel: a WordPress export file (Tools → Export in WordPress) is uploaded
 * and imported; the report lists what was imported, updated and skipped, and why. The post list reloads after.
 */
export function WordPressImport({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const hintId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<WordPressImportReport | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || busy) return;
    setBusy(true);
    setError(null);
    setReport(null);
    try {
      setReport(await sendExport(file));
      await queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.blogAdmin.list) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="py-6">
      <EditorCard
        title="Import from WordPress"
        description="Upload the file WordPress's Tools → Export gives (up to 50 MB). Posts and drafts come in with their categories, author names, images and SEO titles; their old addresses redirect here. Importing the same file again adds nothing."
        actions={
          <Button size="sm" variant="outline" onClick={onClose}>
            Back to posts
          </Button>
        }
      >
        <form className="grid gap-3" onSubmit={(event) => void submit(event)}>
          <label htmlFor={inputId} className="text-sm font-medium text-slate-200">
            WordPress export file
          </label>
          <input
            id={inputId}
            type="file"
            accept=".xml,.gz,.tgz,.tar,application/xml,text/xml,application/gzip"
            aria-describedby={hintId}
            className="text-sm text-slate-300 file:mr-3 file:rounded-lg file:border-0 file:bg-white/10 file:px-3 file:py-2 file:text-white"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p id={hintId} className="text-xs text-slate-400">
            The .xml alone, or a .tar.gz holding it with the site's wp-content/uploads folder. Images not in an archive are fetched from the
            old site when this server can reach it.
          </p>
          <div>
            <Button type="submit" disabled={!file || busy} aria-busy={busy || undefined}>
              {busy ? <Spinner /> : null}
              Import
            </Button>
          </div>
          {busy ? (
            <p role="status" className="text-sm text-slate-400">
              Importing… a large site takes a minute.
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-red-300">
              {error}
            </p>
          ) : null}
        </form>
        {report ? <ImportReport report={report} /> : null}
      </EditorCard>
    </div>
  );
}
