import type { MediaLibraryItem } from '@app/contracts/media';
import { useId, useRef } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useModalDialog } from '../../../../components/ui/use-modal-dialog.ts';
import { MediaPicker } from '../../../media/media-picker.tsx';

/**
 * The media library in a modal `<dialog>` for putting an image into the post: choosing (or uploading) one calls
 * `onChoose`; Escape or Close calls `onClose`.
 */
export function ImageDialog({
  open,
  onChoose,
  onClose,
}: {
  open: boolean;
  onChoose: (item: MediaLibraryItem) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useModalDialog(ref, open);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[90vh] w-[min(56rem,94vw)] overflow-y-auto rounded-2xl border border-white/10 bg-night-800 p-6 text-slate-200 shadow-2xl backdrop:bg-black/60"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-white">
          Insert an image
        </h2>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
      {open ? <MediaPicker title="Media Library" onChoose={onChoose} /> : null}
    </dialog>
  );
}
