import type { WordPressImportPreview, WordPressPreviewEntry, WordPressPreviewList } from '@app/contracts';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** `1 post` or `3 posts`. */
function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The last part of an image's address (its file name), for a short list. */
function fileName(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || url;
  } catch {
    return url;
  }
}

/** One list of the preview under its heading: the entries shown, and how many more there are. */
function PreviewSection<T>({
  title,
  hint,
  list,
  render,
  children,
}: {
  title: string;
  hint?: string;
  list: WordPressPreviewList<T>;
  render: (entry: T) => ReactNode;
  children?: ReactNode;
}) {
  if (list.total === 0) return null;
  return (
    <div className="grid gap-1">
      <h5 className="font-semibold text-white">
        {title} ({list.total})
      </h5>
      {hint ? <p className="text-sm text-slate-400">{hint}</p> : null}
      {children}
      <ul aria-label={title} className="grid gap-1 text-sm text-slate-300">
        {list.first.map((entry, index) => (
          <li key={index} className="border-b border-white/5 py-1">
            {render(entry)}
          </li>
        ))}
      </ul>
      {list.total > list.first.length ? (
        <p className="text-xs text-slate-400">
          The first {list.first.length} of {list.total}; the report after the import lists every item.
        </p>
      ) : null}
    </div>
  );
}

/** An item of the preview: its title, its address here, and what the import says of it. */
function Entry({ entry }: { entry: WordPressPreviewEntry }) {
  return (
    <span className="grid gap-0.5">
      <span className="text-white">
        {entry.title || '(no title)'}
        {entry.address ? <span className="text-slate-300"> → {entry.address}</span> : null}
      </span>
      {entry.notes.map((note) => (
        <span key={note} className="text-slate-400">
          {note}
        </span>
      ))}
    </span>
  );
}

/**
 * The dry run's summary: what importing the uploaded file will create, update, skip and redirect (counts, and the
 * first entries of each list), with "Import" to go ahead and "Cancel" to leave the site as it is. Its heading takes
 * the focus when it appears, so a screen reader reads it first.
 */
export function WordPressImportPreviewSummary({
  preview,
  busy,
  onImport,
  onCancel,
}: {
  preview: WordPressImportPreview;
  /** What is under way: the import, or the cancelling (both buttons wait). */
  busy: 'import' | 'cancel' | null;
  onImport: () => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const until = new Date(preview.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  const { images } = preview;
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-white/10 p-4">
      <h4 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold text-white">
        Before you import: what this file will do
      </h4>
      <p className="text-sm text-slate-300">
        Nothing has been imported yet. This is what importing the file will do to the site as it is now. Choose Import to go ahead, or
        Cancel to leave the site as it is. The file waits for you until {until}.
      </p>
      <ul aria-label="What the import will do" className="grid gap-1 text-sm text-white">
        <li>{counted(preview.posts.total, 'new post', 'new posts')}</li>
        <li>{counted(preview.updates.total, 'post updated', 'posts updated')} with the changes made in WordPress</li>
        <li>{counted(preview.pages.total, 'page', 'pages')}, each made an unpublished builder page</li>
        <li>{counted(preview.skipped.total, 'item skipped', 'items skipped')}</li>
        <li>{counted(preview.categories.total, 'category', 'categories')}</li>
        <li>{counted(preview.tags.total, 'tag', 'tags')}</li>
        <li>
          {counted(images.total, 'image', 'images')} to bring into the media library
          {images.total > 0 ? ` (${images.fromArchive} from the uploaded archive, ${images.toFetch} to fetch from the old site)` : ''}
        </li>
        <li>{counted(preview.redirects.total, 'old address', 'old addresses')} redirected to the new ones</li>
      </ul>
      {preview.notes.length > 0 ? (
        <ul aria-label="Things to know" className="grid gap-1 text-sm text-amber-200">
          {preview.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <PreviewSection title="New posts" list={preview.posts} render={(entry) => <Entry entry={entry} />} />
      <PreviewSection title="Posts updated" list={preview.updates} render={(entry) => <Entry entry={entry} />} />
      <PreviewSection
        title="New pages"
        hint="Each becomes an unpublished builder page at this address, to check and publish when you are ready."
        list={preview.pages}
        render={(entry) => <Entry entry={entry} />}
      />
      <PreviewSection title="Skipped items" list={preview.skipped} render={(entry) => <Entry entry={entry} />}>
        <ul aria-label="Why items are skipped" className="grid gap-1 text-sm text-slate-300">
          {preview.skipped.reasons.map(({ reason, count }) => (
            <li key={reason}>
              {counted(count, 'item', 'items')}: {reason.replace(/^Skipped: /, '')}
            </li>
          ))}
        </ul>
      </PreviewSection>
      <PreviewSection
        title="Categories"
        list={preview.categories}
        render={(mapping) => (
          <>
            {mapping.from} → {mapping.to ?? 'dropped (no category)'}
          </>
        )}
      />
      <PreviewSection title="Tags" list={preview.tags} render={(tag) => tag} />
      <PreviewSection
        title="Images"
        hint="Images from the old site are fetched when you import; any that cannot be are marked in the post for you to upload again."
        list={images}
        render={(image) => (
          <>
            {fileName(image.url)}{' '}
            <span className="text-slate-400">({image.from === 'archive' ? 'from the archive' : 'from the old site'})</span>
          </>
        )}
      />
      <PreviewSection
        title="Redirects"
        hint="Old addresses of the WordPress site that will lead to the new ones."
        list={preview.redirects}
        render={(redirect) => (
          <>
            {redirect.from} → {redirect.to}
          </>
        )}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={onImport} disabled={busy !== null} aria-busy={busy === 'import' || undefined}>
          {busy === 'import' ? <Spinner /> : null}
          Import
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy !== null}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
