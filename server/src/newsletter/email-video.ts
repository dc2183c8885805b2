// A stored video card (`<figure data-embed data-embed-id>`, the article HTML format) as the e-mail shows it: a mail
// program plays no video, so it becomes a link to watch it on YouTube or Vimeo.
import { VIDEO_PROVIDER_NAMES, videoEmbedOf, type VideoEmbed } from '@app/contracts/video-url';
import { textOf, type ArticleElement } from './email-article-tree.ts';

/** A video of the article: its embed, the service's name, and the caption (plain text, '' for none). */
export interface EmailVideo {
  embed: VideoEmbed;
  providerName: string;
  caption: string;
}

/** Where YouTube serves its thumbnails: the only other site a newsletter shows images from (its web copy allows it). */
export const YOUTUBE_THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

/** YouTube's thumbnail of video `id`, 480x360 (served by YouTube for every video). */
export function youtubeThumbnailUrl(id: string): string {
  return `${YOUTUBE_THUMBNAIL_ORIGIN}/vi/${id}/hqdefault.jpg`;
}

/** The size of `youtubeThumbnailUrl`'s image. */
export const YOUTUBE_THUMBNAIL_SIZE = { width: 480, height: 360 } as const;

/** The video a figure is, or null when it is not a YouTube or Vimeo card. */
export function videoOfFigure(figure: ArticleElement): EmailVideo | null {
  const embed = videoEmbedOf(figure.attrs['data-embed'], figure.attrs['data-embed-id']);
  if (embed === null) return null;
  const caption = figure.children.find((child) => child.kind === 'element' && child.tag === 'figcaption');
  return {
    embed,
    providerName: VIDEO_PROVIDER_NAMES[embed.provider],
    caption: caption ? textOf([caption]).replace(/\s+/g, ' ').trim() : '',
  };
}
