import type { MediaLibraryItem } from '@app/contracts/media';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../lib/toast-store.ts';
import { trpc } from '../../lib/trpc.ts';
import { ImageFileField } from './image-file-field.tsx';
import { LibraryLoadState, UploadProgressBar } from './library-load-state.tsx';
import { describeUploadError, uploadImage, type UploadProgress } from './upload-image.ts';
import { useImageSearch } from './use-image-search.ts';
import { may } from '@app/contracts/roles';
import { useRole } from '../auth/use-role.ts';
import { ImageSearchField } from './image-search-field.tsx';

/**
 * Props of the media picker. Only `onChoose` is required:
 *
 * ```tsx
 * <MediaPicker onChoose={(image) => setFeaturedImage(image)} selectedId={post.featuredImageId} />
 * ```
 */
export interface MediaPickerProps {
  /**
   * Called with the image the admin chooses: a library image they click, or one they have just
   * uploaded (uploads are chosen automatically). Use `image.url` (or `image.srcSet`) and `image.alt`.
   */
  onChoose: (image: MediaLibraryItem) => void;
  /** The id of the image currently chosen by the caller, shown as pressed in the grid. */
  selectedId?: number | null;
  /** The picker's heading; default 'Media Library'. */
  title?: string;
  /** Images a page of the grid shows (and each "Show more images" adds); default 12 (the server allows up to 100). */
  pageSize?: number;
}

/**
 * The one media picker the admin screens share (blog manager, in-page editor, page builder, image
 * uploader): a grid of the library (newest first), searched by name and alt text and paged on the server
 * ("Show more images" follows the keyset, so the 4,000th page costs what the first does), an upload with a
 * progress bar that adds to the library through the server's single upload service, choosing an image, and
 * editing the chosen image's alt text.
 */
export function MediaPicker({ onChoose, selectedId = null, title = 'Media Library', pageSize = 12 }: MediaPickerProps) {
  const headingId = useId();
  const utils = trpc.useUtils();
  const [chosenId, setChosenId] = useState<number | null>(selectedId);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const { typed, setTyped, search } = useImageSearch();
  const list = trpc.media.list.useInfiniteQuery(
    { search, pageSize },
    { getNextPageParam: (page) => page.nextCursor, placeholderData: (previous) => previous },
  );
  // A contributor uses the library's images as they are: no upload, no alt-text edits (the server refuses them too).
  const uploads = may(useRole(), 'uploadMedia');
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const chosen = items.find((item) => item.id === chosenId) ?? null;

  useEffect(() => setChosenId(selectedId), [selectedId]);

  const choose = (item: MediaLibraryItem) => {
    setChosenId(item.id);
    onChoose(item);
  };

  const onFile = async (file: File) => {
    setProgress({ loaded: 0, total: file.size });
    try {
      const item = await uploadImage(file, setProgress);
      toast({ title: 'Image uploaded' });
      setTyped('');
      await utils.media.list.invalidate();
      choose(item);
    } catch (error) {
      toast({ title: 'Upload failed', description: describeUploadError(error), variant: 'destructive' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-white">
        {title}
      </h2>

      {uploads ? <ImageFileField label="Upload to library" onFile={onFile} disabled={progress !== null} /> : null}
      {progress ? <UploadProgressBar label="Upload progress" text="Uploading…" loaded={progress.loaded} total={progress.total} /> : null}

      <ImageSearchField value={typed} onChange={setTyped} />

      <LibraryLoadState
        pending={list.isPending}
        error={list.error}
        empty={items.length === 0}
        emptyText={search ? `No image's name or alt text contains "${search}".` : 'No images yet. Upload one to start the library.'}
      >
        <ul aria-label="Images" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={item.id === chosenId}
                aria-label={`Choose ${item.originalName}`}
                onClick={() => choose(item)}
                className="group block w-full overflow-hidden rounded-lg border border-white/10 bg-night-900 text-left transition-colors hover:border-primary-soft/60 focus-visible:outline-2 focus-visible:outline-primary-soft aria-pressed:border-primary aria-pressed:ring-2 aria-pressed:ring-primary"
              >
                <img
                  src={item.variants[0]?.url ?? item.url}
                  srcSet={item.srcSet || undefined}
                  sizes="160px"
                  alt={item.alt}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
                <span className="block truncate px-2 py-1 text-xs text-slate-400">{item.originalName}</span>
              </button>
            </li>
          ))}
        </ul>
      </LibraryLoadState>

      {list.hasNextPage ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? <Spinner /> : null}
            Show more images
          </Button>
        </div>
      ) : null}

      {chosen && uploads ? <AltTextEditor key={chosen.id} image={chosen} /> : null}
    </section>
  );
}

/** Edits the alt text of the chosen image (saved on the server for every place that shows it). */
function AltTextEditor({ image }: { image: MediaLibraryItem }) {
  const utils = trpc.useUtils();
  const [alt, setAlt] = useState(image.alt);
  const save = trpc.media.updateAlt.useMutation({
    onSuccess: async () => {
      toast({ title: 'Alt text saved' });
      await utils.media.list.invalidate();
    },
    onError: (error) => toast({ title: 'Alt text not saved', description: error.message, variant: 'destructive' }),
  });
  return (
    <form
      className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ id: image.id, alt });
      }}
    >
      <TextField
        label={`Alt text of ${image.originalName}`}
        value={alt}
        maxLength={300}
        onChange={(event) => setAlt(event.target.value)}
        hint="Describe the image for people who cannot see it."
      />
      <Button type="submit" variant="secondary" disabled={save.isPending || alt.trim() === image.alt}>
        {save.isPending ? <Spinner /> : null}
        Save alt text
      </Button>
    </form>
  );
}
