import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES, type MediaLibraryItem } from '@app/contracts/media';
import { useId, useState, type DragEvent } from 'react';
import { toast } from '../../../lib/toast-store.ts';
import { UploadProgressBar } from '../../media/library-load-state.tsx';
import { describeUploadError, uploadImage, type UploadProgress } from '../../media/upload-image.ts';

interface Upload {
  name: string;
  progress: UploadProgress;
}

/**
 * The media library's upload area: images dropped on it, or chosen with its labelled file input, go one after another
 * through POST /api/media/upload with a progress bar each; `onUploaded` is told of every stored image.
 */
export function MediaDropZone({ onUploaded }: { onUploaded: (item: MediaLibraryItem) => void }) {
  const inputId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);
  const [upload, setUpload] = useState<Upload | null>(null);

  const send = async (files: File[]) => {
    for (const file of files) {
      if (file.size > MAX_IMAGE_BYTES) {
        toast({ title: 'File too large', description: `${file.name}: ${IMAGE_TOO_LARGE_MESSAGE}`, variant: 'destructive' });
        continue;
      }
      setUpload({ name: file.name, progress: { loaded: 0, total: file.size } });
      try {
        const item = await uploadImage(file, (progress) => setUpload({ name: file.name, progress }));
        toast({ title: 'Image uploaded', description: file.name });
        onUploaded(item);
      } catch (error) {
        toast({ title: 'Upload failed', description: `${file.name}: ${describeUploadError(error)}`, variant: 'destructive' });
      }
    }
    setUpload(null);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (upload) return;
    void send([...event.dataTransfer.files]);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`grid grid-cols-1 gap-3 rounded-xl border-2 border-dashed p-4 text-sm transition-colors ${over ? 'border-primary-soft bg-primary/10' : 'border-white/15 bg-night-900'}`}
    >
      <p className="text-slate-300">Drop images here to upload them, or choose them:</p>
      <div className="grid gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-200">
          Upload images
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          aria-describedby={hintId}
          disabled={upload !== null}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void send(files);
          }}
          className="w-full min-w-0 rounded-lg border border-white/10 bg-night-800 p-2 text-sm text-slate-300 file:mr-3 file:rounded-md file:border-0 file:bg-night-600 file:px-3 file:py-1.5 file:text-white"
        />
        <p id={hintId} className="text-xs text-slate-400">
          JPG, PNG, WebP or GIF, less than 5MB each.
        </p>
      </div>
      {upload ? (
        <div role="status">
          <UploadProgressBar
            label={`Uploading ${upload.name}`}
            text={`Uploading ${upload.name}…`}
            loaded={upload.progress.loaded}
            total={upload.progress.total}
          />
        </div>
      ) : null}
    </div>
  );
}
