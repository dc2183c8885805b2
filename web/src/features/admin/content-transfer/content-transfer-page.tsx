import { CONTENT_EXPORT_URL, type ContentImportReport } from '@app/contracts/content-transfer';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-class.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AdminPageHeader } from '../shared/admin-page-header.tsx';
import { ContentImportReportView } from './content-import-report.tsx';
import { uploadContentArchive } from './upload-content-archive.ts';

/**
 * /admin/content-transfer: download the whole site's content as one archive, and import such an archive from another
 * site, with the report of what the import created, updated and skipped (or the server's reason for refusing it).
 */
export function ContentTransferPage() {
  useDocumentTitle('Export and import · Admin');
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<ContentImportReport | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError('Choose a content export file (.tar.gz) first.');
      return;
    }
    setPending(true);
    setError(null);
    setReport(null);
    try {
      setReport(await uploadContentArchive(file));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <main>
      <AdminPageHeader
        title="Export and import"
        description="Move this site's content to another LocalRank site, or bring another site's content here."
      />
      <div className="grid max-w-3xl grid-cols-1 gap-8 p-4 sm:p-6">
        <section aria-labelledby="export-title" className="grid gap-3">
          <h2 id="export-title" className="text-lg font-semibold text-white">
            Export
          </h2>
          <p className="text-sm text-slate-300">
            One .tar.gz file with the blog posts (with their revisions, SEO and old addresses), the built-in pages' edits and SEO, the
            builder pages with their history, the templates and the images. It holds no personal data: accounts, sessions, messages and
            newsletter subscribers stay on this site.
          </p>
          <p>
            <a href={CONTENT_EXPORT_URL} download className={buttonClass({ variant: 'outline', size: 'sm' })}>
              Download content export
            </a>
          </p>
        </section>
        <section aria-labelledby="import-title" className="grid gap-3">
          <h2 id="import-title" className="text-lg font-semibold text-white">
            Import
          </h2>
          <p className="text-sm text-slate-300">
            Up to 200 MB. What this site already has is skipped; a post, builder page or template whose address or name is taken here by
            different content is kept as it is here and listed in the report; the built-in pages take the imported edits. All of it is
            imported, or nothing.
          </p>
          <form className="grid gap-3" onSubmit={(event) => void submit(event)}>
            <label htmlFor="content-archive" className="text-sm font-medium text-slate-200">
              Content export file
            </label>
            <input
              id="content-archive"
              type="file"
              accept=".tar.gz,.tgz,application/gzip"
              aria-describedby={error ? 'content-import-error' : undefined}
              className="text-sm text-slate-200"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <div>
              <Button type="submit" size="sm" disabled={pending} aria-busy={pending || undefined}>
                {pending ? 'Importing…' : 'Import'}
              </Button>
            </div>
            {error ? (
              <p id="content-import-error" role="alert" className="text-sm text-red-300">
                {error}
              </p>
            ) : null}
          </form>
          {report ? <ContentImportReportView report={report} /> : null}
        </section>
      </div>
    </main>
  );
}
