import type { WordPressImportItem, WordPressImportPreview, WordPressImportReport } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { EditorCard } from './editor-card.tsx';
import { WordPressImportPreviewSummary } from './wordpress-import-preview.tsx';
import { serverFetch } from '../../../lib/server-fetch.ts';

const IMPORT_URL = '/api/admin/blog/import-wordpress';

/** Sends a request of the import; resolves with the answer's JSON (null for none), rejects with the server's message. */
async function send<T>(url: string, init: RequestInit): Promise<T> {
  const res = await serverFetch(url, { method: 'POST', credentials: 'same-origin', ...init });
  const body = (await res.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!res.ok) throw new Error(body?.message ?? `The import failed (${res.status}).`);
  return body as T;
}

/** Sends a WordPress export file for the dry run; resolves with what the import will do and the token to confirm it. */
function previewExport(file: File): Promise<WordPressImportPreview> {
  // The server tells an export from an archive by its bytes.
  return send(`${IMPORT_URL}/preview`, { headers: { 'Content-Type': 'application/octet-stream' }, body: file });
}

/** Imports the upload the dry run kept under `token`; resolves with the report. */
function confirmImport(token: string): Promise<WordPressImportReport> {
  return send(`${IMPORT_URL}/confirm`, { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });
}

/** Drops the upload the dry run kept under `token` (`keepalive`: also when the panel closes as it is sent). */
function cancelImport(token: string): Promise<null> {
  return send(`${IMPORT_URL}/cancel`, {
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
    keepalive: true,
  });
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
 * for a dry run first, which shows what the import will create, update, skip and redirect; "Import" then imports the
 * same upload (it is not sent again) and the report lists what was imported, updated and skipped, and why; "Cancel"
 * drops it. The post list reloads after an import.
 */
export function WordPressImport({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const hintId = useId();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'preview' | 'import' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [preview, setPreview] = useState<WordPressImportPreview | null>(null);
  const [report, setReport] = useState<WordPressImportReport | null>(null);

  // A preview left waiting when the panel closes is dropped, rather than kept until it expires. (Also sent once the
  // preview is done with: for a token used or dropped already the server does nothing.)
  const waitingToken = preview?.token ?? null;
  useEffect(() => {
    if (waitingToken === null) return;
    return () => void cancelImport(waitingToken).catch(() => {});
  }, [waitingToken]);

  const run = async (step: 'preview' | 'import' | 'cancel', work: () => Promise<void>) => {
    setBusy(step);
    setError(null);
    setNotice(null);
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };

  // The file field comes back empty once a preview is done with; after a cancel it takes the focus.
  const focusFile = useRef(false);
  useEffect(() => {
    if (preview !== null || !focusFile.current) return;
    focusFile.current = false;
    fileInput.current?.focus();
  }, [preview]);

  /** Back to choosing a file (the field is empty: the upload was used or dropped); `focus` puts the focus on it. */
  const startOver = (focus: boolean) => {
    focusFile.current = focus;
    setPreview(null);
    setFile(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || busy) return;
    void run('preview', async () => {
      setReport(null);
      setPreview(await previewExport(file));
    });
  };

  const confirm = (token: string) =>
    void run('import', async () => {
      try {
        setReport(await confirmImport(token));
      } finally {
        // Used, or refused (expired, or taken already): either way the file must be chosen again for another try.
        startOver(false);
      }
      await queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.blogAdmin.list) });
    });

  const cancel = (token: string) =>
    void run('cancel', async () => {
      await cancelImport(token);
      startOver(true);
      setNotice('Cancelled: nothing was imported.');
    });

  return (
    <div className="py-6">
      <EditorCard
        title="Import from WordPress"
        description="Upload the file WordPress's Tools → Export gives (up to 50 MB). You see what it will do before anything is imported. Posts and drafts come in with their categories, tags, author names, images and SEO titles, pages as unpublished builder pages; their old addresses redirect here. Importing the same file again adds nothing."
        actions={
          <Button size="sm" variant="outline" onClick={onClose}>
            Back to posts
          </Button>
        }
      >
        {preview === null ? (
          <form className="grid gap-3" onSubmit={submit}>
            <label htmlFor={inputId} className="text-sm font-medium text-slate-200">
              WordPress export file
            </label>
            <input
              id={inputId}
              ref={fileInput}
              type="file"
              accept=".xml,.gz,.tgz,.tar,application/xml,text/xml,application/gzip"
              aria-describedby={hintId}
              className="text-sm text-slate-300 file:mr-3 file:rounded-lg file:border-0 file:bg-white/10 file:px-3 file:py-2 file:text-white"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <p id={hintId} className="text-xs text-slate-400">
              The .xml alone, or a .tar.gz holding it with the site's wp-content/uploads folder. Images not in an archive are fetched from
              the old site when this server can reach it.
            </p>
            <div>
              <Button type="submit" disabled={!file || busy !== null} aria-busy={busy === 'preview' || undefined}>
                {busy === 'preview' ? <Spinner /> : null}
                Preview import
              </Button>
            </div>
          </form>
        ) : null}
        {busy === 'preview' ? (
          <p role="status" className="text-sm text-slate-400">
            Reading the file… nothing is imported yet.
          </p>
        ) : null}
        {busy === 'import' ? (
          <p role="status" className="text-sm text-slate-400">
            Importing… a large site takes a minute.
          </p>
        ) : null}
        {notice ? (
          <p role="status" className="text-sm text-slate-300">
            {notice}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
        {preview ? (
          <WordPressImportPreviewSummary
            preview={preview}
            busy={busy === 'import' || busy === 'cancel' ? busy : null}
            onImport={() => confirm(preview.token)}
            onCancel={() => cancel(preview.token)}
          />
        ) : null}
        {report ? <ImportReport report={report} /> : null}
      </EditorCard>
    </div>
  );
}
