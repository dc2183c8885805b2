import type { EDITABLE_PAGES } from '@app/contracts/editable-pages';
import { Button } from '../../../components/ui/button.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { BlogManager, ManageBlogPostsButton } from '../blog-manager/blog-manager.tsx';
import { PageEditor } from '../editor/page-editor.tsx';
import { EDITABLE_PAGE_COMPONENTS } from './editable-page-components.ts';
import { ViewLoading } from './view-loading.tsx';

/**
 * The content manager's editing view of one page: loads its saved content, then the in-page editor over
 * the page's public component (with the blog manager on the blog page).
 */
export function PageEditingView({ page }: { page: (typeof EDITABLE_PAGES)[number] }) {
  const content = trpc.page.bySlug.useQuery({ slug: page.slug }, { staleTime: 0, refetchOnMount: 'always' });
  if (content.data) {
    const blog = page.slug === 'blog';
    return (
      <PageEditor
        page={page}
        content={content.data}
        onReload={async () => (await content.refetch()).data}
        PageComponent={EDITABLE_PAGE_COMPONENTS[page.slug]}
        actions={blog ? <ManageBlogPostsButton /> : null}
      >
        {blog ? <BlogManager /> : null}
      </PageEditor>
    );
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
  return <ViewLoading what={page.name} />;
}
