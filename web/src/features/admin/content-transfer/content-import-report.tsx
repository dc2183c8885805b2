import { CONTENT_KINDS, type ContentImportReport, type ContentKind } from '@app/contracts/content-transfer';

/** How the report names each kind of content. */
const KIND_LABELS: Record<ContentKind, string> = {
  media: 'Images',
  pages: 'Built-in pages',
  posts: 'Blog posts',
  categoryParents: 'Category parents',
  builderPages: 'Builder pages',
  templates: 'Templates',
  bindings: 'Background images',
};

/** What an import did: a table of created, updated and skipped per kind, then each noted item and why. */
export function ContentImportReportView({ report }: { report: ContentImportReport }) {
  return (
    <section aria-labelledby="import-report-title" className="grid gap-4">
      <h2 id="import-report-title" className="text-lg font-semibold text-white">
        Import report
      </h2>
      <p className="text-sm text-slate-300">
        From {report.source.origin}, exported {new Date(report.source.createdAt).toUTCString()}.
      </p>
      <table className="w-full max-w-2xl text-left text-sm text-slate-200">
        <caption className="sr-only">Items created, updated and skipped by kind</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-4">
              Kind
            </th>
            <th scope="col" className="py-1 pr-4">
              Created
            </th>
            <th scope="col" className="py-1 pr-4">
              Updated
            </th>
            <th scope="col" className="py-1 pr-4">
              Skipped
            </th>
          </tr>
        </thead>
        <tbody>
          {CONTENT_KINDS.map((kind) => (
            <tr key={kind} className="border-t border-white/10">
              <th scope="row" className="py-1 pr-4 font-medium">
                {KIND_LABELS[kind]}
              </th>
              <td className="py-1 pr-4">{report.counts[kind].created}</td>
              <td className="py-1 pr-4">{report.counts[kind].updated}</td>
              <td className="py-1 pr-4">{report.counts[kind].skipped}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-slate-400">Items skipped without a note below were already here with the same content.</p>
      {report.notes.length > 0 ? (
        <ul aria-label="Notes" className="grid gap-1 text-sm text-slate-200">
          {report.notes.map((note) => (
            <li key={`${note.kind}:${note.key}`}>
              {KIND_LABELS[note.kind]} “{note.key}” {note.outcome}: {note.reason}
            </li>
          ))}
          {report.notesLeftOut > 0 ? <li>…and {report.notesLeftOut} more.</li> : null}
        </ul>
      ) : null}
    </section>
  );
}
