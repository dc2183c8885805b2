import { Node } from '@tiptap/core';
import { VIDEO_PROVIDER_NAMES, videoEmbedOf, type VideoProvider } from '@app/contracts/video-url';

/** The attributes of a video embed: the service, the video's id on it, and an optional caption. */
export interface VideoEmbedAttributes {
  provider: VideoProvider;
  id: string;
  caption: string;
}

/**
 * A YouTube or Vimeo video as issue 29's format stores it: a privacy-friendly card, never an iframe
 * (`<figure data-embed data-embed-id><a href>Watch on …</a><figcaption>`). The editor shows it as a card naming the
 * service and the id; only the public page's "Play video" loads a player.
 */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  addAttributes() {
    const plain = { default: '', parseHTML: () => null, renderHTML: () => ({}) };
    return { provider: { ...plain, default: 'youtube' }, id: plain, caption: plain };
  },

  parseHTML() {
    return [
      {
        tag: 'figure[data-embed]',
        // Before the image figure's rule.
        priority: 60,
        getAttrs: (figure) => {
          const embed = videoEmbedOf(figure.getAttribute('data-embed') ?? undefined, figure.getAttribute('data-embed-id') ?? undefined);
          if (!embed) return false;
          return { provider: embed.provider, id: embed.id, caption: figure.querySelector('figcaption')?.textContent?.trim() ?? '' };
        },
      },
    ];
  },

  renderHTML({ node }) {
    const { provider, id, caption } = node.attrs as VideoEmbedAttributes;
    const embed = videoEmbedOf(provider, id);
    const link = ['a', { href: embed?.watchUrl ?? '' }, `Watch on ${VIDEO_PROVIDER_NAMES[provider]}`];
    const figure = { 'data-embed': provider, 'data-embed-id': id };
    return caption.trim() === '' ? ['figure', figure, link] : ['figure', figure, link, ['figcaption', {}, caption]];
  },

  addNodeView() {
    return ({ node }) => {
      const { provider, id, caption } = node.attrs as VideoEmbedAttributes;
      const card = document.createElement('figure');
      card.className = 'video-embed-card my-4 rounded-lg border border-white/15 bg-night-800 p-4';
      card.setAttribute('data-embed', provider);
      card.setAttribute('data-embed-id', id);
      const title = document.createElement('p');
      title.className = 'font-semibold text-white';
      title.textContent = `${VIDEO_PROVIDER_NAMES[provider]} video`;
      const detail = document.createElement('p');
      detail.className = 'text-sm text-slate-400';
      detail.textContent = `Video id ${id}`;
      card.append(title, detail);
      if (caption.trim() !== '') {
        const figcaption = document.createElement('figcaption');
        figcaption.className = 'mt-2 text-sm text-slate-300';
        figcaption.textContent = caption;
        card.append(figcaption);
      }
      return { dom: card };
    };
  },
});
