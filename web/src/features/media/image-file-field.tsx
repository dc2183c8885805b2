import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '@app/contracts/media';
import type { ChangeEvent } from 'react';
import { FormField } from '../../components/ui/form-field.tsx';
import { toast } from '../../lib/toast-store.ts';

/**
 * A labelled image-only file input. A file over 5MB is refused here, before anything is sent, with
 * the 'File too large' notice of docs/product.md §8; any other file is handed to `onFile`.
 */
export function ImageFileField({
  label,
  onFile,
  disabled,
}: {
  label: string;
  onFile: (file: File) => void | Promise<void>;
  disabled?: boolean;
}) {
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      toast({ title: 'File too large', description: IMAGE_TOO_LARGE_MESSAGE, variant: 'destructive' });
      input.value = '';
      return;
    }
    try {
      await onFile(file);
    } finally {
      // Choosing the same file again must fire another change.
      input.value = '';
    }
  };
  return (
    <FormField label={label} hint="JPG, PNG, WebP or GIF, less than 5MB.">
      {(control) => (
        <input
          {...control}
          type="file"
          accept="image/*"
          disabled={disabled}
          onChange={(event) => void onChange(event)}
          className="w-full min-w-0 rounded-lg border border-white/10 bg-night-800 p-2 text-sm text-slate-300 file:mr-3 file:rounded-md file:border-0 file:bg-night-600 file:px-3 file:py-1.5 file:text-white"
        />
      )}
    </FormField>
  );
}
