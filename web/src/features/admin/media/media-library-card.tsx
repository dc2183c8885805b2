import type { MediaLibraryEntry } from '@app/contracts/media';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { formatBytes } from './format-bytes.ts';

/**
 * One image of the media library: its picture, name, dimensions and size, where it is used, its alt text edited in
 * place, and (for `mayDelete`) a Delete that the server refuses while the image is in use, saying where.
 */
export function MediaLibraryCard({ image, mayDelete }: { image: MediaLibraryEntry; mayDelete: boolean }) {
  const headingId = useId();
  const utils = trpc.useUtils();
  const [alt, setAlt] = useState(image.alt);
  const [refusal, setRefusal] = useState<string | null>(null);
  const saveAlt = trpc.media.updateAlt.useMutation({
    onSuccess: async (saved) => {
      setAlt(saved.alt);
      toast({ title: 'Alt text saved', description: image.originalName });
      await utils.media.library.invalidate();
    },
    onError: (error) => toast({ title: 'Alt text not saved', description: error.message, variant: 'destructive' }),
  });
  const remove = trpc.media.delete.useMutation({
    onSuccess: async () => {
      toast({ title: 'Image deleted', description: image.originalName });
      await Promise.all([utils.media.library.invalidate(), utils.media.list.invalidate()]);
    },
    onError: (error) => setRefusal(error.message),
  });

  return (
    <li>
      <article aria-labelledby={headingId} className="grid h-full content-start gap-3 rounded-xl border border-white/10 bg-night-900 p-3">
        <img
          src={image.variants[0]?.url ?? image.url}
          srcSet={image.srcSet || undefined}
          sizes="(min-width: 640px) 240px, 100vw"
          alt={image.alt}
          loading="lazy"
          className="aspect-video w-full rounded-lg bg-night-800 object-contain"
        />
        <div className="min-w-0">
          <h2 id={headingId} className="truncate text-sm font-semibold text-white" title={image.originalName}>
            {image.originalName}
          </h2>
          <p className="text-xs text-slate-400">
            {image.width} × {image.height} px · {formatBytes(image.size)}
          </p>
        </div>
        <div className="text-xs text-slate-300">
          {image.usages.length === 0 ? (
            <p>Not used anywhere.</p>
          ) : (
            <>
              <p className="font-medium text-slate-200">Used in:</p>
              <ul className="list-disc pl-4">
                {image.usages.map((usage) => (
                  <li key={usage.label}>{usage.label}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            saveAlt.mutate({ id: image.id, alt });
          }}
        >
          <TextField
            label={`Alt text of ${image.originalName}`}
            value={alt}
            maxLength={300}
            onChange={(event) => setAlt(event.target.value)}
          />
          <Button type="submit" variant="secondary" size="sm" disabled={saveAlt.isPending || alt.trim() === image.alt}>
            {saveAlt.isPending ? <Spinner /> : null}
            Save alt text
          </Button>
        </form>
        {mayDelete ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Delete ${image.originalName}`}
            disabled={remove.isPending}
            onClick={() => {
              setRefusal(null);
              remove.mutate({ id: image.id });
            }}
          >
            {remove.isPending ? <Spinner /> : null}
            Delete
          </Button>
        ) : null}
        {refusal ? (
          <p role="alert" className="text-xs text-red-300">
            {refusal}
          </p>
        ) : null}
      </article>
    </li>
  );
}
