import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AdminPageHeader } from '../shared/admin-page-header.tsx';
import { NotFoundTable } from './not-found-table.tsx';
import { RedirectRulesSection } from './redirect-rules-section.tsx';

/**
 * /admin/redirects (issue 44): the 404 monitor, where a path visitors reached that answered 404 becomes a redirect,
 * and the redirect manager, the rules the server answers before its 404 page.
 */
export function RedirectsPage() {
  useDocumentTitle('404s and redirects · Admin');
  return (
    <main>
      <AdminPageHeader
        title="404s and redirects"
        description="Send visitors who reach a missing address to the page that replaced it, or tell search engines it is gone."
      />
      <div className="grid max-w-6xl grid-cols-1 gap-10 p-4 sm:p-6">
        <NotFoundTable />
        <RedirectRulesSection />
      </div>
    </main>
  );
}
