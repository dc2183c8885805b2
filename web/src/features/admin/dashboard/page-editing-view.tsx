import type { EDITABLE_PAGES } from '@app/contracts/editable-pages';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { PageEditor } from '../editor/page-editor.tsx';

/** The content manager's editing view of one page: loads its saved content, then the in-page editor. */
export function PageEditingView({ page }: { page: (typeof EDITABLE_PAGES)[number] }) {
  const content = trpc.page.bySlug.useQuery({ slug: page.slug }, { staleTime: 0, refetchOnMount: 'always' });
  if (content.data) {
    return <PageEditor page={page} content={content.data} onReload={async () => (await content.refetch()).data} />;
  }
  if (content.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 p-6">
        <p className="text-sm text-red-300">The page's content could not be loaded: {content.error.message}</p>
        <Button size="sm" onClick={() => void content.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className="flex items-center gap-3 p-6 text-slate-300">
      <Spinner /> Loading {page.name}…
    </div>
  );
}
