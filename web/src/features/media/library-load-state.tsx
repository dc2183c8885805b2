import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';

/**
 * What a view of the media library shows until it has images: 'Loading the media library…', the error, or
 * `emptyText`; once it has images, `children` (the grid).
 */
export function LibraryLoadState({
  pending,
  error,
  empty,
  emptyText,
  children,
}: {
  pending: boolean;
  error: { message: string } | null;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (pending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-400">
        <Spinner /> Loading the media library…
      </p>
    );
  }
  if (error) {
    return (
      <p role="alert" className="text-sm text-red-400">
        The media library could not be loaded: {error.message}
      </p>
    );
  }
  if (empty) {
    return (
      <p role="status" className="text-sm text-slate-400">
        {emptyText}
      </p>
    );
  }
  return children;
}

/** An upload's progress bar, named `label`, with the percentage sent written under it. */
export function UploadProgressBar({ label, text, loaded, total }: { label: string; text: string; loaded: number; total: number }) {
  return (
    <div className="grid gap-1">
      <progress aria-label={label} value={loaded} max={total || 1} className="h-2 w-full overflow-hidden rounded-full accent-primary" />
      <p className="text-xs text-slate-400">
        {text} {Math.round((loaded / (total || 1)) * 100)}%
      </p>
    </div>
  );
}
