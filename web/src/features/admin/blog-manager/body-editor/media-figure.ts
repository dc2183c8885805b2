import { mergeAttributes, Node } from '@tiptap/core';

/** The attributes of an image figure: the media item's sources and size, and the writer's alt text and caption. */
export interface MediaFigureAttributes {
  src: string;
  srcset: string | null;
  sizes: string | null;
  alt: string;
  width: number | null;
  height: number | null;
  caption: string;
}

/** The `sizes` of an article image: the article column is at most 768px wide. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 768px) 768px, 100vw';

/** A positive whole number attribute of an element (an image's width or height), or null when absent or not one. */
export function numberAttribute(element: Element | null, name: string): number | null {
  const value = Number.parseInt(element?.getAttribute(name) ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The attributes read from an `<img>` and the caption beside it. */
function attributesOf(image: Element, caption: string): MediaFigureAttributes {
  return {
    src: image.getAttribute('src') ?? '',
    srcset: image.getAttribute('srcset'),
    sizes: image.getAttribute('sizes'),
    alt: image.getAttribute('alt') ?? '',
    width: numberAttribute(image, 'width'),
    height: numberAttribute(image, 'height'),
    caption,
  };
}

/**
 * An image of the article (issue 29's format): `<figure><img src srcset sizes alt width height><figcaption>` with no
 * figcaption when the caption is empty. One block the writer selects whole; its alt text and caption are edited in
 * fields beside the editor. A bare `<img>` (older posts, pastes) is read as a figure without caption.
 */
export const MediaFigure = Node.create({
  name: 'mediaFigure',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  addAttributes() {
    const plain = { default: null, parseHTML: () => null, renderHTML: () => ({}) };
    return {
      src: { ...plain, default: '' },
      srcset: plain,
      sizes: plain,
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
          const image = figure.querySelector('img');
          if (figure.hasAttribute('data-embed') || !image) return false;
          return attributesOf(image, figure.querySelector('figcaption')?.textContent?.trim() ?? '');
        },
      },
      { tag: 'img[src]', getAttrs: (image) => attributesOf(image, '') },
    ];
  },

  renderHTML({ node }) {
    const { src, srcset, sizes, alt, width, height, caption } = node.attrs as MediaFigureAttributes;
    const image = [
      'img',
      mergeAttributes(
        { src },
        srcset ? { srcset, sizes: sizes ?? ARTICLE_IMAGE_SIZES } : {},
        { alt },
        width && height ? { width, height } : {},
      ),
    ];
    return caption.trim() === '' ? ['figure', {}, image] : ['figure', {}, image, ['figcaption', {}, caption]];
  },
});
