import type { MediaLibraryItem } from '@app/contracts/media';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { ModalDialog } from '../../../../components/ui/modal-dialog.tsx';
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
  const titleId = useId();

  return (
    <ModalDialog open={open} labelledBy={titleId} className="max-h-[90vh] w-[min(56rem,94vw)] overflow-y-auto" onClose={onClose}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-white">
          Insert an image
        </h2>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
      {open ? <MediaPicker title="Media Library" onChoose={onChoose} /> : null}
    </ModalDialog>
  );
}
