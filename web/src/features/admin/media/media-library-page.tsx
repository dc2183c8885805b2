import { may } from '@app/contracts/roles';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRole } from '../../auth/use-role.ts';
import { LibraryLoadState } from '../../media/library-load-state.tsx';
import { useImageSearch } from '../../media/use-image-search.ts';
import { AdminPageHeader } from '../shared/admin-page-header.tsx';
import { MediaDropZone } from './media-drop-zone.tsx';
import { MediaLibraryCard } from './media-library-card.tsx';
import { ImageSearchField } from '../../media/image-search-field.tsx';

const PAGE_SIZE = 24;

/**
 * /admin/media: every uploaded image in a grid, newest first, searched by name and alt text and paged on the server
 * ("Show more" follows the keyset), with upload by drag and drop or a file input; each card edits its alt text and,
 * for editors and up, deletes it (refused while in use).
 */
export function MediaLibraryPage() {
  useDocumentTitle('Media · Admin');
  const utils = trpc.useUtils();
  const mayDelete = may(useRole(), 'allContent');
  const { typed, setTyped, search } = useImageSearch();
  const list = trpc.media.library.useInfiniteQuery(
    { search, pageSize: PAGE_SIZE },
    { getNextPageParam: (page) => page.nextCursor, placeholderData: (previous) => previous },
  );
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <main>
      <AdminPageHeader title="Media" description="Every image uploaded to the site, newest first." />
      <div className="grid grid-cols-1 gap-6 p-4 sm:p-6">
        <MediaDropZone onUploaded={() => void Promise.all([utils.media.library.invalidate(), utils.media.list.invalidate()])} />
        <ImageSearchField value={typed} onChange={setTyped} className="w-full max-w-md" />
        <LibraryLoadState
          pending={list.isPending}
          error={list.error}
          empty={items.length === 0}
          emptyText={search ? `No image's name or alt text contains "${search}".` : 'No images yet. Upload one to start the library.'}
        >
          <ul aria-label="Images" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
            {items.map((image) => (
              <MediaLibraryCard key={`${image.id}:${image.alt}`} image={image} mayDelete={mayDelete} />
            ))}
          </ul>
        </LibraryLoadState>
        {list.hasNextPage ? (
          <div>
            <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {list.isFetchingNextPage ? <Spinner /> : null}
              Show more images
            </Button>
          </div>
        ) : null}
      </div>
    </main>
  );
}
