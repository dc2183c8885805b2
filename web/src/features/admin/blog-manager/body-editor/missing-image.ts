import { Node } from '@tiptap/core';
import { describeUploadError, uploadImage } from '../../../media/upload-image.ts';
import { ARTICLE_IMAGE_SIZES, numberAttribute } from './media-figure.ts';

/** The attribute of an image the WordPress import could not bring in (the server's MISSING_IMAGE_ATTRIBUTE). */
export const MISSING_IMAGE_ATTRIBUTE = 'data-missing-src';

/** The attributes of a missing image: the old address, and the alt text, size and caption it had. */
export interface MissingImageAttributes {
  missingSrc: string;
  alt: string;
  width: number | null;
  height: number | null;
  caption: string;
}

/** The file name of an old image address (`…/uploads/2024/05/shop.jpg` → `shop.jpg`), for the placeholder and notice. */
export function missingFileName(url: string): string {
  const last = url.split(/[?#]/)[0]!.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || url;
  } catch {
    return last || url;
  }
}

/** The file names of the missing images in article HTML, in order (each once). */
export function missingImagesIn(html: string): string[] {
  const names = [...html.matchAll(/data-missing-src="([^"]*)"/g)].map((match) => missingFileName(match[1]!.replace(/&amp;/g, '&')));
  return [...new Set(names)];
}

function attributesOf(image: Element, caption: string): MissingImageAttributes {
  return {
    missingSrc: image.getAttribute(MISSING_IMAGE_ATTRIBUTE) ?? '',
    alt: image.getAttribute('alt') ?? '',
    width: numberAttribute(image, 'width'),
    height: numberAttribute(image, 'height'),
    caption,
  };
}

/**
 * An image the WordPress import could not bring in: stored as `<figure><img data-missing-src="old URL" alt>` (no src,
 * so nothing loads from the old site; the public site leaves it out), shown in the editor as a placeholder naming the
 * file with an upload button. The uploaded image (through the media library's upload service) takes its place as an
 * image figure, keeping the alt text and caption.
 */
export const MissingImage = Node.create({
  name: 'missingImage',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  // Read before the image figure's rules, which would take a figure holding any <img>.
  priority: 1000,

  addAttributes() {
    const plain = { default: null, parseHTML: () => null, renderHTML: () => ({}) };
    return {
      missingSrc: { ...plain, default: '' },
      alt: { ...plain, default: '' },
      width: plain,
      height: plain,
      caption: { ...plain, default: '' },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (figure) => {
          const image = figure.querySelector(`img[${MISSING_IMAGE_ATTRIBUTE}]`);
          if (!image || figure.querySelector('img[src]')) return false;
          return attributesOf(image, figure.querySelector('figcaption')?.textContent?.trim() ?? '');
        },
      },
      { tag: `img[${MISSING_IMAGE_ATTRIBUTE}]`, getAttrs: (image) => (image.hasAttribute('src') ? false : attributesOf(image, '')) },
    ];
  },

  renderHTML({ node }) {
    const { missingSrc, alt, width, height, caption } = node.attrs as MissingImageAttributes;
    const image = ['img', { [MISSING_IMAGE_ATTRIBUTE]: missingSrc, alt, ...(width && height ? { width, height } : {}) }];
    return caption.trim() === '' ? ['figure', {}, image] : ['figure', {}, image, ['figcaption', {}, caption]];
  },

  addNodeView() {
    return ({ node, editor, getPos }) => {
      const attrs = node.attrs as MissingImageAttributes;
      const name = missingFileName(attrs.missingSrc);
      const dom = document.createElement('figure');
      dom.className = 'missing-image my-4 rounded-lg border border-dashed border-amber-400/60 bg-amber-400/5 p-4 text-sm text-amber-100';
      dom.contentEditable = 'false';
      const label = document.createElement('p');
      label.className = 'm-0 font-medium';
      label.textContent = `Image missing: ${name} — upload it to replace`;
      const details = document.createElement('p');
      details.className = 'm-0 mt-1 text-slate-400';
      details.textContent = [attrs.alt && `Alt text: ${attrs.alt}`, attrs.caption && `Caption: ${attrs.caption}`]
        .filter(Boolean)
        .join(' · ');
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = 'image/png,image/jpeg,image/gif,image/webp';
      input.hidden = true;
      input.setAttribute('aria-label', `Image file for ${name}`);
      const button = document.createElement('button');
      button.type = 'button';
      button.className =
        'mt-3 inline-flex items-center rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-white hover:bg-primary-hover disabled:opacity-60';
      button.textContent = `Upload ${name}`;
      const status = document.createElement('p');
      status.className = 'm-0 mt-2 text-rose-300';
      status.setAttribute('role', 'status');
      button.addEventListener('click', () => input.click());
      input.addEventListener('change', () => {
        const file = input.files?.[0];
        if (!file) return;
        button.disabled = true;
        status.textContent = `Uploading ${file.name}…`;
        uploadImage(file)
          .then((item) => {
            const at = typeof getPos === 'function' ? getPos() : undefined;
            if (at === undefined) return;
            editor
              .chain()
              .insertContentAt(
                { from: at, to: at + node.nodeSize },
                {
                  type: 'mediaFigure',
                  attrs: {
                    src: item.url,
                    srcset: item.srcSet || null,
                    sizes: item.srcSet ? ARTICLE_IMAGE_SIZES : null,
                    alt: attrs.alt || item.alt,
                    width: item.width,
                    height: item.height,
                    caption: attrs.caption,
                  },
                },
              )
              .run();
          })
          .catch((error: unknown) => {
            button.disabled = false;
            status.textContent = describeUploadError(error);
          });
      });
      dom.append(label, ...(details.textContent ? [details] : []), button, input, status);
      return { dom, stopEvent: (event) => event.target === button || event.target === input, ignoreMutation: () => true };
    };
  },
});
