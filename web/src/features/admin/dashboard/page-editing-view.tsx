import type { EDITABLE_PAGES } from '@app/contracts/editable-pages';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button-class.ts';
import { EDITABLE_PAGE_COMPONENTS } from '../editor/editable-page-components.ts';
import { AdminPageHeader } from '../shell/admin-page-header.tsx';

/** The content manager's editing view of one page (section 2): 'Editing {name}', its actions and the page. */
export function PageEditingView({ page }: { page: (typeof EDITABLE_PAGES)[number] }) {
  const PageComponent = EDITABLE_PAGE_COMPONENTS[page.slug];
  return (
    <>
      <AdminPageHeader
        title={`Editing ${page.name}`}
        description={page.path}
        actions={
          <Link to="/admin/dashboard" className={buttonClass({ variant: 'outline', size: 'sm' })}>
            Back to Dashboard
          </Link>
        }
      />
      <div className="p-4">
        <div className="overflow-hidden rounded-xl border border-white/10">
          <PageComponent />
        </div>
      </div>
    </>
  );
}
