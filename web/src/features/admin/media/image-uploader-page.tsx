import {
  backgroundElementLabel,
  BACKGROUND_ELEMENT_IDS,
  BACKGROUND_FILE_NAME,
  DEFAULT_BACKGROUND_ELEMENT_ID,
  elementNotFoundMessage,
  type MediaLibraryItem,
  type SaveBackgroundResult,
} from '@app/contracts/media';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { apiRequest } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AdminPageHeader } from '../shared/admin-page-header.tsx';
import { ImageFileField } from '../../media/image-file-field.tsx';
import { MediaPicker } from '../../media/media-picker.tsx';
import { readAsDataUrl } from './read-as-data-url.ts';
import { serverFetch } from '../../../lib/server-fetch.ts';

/** The chosen image is also kept in local storage under 'image_' + the element id (a cache only) (docs/product.md §4). */
const cacheKey = (elementId: string) => `image_${elementId}`;

function readCachedImage(elementId: string): string | null {
  try {
    return localStorage.getItem(cacheKey(elementId));
  } catch {
    return null;
  }
}

function cacheImage(elementId: string, dataUrl: string): void {
  try {
    localStorage.setItem(cacheKey(elementId), dataUrl);
  } catch {
    // A large image can exceed the storage quota; the copy in memory is what Apply sends.
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const HOW_TO_USE = [
  'Choose where the image goes (today: the background of the home page’s problem section).',
  'Upload a JPG, PNG or WebP image (less than 5MB).',
  'Click Apply Image to set it as the background.',
  'The change is saved on the server and persists across page refreshes.',
];

/**
 * /admin/image-uploader (docs/product.md §2): choose an image for a page element's background (said in words:
 * "Replace the background of the home page's problem section", the element problem-statement-bg-image), preview
 * it, and Apply Image to save it on the server for every visitor. Notices exactly as docs/product.md §8.
 */
export function ImageUploaderPage() {
  useDocumentTitle('Image Uploader · Admin');
  const router = useRouter();
  const [elementId, setElementId] = useState(DEFAULT_BACKGROUND_ELEMENT_ID);
  const [image, setImage] = useState<string | null>(() => readCachedImage(DEFAULT_BACKGROUND_ELEMENT_ID));
  const previewId = useId();

  const chooseImage = (dataUrl: string) => {
    setImage(dataUrl);
    cacheImage(elementId.trim(), dataUrl);
    toast({ title: 'Image ready', description: "Click 'Apply Image' to set as background" });
  };

  const onFile = async (file: File) => chooseImage(await readAsDataUrl(file));

  const chooseFromLibrary = async (item: MediaLibraryItem) => {
    try {
      const res = await serverFetch(item.url, { credentials: 'include' });
      if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
      // Sent back as it is served, the server recognises the stored image and reuses it.
      chooseImage(await readAsDataUrl(await res.blob()));
    } catch (error) {
      console.error('Could not load the library image', error);
      toast({ title: 'Image not loaded', description: 'The library image could not be loaded. Please try again.', variant: 'destructive' });
    }
  };

  const apply = useMutation({
    mutationFn: async (input: { elementId: string; imageData: string }) => {
      const res = await apiRequest('POST', '/api/media/save-background', { ...input, fileName: BACKGROUND_FILE_NAME });
      return (await res.json()) as SaveBackgroundResult;
    },
    onSuccess: () => {
      toast({ title: 'Image applied', description: 'The background image has been permanently saved and applied' });
    },
    onError: (error, input) => {
      if (error instanceof ApiError && error.status === 404) {
        toast({ title: 'Element not found', description: elementNotFoundMessage(input.elementId), variant: 'destructive' });
        return;
      }
      console.error('Failed to save image to server', error);
      toast({ title: 'Error saving image', description: 'Failed to save image permanently. Please try again.', variant: 'destructive' });
    },
  });

  const onApply = () => {
    if (apply.isPending) return;
    if (!image) {
      toast({ title: 'No image selected', description: 'Please upload an image first', variant: 'destructive' });
      return;
    }
    const target = elementId.trim();
    if (!BACKGROUND_ELEMENT_IDS.includes(target)) {
      toast({ title: 'Element not found', description: elementNotFoundMessage(target), variant: 'destructive' });
      return;
    }
    apply.mutate({ elementId: target, imageData: image });
  };

  return (
    <main>
      <AdminPageHeader
        title="Image Uploader"
        actions={
          <Button variant="outline" size="sm" onClick={() => router.history.back()}>
            <Icon name="arrow-left" className="size-4" />
            Back
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-6 p-4 sm:p-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card className="grid content-start gap-5">
          <div>
            <h2 className="text-lg font-semibold text-white">Upload Background Image</h2>
            <p className="mt-1 text-sm text-slate-400">Upload an image to use as a section background on the website.</p>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-200">Where the image goes</legend>
            {BACKGROUND_ELEMENT_IDS.map((id) => (
              <label key={id} className="flex items-center gap-2 text-sm text-slate-300">
                <input
                  type="radio"
                  name="background-target"
                  value={id}
                  checked={elementId === id}
                  onChange={() => setElementId(id)}
                  className="accent-primary"
                />
                {capitalise(`replace ${backgroundElementLabel(id)}`)}
              </label>
            ))}
          </fieldset>
          <ImageFileField label="Image" onFile={onFile} />
          <figure className="grid gap-2" aria-labelledby={previewId}>
            <figcaption id={previewId} className="text-sm font-medium text-slate-200">
              Preview
            </figcaption>
            <div className="flex aspect-video items-center justify-center overflow-hidden rounded-xl border border-dashed border-white/15 bg-night-900">
              {image ? (
                <img src={image} alt="Preview of the chosen background image" className="size-full object-cover" />
              ) : (
                <p className="text-sm text-slate-400">No image chosen yet</p>
              )}
            </div>
          </figure>
          <Button
            onClick={onApply}
            // aria-disabled (not disabled) keeps the button focusable, so a keyboard user who presses
            // it before choosing an image is told why nothing happens ('No image selected').
            aria-disabled={!image || apply.isPending}
            className={!image ? 'cursor-not-allowed opacity-50' : ''}
          >
            {apply.isPending ? <Spinner /> : <Icon name="check" className="size-4" />}
            Apply Image
          </Button>
        </Card>

        <div className="grid min-w-0 content-start gap-6">
          <Card>
            <h2 className="text-lg font-semibold text-white">How to Use</h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-300">
              {HOW_TO_USE.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Card>
          <Card>
            <MediaPicker title="Or choose from the media library" onChoose={(item) => void chooseFromLibrary(item)} />
          </Card>
        </div>
      </div>
    </main>
  );
}
